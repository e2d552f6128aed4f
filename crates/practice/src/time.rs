//! Moments as the app stores them: milliseconds since the Unix epoch, what the browser's
//! `Date.now()` gives. A type of its own, so a moment is never mixed up with a duration, a
//! score or a day number; stored as the bare number, so records stay as they were.

use std::cmp::Ordering;
use std::ops::{Add, Sub};

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, Default, PartialEq, PartialOrd, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Time(f64);

impl Time {
    /// 1 January 1970, 00:00 UTC: what a missing or unreadable time is read as.
    pub const EPOCH: Time = Time(0.0);

    pub const fn from_ms(ms: f64) -> Time {
        Time(ms)
    }

    pub fn ms(self) -> f64 {
        self.0
    }

    /// Whether this is a moment at all (not NaN or infinite).
    pub fn is_finite(self) -> bool {
        self.0.is_finite()
    }

    /// The moment itself if it is one (finite, not before 1970); the epoch otherwise, as a
    /// hand-edited or hostile record may hold anything.
    pub fn or_epoch(self) -> Time {
        if self.0.is_finite() && self.0 >= 0.0 {
            self
        } else {
            Time::EPOCH
        }
    }

    /// The later of two moments.
    pub fn max(self, other: Time) -> Time {
        Time(self.0.max(other.0))
    }

    /// The earlier of two moments.
    pub fn min(self, other: Time) -> Time {
        Time(self.0.min(other.0))
    }

    /// A total order, NaN included, for sorting stored times.
    pub fn total_cmp(&self, other: &Time) -> Ordering {
        self.0.total_cmp(&other.0)
    }
}

/// A moment plus a duration in milliseconds.
impl Add<f64> for Time {
    type Output = Time;

    fn add(self, ms: f64) -> Time {
        Time(self.0 + ms)
    }
}

/// A moment minus a duration in milliseconds.
impl Sub<f64> for Time {
    type Output = Time;

    fn sub(self, ms: f64) -> Time {
        Time(self.0 - ms)
    }
}

/// The milliseconds from one moment to another.
impl Sub for Time {
    type Output = f64;

    fn sub(self, earlier: Time) -> f64 {
        self.0 - earlier.0
    }
}
