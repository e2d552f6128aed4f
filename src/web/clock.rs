//! The browser's clock and time zone (when rendering ahead of time: the build's clock, UTC).

use crate::practice::Time;

/// Now, as the record stores moments.
pub fn now() -> Time {
    #[cfg(target_arch = "wasm32")]
    let ms = js_sys::Date::now();
    #[cfg(not(target_arch = "wasm32"))]
    let ms = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0.0, |d| d.as_millis() as f64);
    Time::from_ms(ms)
}

/// The time zone's offset from UTC in minutes, east positive.
pub fn utc_offset_min() -> f64 {
    #[cfg(target_arch = "wasm32")]
    return -js_sys::Date::new_0().get_timezone_offset();
    #[cfg(not(target_arch = "wasm32"))]
    0.0
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
