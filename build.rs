//! Embeds every file under `content/` so the app needs no fetch at run time, after
//! validating it with the app's own checks: a content mistake fails the build, naming file
//! and id, and the app only has to parse at start-up.
//! Writes `$OUT_DIR/content_files.rs`: `FILES`, (path, text) pairs sorted by path, with each
//! set's items apart in `ITEMS`, (set id, number of items, items).

use std::{env, fs, path::Path};

// The content model and its checks, shared with the app; they depend on serde alone.
#[allow(dead_code)]
#[path = "src/content/catalog.rs"]
mod catalog;
#[allow(dead_code)]
#[path = "src/content/lint.rs"]
mod lint;
#[allow(dead_code)]
#[path = "src/content/minutes.rs"]
mod minutes;
// The lint compares typed answers as the grader does, at the path it has in the app.
#[allow(dead_code)]
#[path = "src/practice/text.rs"]
mod text;
mod practice {
    pub(crate) use super::text;
}
#[allow(dead_code)]
#[path = "src/content/model.rs"]
mod model;
#[allow(dead_code)]
#[path = "src/content/passage.rs"]
mod passage;
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

    // Embedded without the authors' indentation: the JSON is the same, the binary smaller.
    // A set's items go apart from the set, keyed by set id, to be parsed when first used.
    let mut code = String::from("pub static FILES: &[(&str, &str)] = &[\n");
    let mut items = String::from("pub static ITEMS: &[(&str, usize, &str)] = &[\n");
    for (rel, text) in &files {
        let mut value: serde_json::Value = serde_json::from_str(text).expect("validated above");
        if rel.starts_with("content/sets/") {
            let set = value.as_object_mut().expect("a set is an object");
            let list = set.remove("items").expect("a set has items");
            let count = list.as_array().expect("items are an array").len();
            items.push_str(&format!(
                "    ({:?}, {count}, {:?}),\n",
                set["id"].as_str().expect("a set id"),
                list.to_string()
            ));
        }
        code.push_str(&format!("    ({rel:?}, {:?}),\n", value.to_string()));
    }
    code.push_str("];\n");
    items.push_str("];\n");
    code.push_str(&items);
    let out = Path::new(&env::var("OUT_DIR").unwrap()).join("content_files.rs");
    fs::write(out, code).unwrap();
}
