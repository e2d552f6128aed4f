//! Course content: the model, the embedded files, and their validation.

mod catalog;
pub mod glossary;
pub mod lint;
pub mod minutes;
mod model;
pub mod passage;
mod validate;

pub use catalog::{Catalog, LoadError, TopicRef, CHECK_ITEMS, CHECK_PREFIX};
pub use model::*;
pub use validate::Problem;

mod embedded {
    include!(concat!(env!("OUT_DIR"), "/content_files.rs"));
}

/// Every file under `content/`, as (path relative to the crate, text); set files without
/// their items.
pub fn embedded_files() -> &'static [(&'static str, &'static str)] {
    embedded::FILES
}

/// The catalog built from the embedded files, parsed once per process. `build.rs` has
/// validated them, so this only parses; should that ever fail, the shell shows the problems
/// rather than a blank page.
pub fn catalog() -> Result<&'static Catalog, &'static [Problem]> {
    use std::sync::OnceLock;
    static CATALOG: OnceLock<Result<Catalog, Vec<Problem>>> = OnceLock::new();
    match CATALOG.get_or_init(|| {
        Catalog::from_checked_files(embedded_files(), embedded::ITEMS).map_err(|e| e.problems)
    }) {
        Ok(c) => Ok(c),
        Err(p) => Err(p),
    }
}
