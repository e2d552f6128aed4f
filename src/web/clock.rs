//! The browser's clock and time zone.

use crate::practice::Time;

/// Now, as the record stores moments.
pub fn now() -> Time {
    Time::from_ms(js_sys::Date::now())
}

/// The time zone's offset from UTC in minutes, east positive.
pub fn utc_offset_min() -> f64 {
    -js_sys::Date::new_0().get_timezone_offset()
}

/// Today's day number in the learner's time zone.
pub fn local_day() -> i64 {
    crate::progress::review::day_of(now(), utc_offset_min())
}

/// Today as "YYYY-MM-DD" (UTC), for file names.
pub fn today_iso() -> String {
    let date = js_sys::Date::new_0().to_iso_string().as_string().unwrap_or_default();
    date.chars().take(10).collect()
}
