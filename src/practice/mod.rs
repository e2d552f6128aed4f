//! Grading, set sessions and text checks: pure, no browser.
