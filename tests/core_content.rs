#![cfg(not(target_arch = "wasm32"))]
//! The embedded content validates, and a content mistake is reported with file and id.

use shoptalk::content;

#[test]
fn embedded_content_is_valid() {
    if let Err(problems) = content::catalog() {
        let list: Vec<String> = problems.iter().map(ToString::to_string).collect();
        panic!("content problems:\n{}", list.join("\n"));
    }
}

#[test]
fn every_embedded_file_was_loaded() {
    let c = content::catalog().expect("valid content");
    let files: std::collections::BTreeSet<&str> = c.sources.values().map(String::as_str).collect();
    for (path, _) in content::embedded_files() {
        assert!(files.contains(path), "{path} defined nothing");
    }
}

const CATEGORIES: &str = r#"[{"id":"cat","title":"Cat"}]"#;
const TERM: &str = r#"[{"id":"t","term":"T","pos":"noun","category":"cat","definition":"d","example":"e","pronunciation":"TEE"}]"#;

fn set_with(item: &str) -> String {
    format!(
        r#"{{"id":"s","path":"p","topic":"top","title":"S","summary":"s","minutes":10,"items":[{item}]}}"#
    )
}

const PATH: &str = r#"{"id":"p","title":"P","level":"Senior","summary":"s","overview":"o","spelling":"uk",
 "topics":[{"id":"top","title":"T","summary":"s"}],"spotlight":["t"],"vocabulary":[{"title":"V","terms":["t"]}],
 "study_plan":[],"faq":[]}"#;

fn problems_for(set: &str) -> Vec<String> {
    let files = [
        ("content/categories.json", CATEGORIES),
        ("content/terms/a.json", TERM),
        ("content/paths/p.json", PATH),
        ("content/sets/p/s.json", set),
    ];
    match shoptalk_content_check::check(&files) {
        Ok(_) => Vec::new(),
        Err(e) => e.problems.iter().map(ToString::to_string).collect(),
    }
}

#[test]
fn a_valid_minimal_catalog_loads() {
    let item = r#"{"id":"s-i","kind":"choice","skill":"vocabulary","prompt":"p","explanation":"e","options":[{"text":"a","why":"w"},{"text":"b","why":"w"}],"answer":"a"}"#;
    assert_eq!(problems_for(&set_with(item)), Vec::<String>::new());
}

