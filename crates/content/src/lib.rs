//! The course as the app reads it: the typed model, the catalog built from the embedded
//! files, and what pages compute from it (passages, glossary search). Plain Rust: no browser,
//! no checks (those are `shoptalk-content-check`, which the build runs before embedding).

mod catalog;
pub mod glossary;
mod lazy;
mod model;
pub mod passage;
mod problem;
mod terms;

pub use catalog::{Catalog, LoadError, TopicRef, CHECK_ITEMS, CHECK_PREFIX, EXTRA};
pub use lazy::Lazy;
pub use model::*;
pub use problem::Problem;
pub use terms::Terms;

mod embedded {
    include!(concat!(env!("OUT_DIR"), "/content_files.rs"));
}

/// Every file under `content/`, as (path relative to the workspace, text); set files without
/// their items.
pub fn embedded_files() -> &'static [(&'static str, &'static str)] {
    embedded::FILES
}

/// The catalog built from the embedded files, parsed once per process. The build has checked
/// them, so this only parses; should that ever fail, the shell shows the problems rather than
/// a blank page.
pub fn catalog() -> Result<&'static Catalog, &'static [Problem]> {
    use std::sync::OnceLock;
    static CATALOG: OnceLock<Result<Catalog, Vec<Problem>>> = OnceLock::new();
    match CATALOG.get_or_init(|| embedded_catalog().map_err(|e| e.problems)) {
        Ok(c) => Ok(c),
        Err(p) => Err(p),
    }
}

/// A catalog of the embedded files, built afresh: what start-up does once (`catalog`).
pub fn embedded_catalog() -> Result<Catalog, LoadError> {
    Catalog::from_checked_files(embedded_files(), embedded::ITEMS, embedded::PARTS, embedded::TERMS)
}
