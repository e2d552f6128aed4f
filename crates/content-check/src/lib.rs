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

use std::path::Path;

use shoptalk_content::{Catalog, LoadError};

/// Every JSON file under `root/content`, as (path from `root`, with `/`, text), in path order:
/// what the build checks and the `catalog` command reads.
pub fn read_content(root: &Path) -> std::io::Result<Vec<(String, String)>> {
    fn walk(root: &Path, dir: &Path, out: &mut Vec<(String, String)>) -> std::io::Result<()> {
        let mut entries: Vec<_> = std::fs::read_dir(dir)?.collect::<Result<_, _>>()?;
        entries.sort_by_key(|e| e.path());
        for e in entries {
            let p = e.path();
            if p.is_dir() {
                walk(root, &p, out)?;
            } else if p.extension().is_some_and(|x| x == "json") {
                let rel = p.strip_prefix(root).unwrap_or(&p).to_string_lossy().replace('\\', "/");
                out.push((rel, std::fs::read_to_string(&p)?));
            }
        }
        Ok(())
    }
    let mut out = Vec::new();
    walk(root, &root.join("content"), &mut out)?;
    Ok(out)
}

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