#[test]
fn answer_missing_from_options_names_file_and_id() {
    let item = r#"{"id":"s-bad-item","kind":"choice","skill":"vocabulary","prompt":"p","explanation":"e","options":[{"text":"a","why":"w"},{"text":"b","why":"w"}],"answer":"c"}"#;
    let p = problems_for(&set_with(item));
    assert_eq!(
        p,
        vec![r#"content/sets/p/s.json: s-bad-item: answer "c" must be exactly one of the options"#]
    );
}

#[test]
fn unknown_reference_empty_text_and_duplicates_are_reported() {
    let item = r#"{"id":"s-i","kind":"gap_fill","skill":"vocabulary","prompt":"p","explanation":" ","terms":["nope"],"text":"a ___ b","answer":"x"}"#;
    let dup = format!("{item},{item}");
    let p = problems_for(&set_with(&dup)).join("\n");
    assert!(p.contains("content/sets/p/s.json: s-i: explanation is empty"), "{p}");
    assert!(p.contains(r#"content/sets/p/s.json: s-i: term "nope" does not exist"#), "{p}");
    assert!(p.contains("content/sets/p/s.json: s-i: duplicate item id"), "{p}");
}

#[test]
fn an_item_id_starts_with_its_set_id() {
    let item = r#"{"id":"other-i","kind":"choice","skill":"vocabulary","prompt":"p","explanation":"e","options":[{"text":"a","why":"w"},{"text":"b","why":"w"}],"answer":"a"}"#;
    let p = problems_for(&set_with(item));
    assert_eq!(
        p,
        vec!["content/sets/p/s.json: other-i: id must start with its set's id and a hyphen (s-…)"]
    );
}

#[test]
fn an_item_is_found_with_its_set_by_id() {
    let c = content::catalog().expect("valid content");
    for s in &c.sets {
        for i in &s.items {
            let (found_set, found) = c.item(&i.id).expect(&i.id);
            assert_eq!((found_set.id.as_str(), found.id.as_str()), (s.id.as_str(), i.id.as_str()));
        }
    }
    let first = &c.sets[0].id;
    assert!(c.item(&format!("{first}-no-such-item")).is_none());
    assert!(c.item(first).is_none(), "a set id is not an item id");
}

#[test]
fn malformed_json_names_the_file() {
    let p = problems_for("{ not json");
    assert_eq!(p.len(), 1);
    assert!(p[0].starts_with("content/sets/p/s.json: -: cannot parse"), "{p:?}");
}

#[test]
fn item_fields_must_fit_the_kind() {
    let cases = [
        (
            r#""kind":"choice","options":[{"text":"a","why":"w"}],"answer":"a","steps":["x"]"#,
            "item s-i: kind `choice` has no field `steps`",
        ),
        (
            r#""kind":"gap_fill","text":"a ___ b""#,
            "item s-i: kind `gap_fill` needs the field `answer`",
        ),
        (r#""kind":"quiz","answer":"a""#, "item s-i: unknown kind `quiz`"),
        (r#""kind":"gap_fill","text":"a ___ b","answer":"x","hint":"h""#, "unknown field `hint`"),
        (
            r#""kind":"choice","options":["a","b"],"answer":"a""#,
            "item s-i: option \"a\" needs a `why`",
        ),
        (
            r#""kind":"listening","say":"s","answer":"a","options":[{"text":"a","why":"w"}]"#,
            "listening options are plain text",
        ),
    ];
    for (body, expected) in cases {
        let item =
            format!(r#"{{"id":"s-i","skill":"vocabulary","prompt":"p","explanation":"e",{body}}}"#);
        let p = problems_for(&set_with(&item)).join("\n");
        assert!(
            p.starts_with("content/sets/p/s.json: -: cannot parse") && p.contains(expected),
            "{body}: expected {expected:?} in\n{p}"
        );
    }
}

#[test]
fn embedded_items_are_parsed_when_first_used_and_match_the_files() {
    let c = content::catalog().expect("valid content");
    for s in &c.sets {
        let file = std::fs::read_to_string(format!(
            "{}/{}",
            env!("CARGO_MANIFEST_DIR"),
            c.source("set", &s.id)
        ))
        .unwrap();
        let from_file: shoptalk::content::ExerciseSet = serde_json::from_str(&file).unwrap();
        let ids = |set: &shoptalk::content::ExerciseSet| {
            set.items.iter().map(|i| i.id.clone()).collect::<Vec<_>>()
        };
        assert_eq!(
            s.items.len(),
            from_file.items.len(),
            "{}: the count known before parsing",
            s.id
        );
        assert_eq!(ids(s), ids(&from_file), "{}", s.id);
        assert_eq!(s.items.len(), from_file.items.len(), "{}: the count after parsing", s.id);
    }
}

#[test]
fn kind_specific_rules_are_checked() {
    let cases = [
        (r#""kind":"gap_fill","text":"no gap","answer":"x""#, "exactly one ___ gap"),
        (
            r#""kind":"error_correction","sentence":"a b c","wrong":"d","answer":"x""#,
            "must contain \"d\" exactly once",
        ),
        (r#""kind":"ordering","steps":["a","b"]"#, "at least 3 steps"),
        (
            r#""kind":"word_stress","word":"ab","syllables":["a","b"],"stress":2"#,
            "past the last syllable",
        ),
        (
            r#""kind":"dialogue","setting":"s","turns":[{"speaker":"A","line":"l","replies":[{"text":"a","reaction":"r","why":"w"},{"text":"b","reaction":"r","why":"w"}]}]"#,
            "exactly one best reply",
        ),
        (
            r#""kind":"multi_choice","options":[{"text":"a","why":"w"},{"text":"a","why":"w"}],"answers":["a"]"#,
            "options must be distinct",
        ),
    ];
    for (body, expected) in cases {
        let item =
            format!(r#"{{"id":"s-i","skill":"vocabulary","prompt":"p","explanation":"e",{body}}}"#);
        let p = problems_for(&set_with(&item)).join("\n");
        assert!(p.contains(expected), "{body}: expected {expected:?} in\n{p}");
    }
}

#[test]
fn glossary_filter_matches_words_category_and_path() {
    use shoptalk::content::glossary::GlossaryIndex;
    let c = content::catalog().expect("valid content");
    let idx = GlossaryIndex::new(c);
    let all = idx.filter(c, "", None, None);
    assert_eq!(
        all.ordered(),
        (0..c.terms.len()).collect::<Vec<_>>(),
        "no query: every term, in file order"
    );
    let fsdp = idx.filter(c, "FSDP", None, None).ordered();
    assert_eq!(c.terms[fsdp[0]].id, "fsdp", "a name match comes first");
    // Every word must match somewhere.
    for i in idx.filter(c, "optimiser state", None, None).ordered() {
        let t = &c.terms[i];
        let text = shoptalk::content::glossary::haystack(t);
        assert!(text.contains("optimiser") && text.contains("state"), "{}", t.id);
    }
    let cat = &c.terms[fsdp[0]].category;
    assert!(idx
        .filter(c, "", Some(cat), None)
        .ordered()
        .iter()
        .all(|&i| &c.terms[i].category == cat));
    let path = &c.paths[0].id;
    let on_path = idx.filter(c, "", None, Some(path)).ordered();
    assert!(!on_path.is_empty());
    assert!(on_path.iter().all(|&i| c.paths_of_term(&c.terms[i].id).any(|p| &p.id == path)));
    assert!(idx.filter(c, "zzzz-no-such-term", None, None).is_empty());
    // A name match is never also listed among the text matches.
    let k = idx.filter(c, "k", None, None);
    assert!(!k.by_name.is_empty() && !k.by_text.is_empty());
    assert!(k.by_name.iter().all(|i| !k.by_text.contains(i)));
    assert!(k.by_name.iter().all(|&i| c.terms[i].term.to_lowercase().contains('k')));
}

#[test]
fn glossary_search_forgives_hyphens_spaces_and_small_slips() {
    use shoptalk::content::glossary::GlossaryIndex;
    let c = content::catalog().unwrap();
    let idx = GlossaryIndex::new(c);
    let names = |q: &str| -> Vec<String> {
        idx.filter(c, q, None, None)
            .ordered()
            .iter()
            .map(|&i| c.terms[i].term.to_lowercase())
            .collect()
    };
    for q in ["allreduce", "all reduce", "All-Reduce"] {
        assert_eq!(names(q).first().map(String::as_str), Some("all-reduce"), "{q:?}");
    }
    // A swapped pair of letters and a dropped letter are slips, found and said to be so.
    let m = idx.filter(c, "checkpionting", None, None);
    assert!(m.slipped && !m.is_empty(), "a slip finds the checkpointing terms");
    assert!(names("checkpionting").iter().any(|n| n.contains("checkpoint")));
    assert!(names("schedular").iter().any(|n| n.contains("schedul")));
    // Written right, a word is not read as a slip; short words get no slips at all.
    assert!(!idx.filter(c, "checkpoint", None, None).slipped);
    assert!(idx.filter(c, "nccx", None, None).is_empty());
}

#[test]
fn the_glossary_exports_as_a_file_anki_imports() {
    let c = content::catalog().expect("valid content");
    let kv = c.term("kv-cache").expect("kv-cache is a term");
    let tsv = content::glossary::anki_tsv(c, [kv]);
    let lines: Vec<&str> = tsv.lines().collect();
    assert_eq!(&lines[..3], ["#separator:tab", "#html:true", "#tags column:3"]);
    assert_eq!(lines.len(), 4);
    let fields: Vec<&str> = lines[3].split('\t').collect();
    assert_eq!(fields.len(), 3, "front, back, tags");
    assert_eq!(fields[0], kv.term);
    assert!(fields[1].contains(&kv.pronunciation), "the back says how to say it");
    for p in c.paths_of_term("kv-cache") {
        assert!(
            fields[2].split(' ').any(|t| t == format!("shoptalk::{}", p.id)),
            "tagged with its path"
        );
    }
    // A field cannot break the row or inject markup.
    let mut odd = kv.clone();
    odd.term = "a\tb<script>".into();
    odd.example = "line\nbreak & more".into();
    let row = content::glossary::anki_tsv(c, [&odd]).lines().nth(3).unwrap().to_string();
    assert_eq!(row.split('\t').count(), 3);
    assert!(row.starts_with("a b&lt;script&gt;\t") && row.contains("line break &amp; more"));
}
