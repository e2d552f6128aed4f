#![cfg(not(target_arch = "wasm32"))]
//! The reading, listening and language strands: passages as pages show them, glossary links,
//! spoken forms, the rules of `catalog check`, topic checks and their minutes.

mod common;
use common::checked;
use shoptalk::content::passage::{blocks, Block, Linker, Voicer};
use shoptalk::content::{self, Head, Strand, Term, CHECK_ITEMS};
use shoptalk::practice::{grade, Answer, Time, Verdict};
use shoptalk_content_check::minutes;

const NOW: Time = Time::from_ms(1_790_000_000_000.0);
use shoptalk::progress::Record;

fn term(id: &str, name: &str, spoken: Option<&str>) -> Term {
    serde_json::from_value(serde_json::json!({
        "id": id, "term": name, "pos": "noun", "category": "c", "definition": "d",
        "example": "e", "pronunciation": "P", "spoken": spoken,
    }))
    .unwrap()
}

#[test]
fn a_passage_has_headings_paragraphs_and_lists() {
    let text = "## Summary\n\nThe job stalled.\nIt resumed.\n\n- cordon the node\n- drain it\n\n09:12 Priya: on it";
    assert_eq!(
        blocks(text),
        vec![
            Block::Heading("Summary"),
            Block::Paragraph("The job stalled.\nIt resumed."),
            Block::List(vec!["cordon the node", "drain it"]),
            Block::Paragraph("09:12 Priya: on it"),
        ]
    );
}

#[test]
fn each_term_is_linked_once_where_the_passage_first_uses_it() {
    let terms = [
        term("kv-cache", "KV cache", None),
        term("kv-cache-eviction", "KV cache eviction", None),
        term("nccl", "NCCL", Some("nickel")),
        term("checkpoint-interval", "checkpoint interval", None),
        term("rank", "rank", None),
        term("hsdp", "HSDP (hybrid sharded data parallelism)", None),
        term("partition", "partition (Slurm)", None),
        term("dcp", "distributed checkpoint (DCP)", None),
    ];
    let heads: Vec<Head> = terms.iter().map(Head::from).collect();
    let mut l = Linker::new(&heads);
    fn linked<'c>(spans: Vec<shoptalk::content::passage::Span<'_, 'c>>) -> Vec<(String, &'c str)> {
        spans.into_iter().filter_map(|s| s.term.map(|t| (s.text.to_string(), t))).collect()
    }
    assert_eq!(
        linked(
            l.spans("KV cache eviction starts when the KV cache is full; NCCL and nccl differ.")
        ),
        vec![
            ("KV cache eviction".to_string(), "kv-cache-eviction"),
            ("KV cache".to_string(), "kv-cache"),
            ("NCCL".to_string(), "nccl"),
        ],
        "longest form first, acronyms only as written"
    );
    assert_eq!(
        linked(l.spans(
            "Checkpoint intervals grew. The KV cache again. Ranked ranks; we partition data."
        )),
        vec![
            ("Checkpoint intervals".to_string(), "checkpoint-interval"),
            ("ranks".to_string(), "rank")
        ],
        "sentence case and plurals link, a term linked before does not, nor a word inside another"
    );
    assert_eq!(
        linked(l.spans("We chose HSDP over hybrid sharded data parallelism; the DCP format.")),
        vec![("HSDP".to_string(), "hsdp"), ("DCP".to_string(), "dcp")],
    );
    // The spans put back together are the text.
    let text = "A rank of the NCCL ring.";
    let joined: String = Linker::new(&heads).spans(text).iter().map(|s| s.text).collect();
    assert_eq!(joined, text);
}

