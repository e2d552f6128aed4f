//! Embeds every file under `content/` so the app needs no fetch at run time, after
//! validating it with the app's own checks: a content mistake fails the build, naming file
//! and id, and the app only has to parse at start-up.
//! Writes `$OUT_DIR/content_files.rs`: a slice of (path, text) pairs, sorted by path.

use std::{env, fs, path::Path};

// The content model and its checks, shared with the app; they depend on serde alone.
#[allow(dead_code)]
#[path = "src/content/catalog.rs"]
mod catalog;
#[allow(dead_code)]
#[path = "src/content/model.rs"]
mod model;
#[allow(dead_code)]
#[path = "src/content/validate.rs"]
mod validate;

fn walk(dir: &Path, out: &mut Vec<String>) {
    let mut entries: Vec<_> = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            walk(&p, out);
        } else if p.extension().is_some_and(|x| x == "json") {
            out.push(p.to_string_lossy().replace('\\', "/"));
        }
    }
}

fn main() {
    let root = env::var("CARGO_MANIFEST_DIR").unwrap();
    println!("cargo:rerun-if-changed=content");
    let mut paths = Vec::new();
    walk(&Path::new(&root).join("content"), &mut paths);
    let files: Vec<(String, String)> = paths
        .iter()
        .map(|f| {
            // Directories are watched, but a changed file's mtime is what cargo compares.
            println!("cargo:rerun-if-changed={f}");
            let text = fs::read_to_string(f).unwrap_or_else(|e| panic!("cannot read {f}: {e}"));
            (f.strip_prefix(&format!("{root}/")).unwrap_or(f).to_string(), text)
        })
        .collect();

    let refs: Vec<(&str, &str)> = files.iter().map(|(f, t)| (f.as_str(), t.as_str())).collect();
    if let Err(e) = catalog::Catalog::from_files(&refs) {
        eprintln!("The content has problems; fix them and build again.\n{e}");
        std::process::exit(1);
    }

    let mut code = String::from("pub static FILES: &[(&str, &str)] = &[\n");
    for (rel, text) in &files {
        // Embedded without the authors' indentation: the JSON is the same, the binary smaller.
        let compact = serde_json::from_str::<serde_json::Value>(text).expect("validated above").to_string();
        code.push_str(&format!("    ({rel:?}, {compact:?}),\n"));
    }
    code.push_str("];\n");
    let out = Path::new(&env::var("OUT_DIR").unwrap()).join("content_files.rs");
    fs::write(out, code).unwrap();
}
