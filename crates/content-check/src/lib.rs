//! Checking the course as authors write it: validation, the fairness lint, study minutes and
//! totals. The build runs `check` on every file under `content/` (and a host's folder, named by
//! `CONTENT_EXTRA`) before the app embeds them, so a content mistake fails the build naming its
//! file, line and id; the `catalog` command runs the same checks on the files on disk, and
//! writes the JSON Schemas authors' editors read.

pub mod lint;
pub mod minutes;
mod place;
pub mod schema;
mod stats;
mod validate;

pub use stats::stats;
pub use validate::validate;

use std::path::{Path, PathBuf};

pub use shoptalk_content::EXTRA;
use shoptalk_content::{Catalog, LoadError, Problem};

/// The host's folder named by `CONTENT_EXTRA`, read relative to the workspace root `root`.
pub fn extra_folder(root: &Path) -> Option<PathBuf> {
    std::env::var_os("CONTENT_EXTRA").filter(|v| !v.is_empty()).map(|p| root.join(p))
}

/// Every JSON file under `root/content` (but its `schema/`), as (path from `root`, with `/`,
/// text), in path order, then a host's folder's as `extra/…`: what the build checks and the
/// `catalog` command reads.
pub fn read_content(root: &Path, extra: Option<&Path>) -> std::io::Result<Vec<(String, String)>> {
    fn walk(
        base: &Path,
        dir: &Path,
        to: &str,
        out: &mut Vec<(String, String)>,
    ) -> std::io::Result<()> {
        let mut entries: Vec<_> = std::fs::read_dir(dir)?.collect::<Result<_, _>>()?;
        entries.sort_by_key(|e| e.path());
        for e in entries {
            let p = e.path();
            if p.is_dir() {
                if p != base.join("content/schema") {
                    walk(base, &p, to, out)?;
                }
            } else if p.extension().is_some_and(|x| x == "json") {
                let rel = p.strip_prefix(base).unwrap_or(&p).to_string_lossy().replace('\\', "/");
                out.push((format!("{to}{rel}"), std::fs::read_to_string(&p)?));
            }
        }
        Ok(())
    }
    let mut out = Vec::new();
    walk(root, &root.join("content"), "", &mut out)?;
    if let Some(extra) = extra {
        if !extra.is_dir() {
            return Err(std::io::Error::new(
                std::io::ErrorKind::NotFound,
                format!("CONTENT_EXTRA names {}, which is not a folder", extra.display()),
            ));
        }
        walk(extra, extra, EXTRA, &mut out)?;
    }
    Ok(out)
}

/// Names a host's files by their folder (`../our-course/sets/…`) rather than as the app embeds
/// them (`extra/sets/…`), so an editor or terminal can open the file a problem names.
pub fn name_host_files(problems: &mut [Problem], folder: &str) {
    for p in problems {
        if let Some(rel) = p.file.strip_prefix(EXTRA) {
            p.file = format!("{}/{rel}", folder.trim_end_matches('/'));
        }
    }
}

/// Parses and checks content files given as (path, text): a catalog, or every problem found,
/// each placed at its line and column where that can be found.
pub fn check(files: &[(&str, &str)]) -> Result<Catalog, LoadError> {
    let (c, mut problems) = Catalog::parse(files);
    // A file that does not parse leaves its ids undefined; checking references to them would
    // bury the one real mistake under its echoes, so the rules wait until every file parses.
    if !problems.iter().any(|p| p.id == "-") {
        problems.extend(validate(&c));
    }
    problems.extend(schema::check_refs(files));
    problems.extend(host_named(&c, files));
    if problems.is_empty() {
        Ok(c)
    } else {
        place::place(&mut problems, files);
        Err(LoadError { problems })
    }
}

/// A host's folder names its host, whose name marks its content in the app.
fn host_named(c: &Catalog, files: &[(&str, &str)]) -> Option<Problem> {
    let host_file = format!("{EXTRA}host.json");
    let mut from_host = files.iter().map(|(f, _)| *f).filter(|f| f.starts_with(EXTRA));
    let first = from_host.next()?;
    let has_file = files.iter().any(|(f, _)| *f == host_file);
    match c.host.as_deref().map(str::trim) {
        Some(name) if !name.is_empty() => None,
        Some(_) => Some(Problem::new(&host_file, "-", "\"name\" is empty: name the host (\"Example Co. ML platform team\"), shown as \"From <name>\" on its content".into())),
        // A host.json that does not parse has been reported already.
        None if has_file => None,
        None => Some(Problem::new(first, "-", "a host's folder needs a host.json at its top, with \"name\": the host, shown as \"From <name>\" on its content".into())),
    }
}
