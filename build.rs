//! Checks every file under `content/` (and a host's folder, from `CONTENT_EXTRA`) with the
//! course's own checks, then packs the catalog for the app to embed (`src/lib.rs`): a content
//! mistake fails the build, naming file and id.

use std::path::{Path, PathBuf};
use std::{env, fs};

fn main() {
    let root = env::var("CARGO_MANIFEST_DIR").unwrap();
    println!("cargo:rerun-if-changed=content");
    println!("cargo:rerun-if-env-changed=CONTENT_EXTRA");
    let extra = shoptalk_content_check::extra_folder(Path::new(&root));
    if let Some(extra) = &extra {
        println!("cargo:rerun-if-changed={}", extra.display());
    }
    let files = shoptalk_content_check::read_content(Path::new(&root), extra.as_deref())
        .unwrap_or_else(|e| panic!("cannot read the content: {e}"));
    for (f, _) in &files {
        // Directories are watched, but a changed file's mtime is what cargo compares.
        match (f.strip_prefix(shoptalk_content_check::EXTRA), &extra) {
            (Some(rel), Some(extra)) => {
                println!("cargo:rerun-if-changed={}", extra.join(rel).display())
            }
            _ => println!("cargo:rerun-if-changed={f}"),
        }
    }
    let refs: Vec<(&str, &str)> = files.iter().map(|(f, t)| (f.as_str(), t.as_str())).collect();
    let catalog = shoptalk_content_check::check(&refs).unwrap_or_else(|mut e| {
        if let Some(extra) = &extra {
            shoptalk_content_check::name_host_files(&mut e.problems, &extra.to_string_lossy());
        }
        eprintln!("The content has problems; fix them and build again.\n{e}");
        std::process::exit(1);
    });
    let (head, text) = catalog.pack();
    let out = PathBuf::from(env::var_os("OUT_DIR").unwrap());
    fs::write(out.join("course.head"), head).unwrap();
    fs::write(out.join("course.text"), text).unwrap();
}
