//! The browser's clock and time zone.

/// Now, in ms since the Unix epoch (what the record stores).
pub fn now_ms() -> f64 {
    js_sys::Date::now()
}

/// The time zone's offset from UTC in minutes, east positive.
pub fn utc_offset_min() -> f64 {
    -js_sys::Date::new_0().get_timezone_offset()
}

/// Today's day number in the learner's time zone.
pub fn local_day() -> i64 {
    crate::progress::review::day_of(now_ms(), utc_offset_min())
}

/// Today as "YYYY-MM-DD" (UTC), for file names.
pub fn today_iso() -> String {
    let date = js_sys::Date::new_0().to_iso_string().as_string().unwrap_or_default();
    date.chars().take(10).collect()
}
