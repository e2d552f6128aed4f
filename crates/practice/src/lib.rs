//! Practice: grading, set sessions, scheduling and text checks. Pure Rust, no browser.

pub mod grade;
pub mod schedule;
pub mod session;
pub mod shuffle;
pub mod text;
pub mod time;
pub mod writing;

pub use grade::{correct_answer, grade, model_answer, Answer, Outcome, Verdict};
pub use session::{Place, SetSession, Tally};
pub use time::Time;
