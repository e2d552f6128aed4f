//! The schemas authors' editors read: committed as generated, every content file fits its own,
//! and the checker places what it finds at a line and column.

use std::path::{Path, PathBuf};

use shoptalk_content_check::{check, read_content, schema};

fn root() -> PathBuf {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../..")).canonicalize().unwrap()
}

fn course() -> Vec<(String, String)> {
    read_content(&root(), Some(&root().join("examples/host-course"))).expect("content readable")
}

/// The course with one file's text changed, checked: every problem as its message line.
fn check_with(file: &str, edit: impl Fn(&str) -> String) -> Vec<String> {
    let files = course();
    let text = &files.iter().find(|(f, _)| f == file).expect("file exists").1;
    let changed = edit(text);
    assert_ne!(&changed, text, "the edit changed nothing");
    let refs: Vec<(&str, &str)> = files
        .iter()
        .map(|(f, t)| (f.as_str(), if f == file { changed.as_str() } else { t.as_str() }))
        .collect();
    match check(&refs) {
        Ok(_) => Vec::new(),
        Err(e) => e.problems.iter().map(|p| p.to_string()).collect(),
    }
}

fn line_of(file: &str, needle: &str) -> usize {
    let text = std::fs::read_to_string(root().join(file)).unwrap();
    text[..text.find(needle).expect("needle in file")].matches('\n').count() + 1
}

#[test]
fn committed_schemas_are_those_the_model_generates() {
    let generated = schema::schemas();
    for (kind, s) in &generated {
        let file = root().join(format!("content/schema/{kind}.json"));
        let committed = std::fs::read_to_string(&file).unwrap_or_default();
        assert!(
            committed == schema::text(s),
            "content/schema/{kind}.json is not what the model generates: run `make schema`"
        );
    }
    let on_disk = std::fs::read_dir(root().join("content/schema")).unwrap().count();
    assert_eq!(on_disk, generated.len(), "content/schema/ holds a schema no kind generates");
}

#[test]
fn every_content_file_and_the_host_example_fit_their_schema() {
    let schemas: Vec<_> = schema::schemas()
        .into_iter()
        .map(|(kind, s)| (kind, jsonschema::validator_for(&s).expect("a valid schema")))
        .collect();
    let mut checked = std::collections::BTreeMap::<&str, usize>::new();
    let mut failures = Vec::new();
    let files = course();
    for (file, text) in &files {
        let kind = schema::kind_of(file).unwrap_or_else(|| panic!("{file}: no kind"));
        let validator = &schemas.iter().find(|(k, _)| *k == kind).unwrap().1;
        let value: serde_json::Value = serde_json::from_str(text).unwrap();
        for e in validator.iter_errors(&value) {
            failures.push(format!("{file}: {}: {e}", e.instance_path()));
        }
        *checked.entry(kind).or_default() += 1;
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // Every kind is exercised, the host's own among them.
    assert_eq!(checked.len(), 9, "{checked:?}");
    assert!(files.iter().any(|(f, _)| f.starts_with("extra/sets/")));
}

#[test]
fn the_schema_rejects_what_the_checker_rejects_for_shape() {
    let set = schema::schemas().into_iter().find(|(k, _)| *k == "set").unwrap().1;
    let v = jsonschema::validator_for(&set).unwrap();
    let item = |extra: serde_json::Value| {
        let mut i = serde_json::json!({
            "id": "a-b", "skill": "vocabulary", "prompt": "p", "explanation": "e",
            "kind": "gap_fill", "text": "a ___ b", "answer": "x"
        });
        i.as_object_mut().unwrap().extend(extra.as_object().unwrap().clone());
        serde_json::json!({"id": "s", "path": "p", "title": "t", "summary": "s", "minutes": 1,
                           "items": [i]})
    };
    assert!(v.is_valid(&item(serde_json::json!({}))));
    assert!(!v.is_valid(&item(serde_json::json!({"optoins": []}))), "a misspelt field");
    assert!(!v.is_valid(&item(serde_json::json!({"kind": "choice"}))), "choice needs options");
    assert!(!v.is_valid(&item(serde_json::json!({"id": "Bad Id"}))), "ids are kebab-case");
    assert!(!v.is_valid(&item(serde_json::json!({"skill": "grammer"}))), "skills are listed");
}

const SET: &str = "content/sets/ml-infrastructure-engineer/ci-cd-for-models.json";

#[test]
fn a_wrong_type_is_named_at_its_line_and_column_with_a_fix() {
    let problems =
        check_with(SET, |t| t.replacen("\"minutes\": ", "\"minutes\": \"ten\", \"x\": ", 1));
    let line = line_of(SET, "\"minutes\"");
    let want = format!("{SET}:{line}:");
    assert!(
        problems.iter().any(|p| p.starts_with(&want)
            && p.contains("invalid type: string \"ten\"")
            && p.contains("write the value as the type expected")),
        "{problems:?}"
    );
}

#[test]
fn a_misspelt_field_is_an_error_not_dropped_data() {
    let problems = check_with(SET, |t| t.replacen("\"explanation\":", "\"explanaton\":", 1));
    let line = line_of(SET, "\"explanation\":");
    assert!(
        problems.iter().any(|p| p.starts_with(&format!("{SET}:{line}:"))
            && p.contains("unknown field `explanaton`")
            && p.contains("check the field's spelling")),
        "{problems:?}"
    );
}

#[test]
fn a_rule_broken_by_an_item_is_placed_at_that_items_id() {
    let text = std::fs::read_to_string(root().join(SET)).unwrap();
    let set: serde_json::Value = serde_json::from_str(&text).unwrap();
    let item = set["items"][2]["id"].as_str().unwrap().to_string();
    let prompt = set["items"][2]["prompt"].as_str().unwrap().to_string();
    let problems = check_with(SET, |t| t.replacen(&format!("{prompt:?}"), "\"\"", 1));
    let line = line_of(SET, &format!("\"id\": \"{item}\""));
    assert!(
        problems.iter().any(|p| p.starts_with(&format!("{SET}:{line}:")) && p.contains(&item)),
        "{problems:?}"
    );
}

#[test]
fn a_file_without_its_schema_reference_is_told_which_to_add() {
    let problems =
        check_with(SET, |t| t.replacen("\"$schema\": \"../../schema/set.json\",", "", 1));
    assert!(
        problems.iter().any(|p| p.starts_with(&format!("{SET}:1:1:"))
            && p.contains("add \"$schema\": \"../../schema/set.json\"")),
        "{problems:?}"
    );
    let problems =
        check_with(SET, |t| t.replacen("../../schema/set.json", "../schema/set.json", 1));
    assert!(problems.iter().any(|p| p.starts_with(&format!("{SET}:2:3:"))), "{problems:?}");
}