#[test]
fn speech_says_a_term_by_its_spoken_form_and_the_transcript_keeps_the_written_one() {
    let terms = [
        term("nccl", "NCCL", Some("nickel")),
        term("mfu", "MFU (model FLOPs utilisation)", Some("M F U")),
        term("kv-cache", "KV cache", Some("K V cache")),
    ];
    let heads: Vec<Head> = terms.iter().map(Head::from).collect();
    let v = Voicer::new(&heads);
    assert_eq!(
        v.say("NCCL timed out, MFU fell and KV caches filled; model FLOPs utilisation too."),
        "nickel timed out, M F U fell and K V caches filled; model FLOPs utilisation too."
    );
}

/// The language page's own practice set: one notice item, eight controlled, one freer.
fn practice() -> &'static str {
    static SET: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    SET.get_or_init(|| {
        let item = |n: usize, phase: &str| {
            format!(
                r#"{{"id":"l-practice-{n}","kind":"gap_fill","skill":"grammar","phase":"{phase}","prompt":"Gap {n} of the {phase} part","explanation":"e","text":"{n} {phase} ___ w{n}","answer":"f{n}"}}"#
            )
        };
        let items: Vec<String> = (0..10)
            .map(|n| item(n, ["notice", "controlled", "freer"][usize::from(n > 0) + usize::from(n > 8)]))
            .collect();
        format!(
            r#"{{"id":"l-practice","path":"p","topic":"top","title":"P","summary":"s","minutes":10,"level":"b1","items":[{}]}}"#,
            items.join(",")
        )
    })
}

fn files<'a>(set: &'a str, language: &'a str) -> Vec<(&'static str, &'a str)> {
    const PATH: &str = r#"{"id":"p","title":"P","level":"Senior","summary":"s","overview":"o","spelling":"us",
        "topics":[{"id":"top","title":"T","summary":"s"}],"spotlight":[],"vocabulary":[],"study_plan":[],"faq":[]}"#;
    vec![
        ("content/categories.json", r#"{"categories":[{"id":"cat","title":"Cat"}]}"#),
        ("content/paths/p.json", PATH),
        ("content/sets/p/s.json", set),
        ("content/language/l.json", language),
        ("content/sets/p/l-practice.json", practice()),
    ]
}

fn task(id: &str, task: &str) -> String {
    format!(
        r#"{{"id":"s-{id}","kind":"choice","skill":"reading","task":"{task}","prompt":"p","explanation":"e",
        "options":[{{"text":"one","why":"w"}},{{"text":"two","why":"w"}}],"answer":"one"}}"#
    )
}

fn reading(words: usize, tasks: &[&str]) -> String {
    let passage = vec!["word"; words].join(" ");
    let items: Vec<String> =
        tasks.iter().enumerate().map(|(i, t)| task(&i.to_string(), t)).collect();
    format!(
        r#"{{"id":"s","path":"p","topic":"top","title":"S","summary":"s","minutes":9,"level":"b2","genre":"post_mortem",
        "passage":"{passage}","items":[{}]}}"#,
        items.join(",")
    )
}

fn listening(lines: &str, tasks: &[&str]) -> String {
    let items: Vec<String> =
        tasks.iter().enumerate().map(|(i, t)| task(&i.to_string(), t)).collect();
    format!(
        r#"{{"id":"s","path":"p","topic":"top","title":"S","summary":"s","minutes":9,"level":"b2",
        "conversation":{{"setting":"A call.","speakers":[
            {{"id":"a","name":"Ana","role":"SRE","pitch":1.0,"rate":1.0}},
            {{"id":"b","name":"Bo","role":"PM","pitch":1.0,"rate":1.0}}],"lines":[{lines}]}},
        "items":[{}]}}"#,
        items.join(",")
    )
}

const LANGUAGE: &str = r#"{"id":"l","title":"L","summary":"s","level":"b1","spelling":"us",
    "in_short":["One.","Two.","Three."],"practice":"l-practice","rule":["r"],
    "examples":[{"text":"a","note":"n"},{"text":"b","note":"n"},{"text":"c","note":"n"},{"text":"d","note":"n"}],
    "mistakes":[{"wrong":"x","right":"y","why":"w"},{"wrong":"x2","right":"y2","why":"w"},{"wrong":"x3","right":"y3","why":"w"}],
    "sets":["s"],"items":["s-0","s-1"]}"#;

