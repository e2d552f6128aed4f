//! Embeds every file under `content/` so the app needs no fetch at run time.
//! Writes `$OUT_DIR/content_files.rs`: a slice of (path, text) pairs, sorted by path.

use std::{env, fs, path::Path};

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
    let content = Path::new(&root).join("content");
    println!("cargo:rerun-if-changed=content");
    let mut files = Vec::new();
    walk(&content, &mut files);
    let mut code = String::from("pub static FILES: &[(&str, &str)] = &[\n");
    for f in &files {
        let rel = f.strip_prefix(&format!("{root}/")).unwrap_or(f);
        // Embedded without the authors' indentation: the JSON is the same, the binary smaller.
        let text = fs::read_to_string(f).unwrap_or_else(|e| panic!("cannot read {f}: {e}"));
        let compact = match serde_json::from_str::<serde_json::Value>(&text) {
            Ok(v) => v.to_string(),
            // Left as it is, so validation reports the parse error with file and line.
            Err(_) => text,
        };
        code.push_str(&format!("    ({rel:?}, {compact:?}),\n"));
        // Directories are watched, but a changed file's mtime is what cargo compares.
        println!("cargo:rerun-if-changed={f}");
    }
    code.push_str("];\n");
    let out = Path::new(&env::var("OUT_DIR").unwrap()).join("content_files.rs");
    fs::write(out, code).unwrap();
}
