//! JSON Schemas of the content files, generated from the model, and the `"$schema"` each file
//! names so that editors check and complete it without set-up.

use schemars::{generate::SchemaSettings, JsonSchema};
use serde_json::Value;
use shoptalk_content::*;

use crate::place::line_col;

/// Every kind of content file, by the name of its schema (`content/schema/<kind>.json`).
pub fn schemas() -> Vec<(&'static str, Value)> {
    fn of<T: JsonSchema>() -> Value {
        let g = SchemaSettings::draft2020_12().for_deserialize().into_generator();
        g.into_root_schema_for::<T>().to_value()
    }
    vec![
        ("categories", of::<CategoriesFile>()),
        ("guide", of::<Guide>()),
        ("host", of::<HostFile>()),
        ("language", of::<LanguagePage>()),
        ("path", of::<RolePath>()),
        ("scenarios", of::<ScenariosFile>()),
        ("set", of::<ExerciseSet>()),
        ("speaking", of::<SpeakingFile>()),
        ("terms", of::<TermsFile>()),
    ]
}

/// A schema as it is committed: pretty, with a final newline.
pub fn text(schema: &Value) -> String {
    serde_json::to_string_pretty(schema).expect("a schema serialises") + "\n"
}

/// The kind of a content file by where it is (`content/…` or a host's `extra/…`).
pub fn kind_of(file: &str) -> Option<&'static str> {
    let rel = file.strip_prefix("content/").or_else(|| file.strip_prefix(EXTRA))?;
    Some(match rel.split('/').next()? {
        "categories.json" => "categories",
        "host.json" => "host",
        "guide" => "guide",
        "language" => "language",
        "paths" => "path",
        "scenarios" => "scenarios",
        "sets" => "set",
        "speaking" => "speaking",
        "terms" => "terms",
        _ => return None,
    })
}

/// The `"$schema"` a course file names: its schema's path from the file.
pub fn course_ref(file: &str) -> Option<String> {
    let rel = file.strip_prefix("content/")?;
    Some(format!("{}schema/{}.json", "../".repeat(rel.matches('/').count()), kind_of(file)?))
}

/// A file's text with its `"$schema"` as the first field, for tools and tests that write one.
pub fn with_ref(file: &str, text: &str) -> String {
    match (course_ref(file), text.find('{')) {
        (Some(r), Some(i)) => format!("{}{{\"$schema\": {r:?}, {}", &text[..i], &text[i + 1..]),
        _ => text.to_string(),
    }
}

/// Problems with the `"$schema"` files name: a course file names its schema by its path from the
/// file (`../../schema/set.json`); a host's file, kept elsewhere, by any path or address
/// ending in `schema/<kind>.json`.
pub fn check_refs(files: &[(&str, &str)]) -> Vec<Problem> {
    let mut out = Vec::new();
    for &(file, text) in files {
        let (Some(kind), Ok(Value::Object(o))) = (kind_of(file), serde_json::from_str(text)) else {
            continue;
        };
        let expected = course_ref(file).unwrap_or_else(|| format!("schema/{kind}.json"));
        let fits = |v: &str| match file.starts_with("content/") {
            true => v == expected,
            false => v.ends_with(&expected),
        };
        // A host's folder lives anywhere: its files name the checkout's schemas by any path.
        let expected = match file.starts_with("content/") {
            true => format!("\"{expected}\""),
            false => format!("a path ending in \"{expected}\" (the path from this file to the project's content/{expected})"),
        };
        match o.get("$schema") {
            Some(Value::String(v)) if fits(v) => {}
            Some(v) => {
                let at = text.find("\"$schema\"").map_or((1, 1), |i| line_col(text, i));
                out.push(Problem::at(
                    file,
                    at.0,
                    at.1,
                    format!("\"$schema\" is {v}; write {expected}, the {kind} schema's path from this file, so editors check it"),
                ));
            }
            None => out.push(Problem::at(
                file,
                1,
                1,
                format!("no \"$schema\"; add \"$schema\": {expected} as the first field, so editors check the file"),
            )),
        }
    }
    out
}
