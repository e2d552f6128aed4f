//! Embeds every file under the workspace's `content/`, so the app needs no fetch at run time.
//! Writes `$OUT_DIR/content_files.rs`: `FILES`, (path, text) pairs sorted by path, with each
//! set's items apart in `ITEMS`, (set id, number of items, items), to be parsed when first used,
//! the texts start-up does not read in `PARTS`, and the number of terms in `TERMS`.
//! A host's own folder, named by `CONTENT_EXTRA` (relative to the workspace), joins them as
//! `extra/…`. The files are checked before this by the app's build script
//! (`shoptalk-content-check`), so a content mistake fails the build naming its file and id;
//! here they are only packed.

use std::{env, fs, path::Path};

fn walk(dir: &Path, out: &mut Vec<String>) {
    let mut entries: Vec<_> = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            // The schemas are for authors' editors, not content.
            if p.file_name().is_some_and(|n| n == "schema") {
                continue;
            }
            walk(&p, out);
        } else if p.extension().is_some_and(|x| x == "json") {
            out.push(p.to_string_lossy().replace('\\', "/"));
        }
    }
}

/// Moves the named fields of an object into `parts`, as (kind, id, field, JSON). A set's are
/// optional; the others are required, so each leaves an empty stand-in and the rest still reads.
fn split(
    object: &mut serde_json::Map<String, serde_json::Value>,
    kind: &str,
    fields: &[&str],
    parts: &mut String,
) {
    let id = object.get("id").and_then(|v| v.as_str()).unwrap_or_default().to_string();
    for field in fields {
        let Some(part) = object.remove(*field) else { continue };
        parts.push_str(&format!("    ({kind:?}, {id:?}, {field:?}, {:?}),\n", part.to_string()));
        let stand_in = match part {
            _ if kind == "set" => continue,
            serde_json::Value::String(_) => serde_json::Value::String(String::new()),
            _ => serde_json::Value::Array(Vec::new()),
        };
        object.insert(field.to_string(), stand_in);
    }
}

/// Whether an embedded file is in a section of the course or of a host's folder.
fn in_section(rel: &str, section: &str) -> bool {
    ["content/", "extra/"].iter().any(|top| rel.starts_with(&format!("{top}{section}/")))
}

