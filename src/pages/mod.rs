//! One module per route.

pub mod glossary;
pub mod guide;
pub mod home;
pub mod not_found;
pub mod path;
pub mod progress;
pub mod pronunciation;
pub mod review;
pub mod scenario;
pub mod set;
pub mod settings;
pub mod term;
