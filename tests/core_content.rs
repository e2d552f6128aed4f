#![cfg(not(target_arch = "wasm32"))]
//! The embedded content validates, and a content mistake is reported with file and id.

mod common;
use common::checked;
use shoptalk::content;

#[test]
fn the_course_checks_and_the_app_unpacks_what_a_full_parse_reads() {
    // The build checks the files and packs the catalog; the app unpacks it at start-up.
    let full = shoptalk_content_check::check(&common::course_files()).unwrap_or_else(|e| {
        panic!("content problems:\n{e}");
    });
    let c = content::embedded_catalog();
    // Editors' `$schema` is not packed; everything else is.
    let same = |a: String, b: String, what: &str| assert!(a == b, "{what} differs:\n{a}\n{b}");
    macro_rules! each {
        ($list:ident, $clear:expr) => {
            assert_eq!(c.$list.len(), full.$list.len(), stringify!($list));
            for (a, b) in c.$list.iter().zip(&full.$list) {
                let (mut a, mut b) = (a.clone(), b.clone());
                $clear(&mut a);
                $clear(&mut b);
                same(
                    format!("{a:?}"),
                    format!("{b:?}"),
                    &format!("{} {}", stringify!($list), a.id),
                );
            }
        };
    }
    each!(paths, |p: &mut content::RolePath| p.schema = None);
    each!(categories, |_: &mut content::Category| ());
    each!(sets, |s: &mut content::ExerciseSet| s.schema = None);
    each!(scenarios, |_: &mut content::Scenario| ());
    each!(speaking, |_: &mut content::SpeakingTask| ());
    each!(guides, |g: &mut content::Guide| g.schema = None);
    each!(language, |l: &mut content::LanguagePage| l.schema = None);
    assert_eq!(c.terms.count(), full.terms.count());
    // The packed heads first: reading the list below parses every term.
    assert_eq!(
        c.terms.heads(),
        full.terms.heads(),
        "the terms' packed ids, names and spoken forms"
    );
    same(format!("{:?}", c.terms), format!("{:?}", full.terms), "terms");
    assert_eq!(c.host, full.host);
    assert!(c.sources.is_empty(), "only a host's ids are kept: {:?}", c.sources);
}

#[test]
fn start_up_borrows_the_heads_strings_from_the_embedded_course() {
    let c = content::embedded_catalog();
    let mut texts: Vec<&content::Text> = Vec::new();
    for p in &c.paths {
        texts.extend([&p.id, &p.title, &p.overview]);
        texts.extend(p.topics.iter().flat_map(|t| [&t.id, &t.title, &t.summary]));
        texts.extend(&p.spotlight);
    }
    for s in &c.sets {
        texts.extend([&s.id, &s.path, &s.title, &s.summary]);
        texts.extend(s.topic.iter().chain(&s.genre));
    }
    for l in &c.language {
        texts.extend([&l.id, &l.title, &l.summary]);
        texts.extend(l.sets.iter().chain(&l.items));
    }
    texts.extend(c.scenarios.iter().flat_map(|s| [&s.id, &s.title, &s.context, &s.task]));
    texts.extend(c.speaking.iter().flat_map(|t| [&t.id, &t.title, &t.situation, &t.goal]));
    texts.extend(c.guides.iter().flat_map(|g| [&g.id, &g.title, &g.overview]));
    assert!(texts.len() > 1500, "{}", texts.len());
    for t in texts {
        assert!(t.is_borrowed(), "{t:?} was copied");
    }
}

#[test]
fn every_embedded_file_was_loaded() {
    // A full parse notes where every id came from (start-up notes only the host's).
    let (c, problems) = content::Catalog::parse(&common::course_files());
    assert!(problems.is_empty(), "{problems:?}");
    let files: std::collections::BTreeSet<&str> = c.sources.values().map(String::as_str).collect();
    for (path, _) in &common::course_files() {
        assert!(files.contains(path), "{path} defined nothing");
    }
}

