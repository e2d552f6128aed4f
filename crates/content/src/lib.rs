//! The course as the app reads it: the typed model, the catalog (parsed from the files, or
//! unpacked from what the build embeds), and what pages compute from it (passages, glossary
//! search). Plain Rust: no browser, no checks (those are `shoptalk-content-check`, which the
//! build runs before packing).

mod catalog;
pub mod glossary;
mod lazy;
mod model;
pub mod order;
mod pack;
pub mod passage;
mod problem;
mod terms;
mod text;

pub use catalog::{Catalog, LoadError, TopicRef, CHECK_ITEMS, CHECK_PREFIX, EXTRA};
pub use lazy::Lazy;
pub use model::*;
pub use problem::Problem;
pub use terms::{Head, Terms};
pub use text::Text;
