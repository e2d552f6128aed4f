//! Checks every file under `content/` with the course's own checks before the app embeds it
//! (`shoptalk-content` packs the files): a content mistake fails the build, naming file and id.

use std::{env, fs, path::Path};

fn walk(dir: &Path, out: &mut Vec<(String, String)>) {
    let mut entries: Vec<_> = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            walk(&p, out);
        } else if p.extension().is_some_and(|x| x == "json") {
            let f = p.to_string_lossy().replace('\\', "/");
            // Directories are watched, but a changed file's mtime is what cargo compares.
            println!("cargo:rerun-if-changed={f}");
            let text = fs::read_to_string(&p).unwrap_or_else(|e| panic!("cannot read {f}: {e}"));
            out.push((f, text));
        }
    }
}

fn main() {
    let root = env::var("CARGO_MANIFEST_DIR").unwrap().replace('\\', "/");
    println!("cargo:rerun-if-changed=content");
    let mut files = Vec::new();
    walk(&Path::new(&root).join("content"), &mut files);
    let refs: Vec<(&str, &str)> = files
        .iter()
        .map(|(f, t)| (f.strip_prefix(&format!("{root}/")).unwrap_or(f), t.as_str()))
        .collect();
    if let Err(e) = shoptalk_content_check::check(&refs) {
        eprintln!("The content has problems; fix them and build again.\n{e}");
        std::process::exit(1);
    }
}