const CATEGORIES: &str = r#"{"categories":[{"id":"cat","title":"Cat"}]}"#;
const TERM: &str = r#"{"terms":[{"id":"t","term":"T","pos":"noun","category":"cat","definition":"d","example":"e","pronunciation":"TEE"}]}"#;

fn set_with(item: &str) -> String {
    format!(
        r#"{{"id":"s","path":"p","topic":"top","title":"S","summary":"s","minutes":10,"level":"b2","items":[{item}]}}"#
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
    match checked(&files) {
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
        vec![
            r#"content/sets/p/s.json:1:134: s-bad-item: answer "c" must be exactly one of the options"#
        ]
    );
}

#[test]
fn unknown_reference_empty_text_and_duplicates_are_reported() {
    let item = r#"{"id":"s-i","kind":"gap_fill","skill":"vocabulary","prompt":"p","explanation":" ","terms":["nope"],"text":"a ___ b","answer":"x"}"#;
    let dup = format!("{item},{item}");
    let p = problems_for(&set_with(&dup)).join("\n");
    assert!(p.contains("content/sets/p/s.json:1:134: s-i: explanation is empty"), "{p}");
    assert!(p.contains(r#"content/sets/p/s.json:1:134: s-i: term "nope" does not exist"#), "{p}");
    assert!(p.contains("content/sets/p/s.json:1:134: s-i: duplicate item id"), "{p}");
}

#[test]
fn an_item_id_starts_with_its_set_id() {
    let item = r#"{"id":"other-i","kind":"choice","skill":"vocabulary","prompt":"p","explanation":"e","options":[{"text":"a","why":"w"},{"text":"b","why":"w"}],"answer":"a"}"#;
    let p = problems_for(&set_with(item));
    assert_eq!(
        p,
        vec!["content/sets/p/s.json:1:134: other-i: id must start with its set's id and a hyphen (s-…)"]
    );
}

#[test]
fn an_item_is_found_with_its_set_by_id() {
    let c = content::catalog();
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
    let p = problems_for("{\n  \"id\": \"s\",\n  not json\n}");
    assert_eq!(
        p,
        vec![
            "content/sets/p/s.json:3:3: key must be a string; this is not valid JSON: look for a \
             missing or extra comma, quote or bracket just before this point"
        ]
    );
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
            p.starts_with("content/sets/p/s.json:1:") && p.contains(expected),
            "{body}: expected {expected:?} in\n{p}"
        );
    }
}

#[test]
fn embedded_items_are_parsed_when_first_used_and_match_the_files() {
    let c = content::catalog();
    let (full, _) = content::Catalog::parse(&common::course_files());
    for s in &c.sets {
        let file = std::fs::read_to_string(format!(
            "{}/{}",
            env!("CARGO_MANIFEST_DIR"),
            full.source("set", &s.id)
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
fn whether_an_item_exists_is_known_without_parsing_its_set() {
    // Start-up fits the learner's record to the course, asking this of every item card.
    let c = content::embedded_catalog();
    let (full, _) = content::Catalog::parse(&common::course_files());
    for s in &full.sets {
        for i in s.items.iter() {
            assert!(c.has_item(&i.id), "{}", i.id);
        }
        assert!(!c.has_item(&format!("{}-no-such-item", s.id)), "{}", s.id);
    }
    assert!(!c.has_item("no-such-set-item") && !c.has_item(""));
    assert!(c.sets.iter().all(|s| !s.items.is_parsed()), "has_item parsed a set's items");
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
        (
            r#""kind":"listening","say":"s","answer":"a-b","options":["a-b","a_b"],"symbols":true"#,
            "symbols applies to a typed answer, not to options",
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
    let c = content::catalog();
    let idx = GlossaryIndex::default();
    let all = idx.filter(c, "", None, None);
    assert_eq!(
        all.ordered(),
        (0..c.terms.len()).collect::<Vec<_>>(),
        "no query: every term, in file order"
    );
    assert!(!idx.is_prepared(), "listing every term builds no index");
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
    assert!(idx.is_prepared(), "a query builds the index");
    let fresh = GlossaryIndex::default();
    assert!(!fresh.filter(c, " ", Some(cat), Some(path)).is_empty());
    assert!(!fresh.is_prepared(), "the category and path filters alone build no index");
    // A name match is never also listed among the text matches.
    let k = idx.filter(c, "k", None, None);
    assert!(!k.by_name.is_empty() && !k.by_text.is_empty());
    assert!(k.by_name.iter().all(|i| !k.by_text.contains(i)));
    assert!(k.by_name.iter().all(|&i| c.terms[i].term.to_lowercase().contains('k')));
}

#[test]
fn glossary_search_forgives_hyphens_spaces_and_small_slips() {
    use shoptalk::content::glossary::GlossaryIndex;
    let c = content::catalog();
    let idx = GlossaryIndex::default();
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
    let c = content::catalog();
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

/// A language page and its practice set, with `items` as the set's items and `page_extra`
/// spliced into the page (to break one rule at a time).
fn language_problems(items: &[String], page_extra: &str) -> Vec<String> {
    language_problems_with(items, page_extra, "", "")
}

/// The same, with `from` replaced by `to` in the page's JSON.
fn language_problems_with(items: &[String], page_extra: &str, from: &str, to: &str) -> Vec<String> {
    let set = format!(
        r#"{{"id":"lp-practice","path":"g","title":"P","summary":"s","minutes":10,"level":"b1","items":[{}]}}"#,
        items.join(",")
    );
    let page = format!(
        r#"{{"id":"lp","title":"L","summary":"s","level":"b1","spelling":"uk","practice":"lp-practice",
        "in_short":["One.","Two.","Three."],"rule":["r"],
        "examples":[{{"text":"a","note":"n"}},{{"text":"b","note":"n"}},{{"text":"c","note":"n"}},{{"text":"d","note":"n"}}],
        "mistakes":[{{"wrong":"w1","right":"r1","why":"y"}},{{"wrong":"w2","right":"r2","why":"y"}},{{"wrong":"w3","right":"r3","why":"y"}}{page_extra}],
        "sets":[],"items":[]}}"#
    )
    .lines()
    .map(str::trim)
    .collect::<String>();
    let page = if from.is_empty() { page } else { page.replace(from, to) };
    let guide = r#"{"id":"g","title":"G","overview":"o","levels":[],"subskills":[],"stages":[],"portfolio":[],"red_flags":[],"ats_keywords":[],"self_check":[],"sets":[],"faq":[]}"#;
    let files = [
        ("content/categories.json", CATEGORIES),
        ("content/terms/a.json", TERM),
        ("content/paths/p.json", PATH),
        ("content/guide/g.json", guide),
        ("content/language/lp.json", page.as_str()),
        ("content/sets/language/lp.json", set.as_str()),
    ];
    match checked(&files) {
        Ok(_) => Vec::new(),
        Err(e) => e.problems.iter().map(ToString::to_string).collect(),
    }
}

fn phased(n: usize, phase: &str) -> String {
    format!(
        r#"{{"id":"lp-practice-{phase}-{n}","kind":"gap_fill","skill":"grammar","phase":"{phase}","prompt":"Fill the gap number {n} in the {phase} part","explanation":"e","text":"{n} {phase} ___ word{n}","answer":"form{n}"}}"#
    )
}

fn write_item(model: &str) -> String {
    format!(
        r#"{{"id":"lp-practice-own","kind":"write","skill":"grammar","phase":"freer","prompt":"Say that full nodes are not required.","explanation":"e","targets":["need not|don't need to"],"words":[4,20],"model":"{model}"}}"#
    )
}

fn lesson() -> Vec<String> {
    let mut items = vec![phased(1, "notice")];
    items.extend((2..=9).map(|n| phased(n, "controlled")));
    items.push(write_item("Evaluation jobs need not request a full node."));
    items
}

#[test]
fn a_language_page_with_a_full_lesson_passes() {
    assert_eq!(language_problems(&lesson(), ""), Vec::<String>::new());
}

#[test]
fn a_practice_set_needs_ten_to_fifteen_items_in_phase_order() {
    let short = &lesson()[1..];
    let p = language_problems(short, "").join("\n");
    assert!(p.contains("practice set lp-practice has 9 items; a page's set has 10-15"), "{p}");
    assert!(p.contains("practice set lp-practice needs at least one notice item"), "{p}");

    let mut backwards = lesson();
    backwards.swap(0, 9);
    let p = language_problems(&backwards, "").join("\n");
    assert!(p.contains("items go notice, then controlled, then freer"), "{p}");

    let mut unphased = lesson();
    unphased[3] = unphased[3].replace(r#""phase":"controlled","#, "");
    let p = language_problems(&unphased, "").join("\n");
    assert!(p.contains("every item names its phase; lp-practice-controlled-4 do not"), "{p}");
}

#[test]
fn a_write_items_model_must_pass_its_own_checks() {
    let mut items = lesson();
    items[9] = write_item("Evaluation jobs must not request a full node.");
    let p = language_problems(&items, "").join("\n");
    assert!(
        p.contains(
            "lp-practice-own: the model answer fails its own check: Uses “need not” or “don't need to”"
        ),
        "{p}"
    );
}

#[test]
fn an_error_notes_first_language_is_known_and_agrees_with_its_explanation() {
    let unknown = r#",{"wrong":"w4","right":"r4","why":"y","l1":["Klingon"]}"#;
    let p = language_problems(&lesson(), unknown).join("\n");
    assert!(p.contains(r#"mistake "w4": l1 "Klingon" is not one of Arabic"#), "{p}");

    let unlisted =
        r#",{"wrong":"w4","right":"r4","why":"Hindi has no articles.","l1":["Chinese"]}"#;
    let p = language_problems(&lesson(), unlisted).join("\n");
    assert!(
        p.contains(r#"mistake "w4": its why names {"Hindi"} but its l1 lists {"Chinese"}"#),
        "{p}"
    );
    let agreed = r#",{"wrong":"w4","right":"r4","why":"Hindi has no articles.","l1":["Hindi"]}"#;
    assert_eq!(language_problems(&lesson(), agreed), Vec::<String>::new());
}

#[test]
fn every_set_and_page_needs_a_level_and_a_page_its_spelling_and_short_rule() {
    let set = set_with(
        r#"{"id":"s-i","kind":"choice","skill":"vocabulary","prompt":"p","explanation":"e","options":[{"text":"a","why":"w"},{"text":"b","why":"w"}],"answer":"a"}"#,
    )
    .replace(r#""level":"b2","#, "");
    let p = problems_for(&set).join("\n");
    assert!(p.contains(r#"content/sets/p/s.json:1:38: s: has no level"#), "{p}");

    let page = |from: &str, to: &str| language_problems_with(&lesson(), "", from, to).join("\n");
    let p = page(r#""level":"b1","spelling":"uk","#, "");
    assert!(p.contains("content/language/lp.json:1:40: lp: has no level"), "{p}");
    assert!(p.contains(r#"lp: spelling must be "uk" or "us""#), "{p}");
    let p = page(r#""in_short":["One.","Two.","Three."]"#, r#""in_short":["One."]"#);
    assert!(p.contains("lp: in_short has 1 lines; a B1 reader gets 3-5"), "{p}");
    let p = page(r#""practice":"lp-practice","#, "");
    assert!(p.contains("lp: has no practice set"), "{p}");
}

#[test]
fn a_gloss_must_be_a_word_of_its_text() {
    let reading = r#"{"id":"s","path":"p","topic":"top","title":"S","summary":"s","minutes":10,"level":"b1","conversation":{"setting":"s","speakers":[{"id":"a","name":"A","role":"r","pitch":1.0,"rate":1.0}],"lines":[{"speaker":"a","text":"We rolled it back."}]},"glosses":[{"term":"rolled it back","meaning":"undid the change"},{"term":"hot fix","meaning":"a quick repair"}],"items":[]}"#;
    let p = problems_for(reading).join("\n");
    assert!(p.contains(r#"gloss "hot fix" is not in the text as written"#), "{p}");
    assert!(!p.contains(r#"gloss "rolled it back""#), "{p}");
}

#[test]
fn what_pages_ask_of_every_set_is_known_without_parsing_and_matches_the_items() {
    let c = content::catalog();
    let drills = c.sets.iter().filter(|s| 2 * s.items.pronunciation() >= s.items.len()).count();
    assert!(drills >= 3, "the pronunciation page has drills: {drills}");
    let term = c.terms.iter().find(|t| t.id == "nccl").expect("a term");
    let practised = |s: &content::ExerciseSet| s.items.practise_term(&term.id);
    let known: Vec<bool> = c.sets.iter().map(practised).collect();
    for (s, known) in c.sets.iter().zip(known) {
        let unparsed = s.items.pronunciation();
        let parsed = s.items.iter().filter(|i| i.skill == content::Skill::Pronunciation).count();
        assert_eq!(unparsed, parsed, "{}", s.id);
        let uses = s.items.iter().any(|i| i.terms.contains(&term.id));
        assert_eq!(known, uses, "{}", s.id);
        // Once parsed, the answers come from the items themselves, and agree.
        assert_eq!(practised(s), uses, "{}", s.id);
    }
}

/// A speaking task for the path of `problems_for`'s files, with `edit` applied to its JSON.
fn speaking_problems(edit: impl Fn(String) -> String) -> Vec<String> {
    let model = "First, yesterday we moved the loader to twelve workers. ".repeat(18);
    let task = format!(
        r#"{{"tasks":[{{"id":"speaking-p-standup","path":"p","topic":"top","title":"Stand-up","level":"b1",
        "situation":"s","listener":"l","goal":"g","structure":["Yesterday","Today","Blockers"],
        "phrases":["First,","yesterday we","moved the","loader to","twelve workers","we moved"],
        "prepare_seconds":60,"speak_seconds":90,"model":"{model}",
        "checklist":["One.","Two.","Three.","Four."]}}]}}"#
    );
    let task = edit(task.lines().map(str::trim).collect());
    let set = set_with(
        r#"{"id":"s-i","kind":"choice","skill":"vocabulary","prompt":"p","explanation":"e","options":[{"text":"a","why":"w"},{"text":"b","why":"w"}],"answer":"a"}"#,
    );
    let files = [
        ("content/categories.json", CATEGORIES),
        ("content/terms/a.json", TERM),
        ("content/paths/p.json", PATH),
        ("content/sets/p/s.json", set.as_str()),
        ("content/speaking/p.json", task.as_str()),
    ];
    match checked(&files) {
        Ok(_) => Vec::new(),
        Err(e) => e.problems.iter().map(ToString::to_string).collect(),
    }
}

#[test]
fn a_speaking_task_has_its_brief_phrases_in_the_model_and_a_model_that_fits_the_time() {
    assert_eq!(speaking_problems(|t| t), Vec::<String>::new());
    let p = speaking_problems(|t| t.replace(r#""we moved"]"#, r#""we rolled back"]"#)).join("\n");
    assert!(
        p.contains(r#"content/speaking/p.json:1:50: speaking-p-standup: phrase "we rolled back" is not in the model"#),
        "{p}"
    );
    let p = speaking_problems(|t| t.replace(r#""speak_seconds":90"#, r#""speak_seconds":60"#))
        .join("\n");
    assert!(
        p.contains("the model takes about 69 s at 140 words a minute; it must fit the 60 s"),
        "{p}"
    );
    let p = speaking_problems(|t| t.replace(r#""speak_seconds":90"#, r#""speak_seconds":240"#))
        .join("\n");
    assert!(p.contains("speak_seconds is 240; it must be 60-180"), "{p}");
    let p = speaking_problems(|t| t.replace(r#","Four."]"#, "]")).join("\n");
    assert!(p.contains("checklist has 3; a speaking task has 4-8"), "{p}");
    let p = speaking_problems(|t| t.replace(r#""topic":"top""#, r#""topic":"nope""#)).join("\n");
    assert!(p.contains(r#"topic "nope" is not a topic of p"#), "{p}");
    let p = speaking_problems(|t| t.replace(r#""goal":"g","#, "")).join("\n");
    assert!(
        p.contains("content/speaking/p.json:1:1400: missing field `goal`; add the field"),
        "{p}"
    );
}

#[test]
fn a_sets_texts_a_language_pages_body_and_the_terms_are_read_when_first_used_and_match_the_files() {
    use serde_json::{to_value, Value};
    let c = content::embedded_catalog();
    // Start-up leaves the course's sources out (the build checked its ids); a full parse has them.
    let (full, problems) = content::Catalog::parse(&common::course_files());
    assert!(problems.is_empty(), "{problems:?}");
    let file = |kind: &str, id: &str| -> Value {
        let path = format!("{}/{}", env!("CARGO_MANIFEST_DIR"), full.source(kind, id));
        serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
    };
    let (mut texts, mut bodies) = (0, 0);
    for s in &c.sets {
        let f = file("set", &s.id);
        // Start-up has read none of them.
        assert!(s.passage.as_ref().is_none_or(|p| !p.is_parsed()), "{}", s.id);
        assert!(s.conversation.as_ref().is_none_or(|p| !p.is_parsed()), "{}", s.id);
        assert_eq!(f.get("passage").is_some(), s.passage.is_some(), "{}", s.id);
        assert_eq!(f.get("conversation").is_some(), s.conversation.is_some(), "{}", s.id);
        if let Some(p) = &s.passage {
            assert_eq!(Value::String(p.to_string()), f["passage"], "{}", s.id);
            assert!(p.is_parsed());
            texts += 1;
        }
        if let Some(conv) = &s.conversation {
            // Through the model on both sides: pitches are f32.
            let from_file: content::Conversation =
                serde_json::from_value(f["conversation"].clone()).unwrap();
            assert_eq!(to_value(&**conv).unwrap(), to_value(&from_file).unwrap(), "{}", s.id);
            texts += 1;
        }
        let or_empty = |k: &str| f.get(k).cloned().unwrap_or(Value::Array(vec![]));
        assert_eq!(to_value(&*s.glosses).unwrap(), or_empty("glosses"), "{}", s.id);
        assert_eq!(to_value(&*s.versions).unwrap(), or_empty("versions"), "{}", s.id);
    }
    for l in &c.language {
        let f = file("language", &l.id);
        assert!(!l.rule.is_parsed() && !l.examples.is_parsed() && !l.mistakes.is_parsed());
        assert_eq!(to_value(&*l.rule).unwrap(), f["rule"], "{}", l.id);
        assert_eq!(to_value(&*l.examples).unwrap(), f["examples"], "{}", l.id);
        assert_eq!(to_value(&*l.mistakes).unwrap(), f["mistakes"], "{}", l.id);
        assert_eq!(to_value(&*l.in_short).unwrap(), f["in_short"], "{}", l.id);
        bodies += 1;
    }
    assert!(texts >= 59 && bodies >= 32, "{texts} texts, {bodies} pages");
    // The terms too, read on first use, the same as a full parse reads them.
    assert!(!c.terms.is_parsed(), "start-up read the terms");
    assert_eq!(c.terms.count(), full.terms.len(), "the count known before parsing");
    // A record is fitted at start-up: whether an id exists is known without parsing.
    for t in full.terms.iter() {
        assert!(c.has_term(&t.id), "{}", t.id);
    }
    assert!(!c.has_term("no-such-term") && !c.has_term(""));
    assert!(!c.terms.is_parsed(), "has_term parsed the terms");
    assert!(c.term("kv-cache").is_some() && c.terms.is_parsed());
    assert_eq!(c.terms.len(), full.terms.len());
    for (a, b) in c.terms.iter().zip(full.terms.iter()) {
        assert_eq!(to_value(a).unwrap(), to_value(b).unwrap(), "{}", a.id);
        assert_eq!(c.term(&a.id).map(|t| &t.id), Some(&a.id));
    }
}