fn main() {
    let manifest = env::var("CARGO_MANIFEST_DIR").unwrap();
    let root = Path::new(&manifest).join("../..").canonicalize().expect("the workspace root");
    let root = root.to_string_lossy().replace('\\', "/");
    println!("cargo:rerun-if-changed={root}/content");
    println!("cargo:rerun-if-env-changed=CONTENT_EXTRA");
    let mut paths = Vec::new();
    walk(&Path::new(&root).join("content"), &mut paths);
    // (file on disk, name in the app): `content/…` as it is, the host's files as `extra/…`.
    let mut files: Vec<(String, String)> = paths
        .into_iter()
        .map(|f| {
            let rel = f.strip_prefix(&format!("{root}/")).unwrap_or(&f).to_string();
            (f, rel)
        })
        .collect();
    if let Some(extra) = env::var_os("CONTENT_EXTRA").filter(|v| !v.is_empty()) {
        let extra = Path::new(&root).join(extra);
        if !extra.is_dir() {
            panic!("CONTENT_EXTRA names {}, which is not a folder (a relative path is read from the workspace root)", extra.display());
        }
        println!("cargo:rerun-if-changed={}", extra.display());
        let base = extra.to_string_lossy().replace('\\', "/");
        let mut more = Vec::new();
        walk(&extra, &mut more);
        files.extend(more.into_iter().map(|f| {
            let rel = format!("extra/{}", f.strip_prefix(&format!("{base}/")).unwrap_or(&f));
            (f, rel)
        }));
    }

    // Embedded without the authors' indentation: the JSON is the same, the binary smaller.
    let mut code = String::from("pub static FILES: &[(&str, &str)] = &[\n");
    let mut items = String::from("pub static ITEMS: &[(&str, usize, usize, &str, &str)] = &[\n");
    let mut parts = String::from("pub static PARTS: &[(&str, &str, &str, &str)] = &[\n");
    // How many terms the terms files hold, so a count shows without parsing them.
    let mut terms = 0;
    for (f, rel) in &files {
        // Directories are watched, but a changed file's mtime is what cargo compares.
        println!("cargo:rerun-if-changed={f}");
        let text = fs::read_to_string(f).unwrap_or_else(|e| panic!("cannot read {f}: {e}"));
        // A file that does not parse is embedded as it is: the check names it, and the app's
        // loader reports it rather than showing a blank page.
        let Ok(mut value) = serde_json::from_str::<serde_json::Value>(&text) else {
            code.push_str(&format!("    ({rel:?}, {text:?}),\n"));
            continue;
        };
        // Editors read it; the app does not.
        if let Some(file) = value.as_object_mut() {
            file.remove("$schema");
        }
        if in_section(rel, "sets") {
            if let Some(set) = value.as_object_mut() {
                if let (Some(serde_json::Value::Array(list)), Some(id)) =
                    (set.remove("items"), set.get("id").and_then(|v| v.as_str()).map(String::from))
                {
                    // Pages that pick sets by their share of pronunciation items (the drills)
                    // need not parse every set to do it.
                    let drills = list
                        .iter()
                        .filter(|i| {
                            i.get("skill").and_then(|s| s.as_str()) == Some("pronunciation")
                        })
                        .count();
                    // Likewise a term's page, which lists the sets practising the term.
                    let mut terms: Vec<&str> = list
                        .iter()
                        .filter_map(|i| i.get("terms")?.as_array())
                        .flatten()
                        .filter_map(|t| t.as_str())
                        .collect();
                    terms.sort_unstable();
                    terms.dedup();
                    let terms = terms.join(" ");
                    let count = list.len();
                    let list = serde_json::Value::Array(list);
                    // The app finds an item by searching the text for `"id":"<id>"` without
                    // parsing it (`Items::has`): only the items' own ids may take that form.
                    let text = list.to_string();
                    if text.matches("\"id\":").count() != count {
                        panic!("{rel}: an item holds a field named \"id\" of its own, which Items::has would take for an item");
                    }
                    items.push_str(&format!(
                        "    ({id:?}, {count}, {drills}, {terms:?}, {text:?}),\n"
                    ));
                }
            }
        }
        if in_section(rel, "terms") {
            let count = value.get("terms").and_then(|t| t.as_array()).map_or(0, Vec::len);
            // Likewise `Terms::has`, in the terms files.
            if value.to_string().matches("\"id\":").count() != count {
                panic!("{rel}: a term holds a field named \"id\" of its own, which Terms::has would take for a term");
            }
            terms += count;
        }
        // What start-up need not parse: a set's texts and a language page's body, kept apart
        // as (kind, id, field, JSON) and parsed when a page first reads them.
        let whole: Option<(&str, &[&str])> = if in_section(rel, "sets") {
            Some(("set", &["passage", "conversation", "glosses", "versions"]))
        } else if in_section(rel, "language") {
            Some(("language", &["in_short", "rule", "examples", "mistakes"]))
        } else {
            None
        };
        if let (Some((kind, lazy)), Some(file)) = (whole, value.as_object_mut()) {
            split(file, kind, lazy, &mut parts);
        }
        // Likewise a scenario's model answer and a speaking task's model talk, each file a list.
        for (section, list, kind, lazy) in [
            ("scenarios", "scenarios", "scenario", &["model_answer", "key_phrases"]),
            ("speaking", "tasks", "speaking", &["model", "checklist"]),
        ] {
            if in_section(rel, section) {
                let entries = value.get_mut(list).and_then(|v| v.as_array_mut());
                for entry in entries.into_iter().flatten().filter_map(|e| e.as_object_mut()) {
                    split(entry, kind, lazy, &mut parts);
                }
            }
        }
        code.push_str(&format!("    ({rel:?}, {:?}),\n", value.to_string()));
    }
    code.push_str("];\n");
    items.push_str("];\n");
    code.push_str(&items);
    parts.push_str("];\n");
    code.push_str(&parts);
    code.push_str(&format!("pub const TERMS: usize = {terms};\n"));
    let out = Path::new(&env::var("OUT_DIR").unwrap()).join("content_files.rs");
    fs::write(out, code).unwrap();
}
