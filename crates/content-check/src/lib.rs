//! Checking the course as authors write it: validation, the fairness lint, study minutes and
//! totals. The build runs `check` on every file under `content/` before the app embeds them,
//! so a content mistake fails the build naming its file and id; the `catalog` command runs the
//! same checks on the files on disk.

pub mod lint;
pub mod minutes;
mod stats;
mod validate;

pub use stats::stats;
pub use validate::validate;

use shoptalk_content::{Catalog, LoadError};

/// Parses and checks content files given as (path, text): a catalog, or every problem found.
pub fn check(files: &[(&str, &str)]) -> Result<Catalog, LoadError> {
    let (c, mut problems) = Catalog::parse(files);
    problems.extend(validate(&c));
    if problems.is_empty() {
        Ok(c)
    } else {
        Err(LoadError { problems })
    }
}