fn problems(set: &str, language: &str) -> String {
    match checked(&files(set, language)) {
        Ok(_) => String::new(),
        Err(e) => e.problems.iter().map(ToString::to_string).collect::<Vec<_>>().join("\n"),
    }
}

#[test]
fn a_good_reading_passes() {
    assert_eq!(
        problems(&reading(600, &["gist", "detail", "vocabulary", "reference"]), LANGUAGE),
        ""
    );
}

#[test]
fn a_reading_too_short_or_missing_a_task_fails_naming_file_and_id() {
    let p = problems(&reading(120, &["gist", "detail", "detail", "reference"]), LANGUAGE);
    assert!(
        p.contains(
            "content/sets/p/s.json:1:38: s: the passage has 120 words; a reading has 500-800"
        ),
        "{p}"
    );
    assert!(p.contains(r#"a reading needs a "Vocabulary in context" task"#), "{p}");
}

#[test]
fn a_listening_with_an_unknown_speaker_or_two_alike_voices_fails() {
    let line =
        |who: &str| format!(r#"{{"speaker":"{who}","text":"{}"}}"#, vec!["so"; 40].join(" "));
    let lines =
        [line("a"), line("b"), line("a"), line("b"), line("a"), line("b"), line("a"), line("c")];
    let p = problems(&listening(&lines.join(","), &["gist", "detail", "speaker"]), LANGUAGE);
    for expected in [
        "content/sets/p/s.json:1:38: s: line 8: unknown speaker \"c\"",
        "speaker b sounds like another",
        "a listening needs a \"What happens next\" task",
        // At least one task on what a phrase does: interrupt, disagree, hedge, hand over.
        "a listening needs a \"What the words do\" task",
    ] {
        assert!(p.contains(expected), "expected {expected:?} in:\n{p}");
    }
}

#[test]
fn a_passage_table_must_have_its_rule_and_rows_as_wide_as_its_head() {
    use shoptalk::content::passage::{blocks, table_problem, Block};
    let table =
        "| Option | Stall | RPO |\n|---|---|---|\n| A | 2 min | 32 min |\n| B | 7 s | 22 min |";
    assert_eq!(table_problem(table), None);
    assert_eq!(
        blocks(table),
        vec![Block::Table {
            head: vec!["Option", "Stall", "RPO"],
            rows: vec![vec!["A", "2 min", "32 min"], vec!["B", "7 s", "22 min"]],
        }]
    );
    assert!(table_problem("| a | b |\n| 1 | 2 |").unwrap().contains("a |---| rule"));
    let ragged = "| a | b |\n|---|---|\n| 1 | 2 | 3 |";
    assert!(table_problem(ragged).unwrap().contains("table row 2 has 3 cells, the header 2"));
    // In a reading, a ragged table fails catalog check naming file and id.
    let set = reading(600, &["gist", "detail", "vocabulary", "reference"]);
    let with_table =
        set.replacen(r#""passage":""#, r#""passage":"| a | b |\n|---|---|\n| 1 | 2 | 3 |\n\n"#, 1);
    assert!(with_table != set, "the passage field was found");
    assert!(
        problems(&with_table, LANGUAGE)
            .contains("content/sets/p/s.json:1:38: s: passage: table row 2"),
        "{}",
        problems(&with_table, LANGUAGE)
    );
}

#[test]
fn a_task_on_a_practice_item_and_a_language_page_naming_nothing_fail() {
    let set = format!(
        r#"{{"id":"s","path":"p","topic":"top","title":"S","summary":"s","minutes":9,"level":"b2","items":[{},{}]}}"#,
        task("0", "gist"),
        task("1", "detail")
    );
    let language = LANGUAGE.replace(r#""sets":["s"]"#, r#""sets":["nope"]"#).replace("s-1", "s-9");
    let p = problems(&set, &language);
    for expected in [
        "content/sets/p/s.json:1:38: s: items name a task, but the set is neither a reading",
        "content/language/l.json:1:40: l: set \"nope\" does not exist",
        "content/language/l.json:1:40: l: item \"s-9\" does not exist",
    ] {
        assert!(p.contains(expected), "expected {expected:?} in:\n{p}");
    }
}

#[test]
fn reading_and_listening_tasks_grade_as_their_kind() {
    let c = content::catalog();
    for strand in [Strand::Reading, Strand::Listening] {
        let set = c.sets.iter().find(|s| s.strand() == strand).expect("the course has one");
        for item in &set.items {
            assert!(item.task.is_some(), "{}", item.id);
            let right = shoptalk::practice::correct_answer(item);
            assert!(!right.is_empty(), "{}", item.id);
        }
        // A choice task: its key is right, any other option wrong.
        let item = set
            .items
            .iter()
            .find(|i| matches!(i.body, content::Body::Choice { .. }))
            .expect("a choice task");
        let content::Body::Choice { options, answer } = &item.body else { unreachable!() };
        let key = options.iter().position(|o| &o.text == answer).unwrap();
        assert_eq!(grade(item, &Answer::Pick(key)).verdict, Verdict::Correct);
        assert_eq!(grade(item, &Answer::Pick((key + 1) % options.len())).verdict, Verdict::Wrong);
    }
}

#[test]
fn a_topic_check_draws_from_every_practice_set_of_its_topic_and_marks_it_done() {
    let c = content::catalog();
    let mut checked = 0;
    for t in c.topics().filter(|t| c.has_check(t)) {
        let check = c.set(&t.check_id()).expect("a check is a set");
        let practice: Vec<_> =
            c.topic_sets(t, Strand::Practice).filter(|s| s.passage.is_none()).collect();
        assert!(
            check.items.len() <= CHECK_ITEMS
                && check.items.len() >= practice.len().min(CHECK_ITEMS)
        );
        for s in practice.iter().take(CHECK_ITEMS) {
            assert!(
                check.items.iter().any(|i| s.items.iter().any(|x| x.id == i.id)),
                "{}: nothing from {}",
                check.id,
                s.id
            );
        }
        let ids: Vec<&str> = check.items.iter().map(|i| i.id.as_str()).collect();
        let mut unique = ids.clone();
        unique.dedup();
        assert_eq!(ids.len(), unique.len(), "{}: an item twice", check.id);
        for id in &ids {
            assert!(c.item(id).is_some(), "{id} is an item of the course");
        }
        assert_eq!(check.topic.as_deref(), Some(t.topic.as_str()));
        checked += 1;
    }
    assert!(checked >= 20, "{checked} topics have a check");

    // Finishing a check, as the player does, marks the topic done.
    let t = c.topics().find(|t| c.has_check(t)).unwrap();
    let check = c.set(&t.check_id()).unwrap();
    let mut r = Record::new();
    let mut s = r.session_for(check, NOW);
    while let Some(i) = s.current() {
        let _ = i;
        r.answer_item(check, &mut s, &Answer::Pick(0), NOW).expect("the session shows an item");
        r.advance(&mut s, NOW);
    }
    assert!(r.is_done(&t.check_id()));
    assert!(c.set("topic-check--nope--nope").is_none());
}

#[test]
fn the_minutes_of_a_reading_and_a_listening_follow_the_formula() {
    let c = content::catalog();
    for s in &c.sets {
        let m = minutes::set_minutes(s);
        let tasks = s.items.len() as f64;
        match s.strand() {
            Strand::Reading => {
                let words = content::words(s.passage.as_deref().unwrap()) as f64;
                assert_eq!(m, words / 150.0 + tasks, "{}", s.id);
            }
            Strand::Listening => {
                let words = s.conversation.as_ref().unwrap().words() as f64;
                assert_eq!(m, 2.0 * words / 150.0 + tasks, "{}", s.id);
            }
            Strand::Practice => {}
        }
    }
}
