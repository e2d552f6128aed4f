#![cfg(not(target_arch = "wasm32"))]
//! Each fairness rule of `catalog check` fails on a bad example, naming file and id.

mod common;
use common::checked;
use shoptalk::content;
use shoptalk_content_check::lint;

const CATEGORIES: &str = r#"{"categories":[{"id":"cat","title":"Cat"}]}"#;

fn path(id: &str, spelling: &str, terms: &str) -> String {
    format!(
        r#"{{"id":"{id}","title":"P","level":"Senior","summary":"s","overview":"o","spelling":"{spelling}",
        "topics":[{{"id":"top","title":"T","summary":"s"}}],"spotlight":[],"vocabulary":[{{"title":"V","terms":[{terms}]}}],
        "study_plan":[],"faq":[]}}"#
    )
}

fn term(id: &str, example: &str) -> String {
    format!(
        r#"{{"id":"{id}","term":"{id}","pos":"noun","category":"cat","definition":"d","example":"{example}","pronunciation":"TEE"}}"#
    )
}

fn choice(id: &str, key: &str, other: &str) -> String {
    format!(
        r#"{{"id":"s-{id}","kind":"choice","skill":"vocabulary","prompt":"p","explanation":"e",
        "options":[{{"text":"{key}","why":"w"}},{{"text":"{other}","why":"w"}}],"answer":"{key}"}}"#
    )
}

fn ordering(steps: &[&str]) -> String {
    let steps: Vec<String> = steps.iter().map(|s| format!("{s:?}")).collect();
    format!(
        r#"{{"id":"s-order","kind":"ordering","skill":"tense","prompt":"p","explanation":"e","steps":[{}]}}"#,
        steps.join(",")
    )
}

fn reply(text: &str, best: bool) -> String {
    format!(r#"{{"text":"{text}","reaction":"r","why":"w","best":{best}}}"#)
}

fn dialogue(replies: &[String]) -> String {
    format!(
        r#"{{"id":"s-talk","kind":"dialogue","skill":"register","prompt":"p","explanation":"e","setting":"s",
        "turns":[{{"speaker":"A","line":"l","replies":[{}]}}]}}"#,
        replies.join(",")
    )
}

/// Problems of a catalog with one UK path ("p", listing terms "uk-t" and "both-t"), one US path
/// ("q", listing "us-t" and "both-t"), and one set of path "p" holding `items`.
fn problems(items: &[String], shared_example: &str) -> Vec<String> {
    let set = format!(
        r#"{{"id":"s","path":"p","topic":"top","title":"S","summary":"s","minutes":10,"level":"b2","items":[{}]}}"#,
        items.join(",")
    );
    let terms = format!(
        r#"{{"terms":[{},{},{}]}}"#,
        term("uk-t", "e"),
        term("us-t", "e"),
        term("both-t", shared_example)
    );
    let (p, q) = (path("p", "uk", r#""uk-t","both-t""#), path("q", "us", r#""us-t","both-t""#));
    let files = [
        ("content/categories.json", CATEGORIES),
        ("content/terms/a.json", terms.as_str()),
        ("content/paths/p.json", p.as_str()),
        ("content/paths/q.json", q.as_str()),
        ("content/sets/p/s.json", set.as_str()),
    ];
    match checked(&files) {
        Ok(_) => Vec::new(),
        Err(e) => e.problems.iter().map(ToString::to_string).collect(),
    }
}

fn fails_with(items: &[String], expected: &str) {
    let p = problems(items, "e").join("\n");
    assert!(p.contains(expected), "expected {expected:?} in:\n{p}");
}

#[test]
fn fair_items_pass() {
    let items = [
        choice("a", "We rolled back at 10:05.", "We have rolled back at 10:05."),
        ordering(&[
            "Drain the node",
            "Replace the failed GPU",
            "Run the burn-in test",
            "Return the node to the pool",
        ]),
        dialogue(&[
            reply("Can you share the p99 figure?", true),
            reply("Send me every number you have.", false),
            reply("I think maybe it is slow.", false),
        ]),
    ];
    assert_eq!(problems(&items, "e"), Vec::<String>::new());
}

#[test]
fn a_caricature_among_several_answers_fails_too() {
    let multi = r#"{"id":"s-m","kind":"multi_choice","skill":"vocabulary","prompt":"p","explanation":"e",
        "options":[{"text":"We rolled back.","why":"w"},{"text":"Uptime is guaranteed.","why":"w"},{"text":"We paused.","why":"w"}],
        "answers":["We rolled back."]}"#;
    fails_with(
        &[multi.to_string()],
        r#"content/sets/p/s.json:1:134: s-m: option "Uptime is guaranteed." is a caricature ("guaranteed")"#,
    );
}

#[test]
fn a_caricature_option_fails_naming_file_and_id() {
    fails_with(
        &[choice("a", "We rolled back.", "rolled back lol")],
        r#"content/sets/p/s.json:1:134: s-a: option "rolled back lol" is a caricature ("lol")"#,
    );
    // Whole words only: "Omglib" is not "omg".
    assert_eq!(
        problems(&[choice("a", "Pin Omglib 2.1", "Pin Omglib 2.0")], "e"),
        Vec::<String>::new()
    );
}

#[test]
fn a_key_much_longer_than_every_distractor_fails() {
    fails_with(
        &[choice(
            "a",
            "Could we read num_workers from the config instead of hardcoding it?",
            "Please change this.",
        )],
        "s-a: the key is 3.5x as long as the longest other option",
    );
}

#[test]
fn a_catalog_where_the_longest_option_wins_fails() {
    // Eleven items whose key is longest by a little (under the per-item ratio), none of them cued alone.
    let items: Vec<String> = (0..11)
        .map(|i| choice(&format!("i{i}"), "We rolled the canary back.", "We rolled back canary."))
        .collect();
    fails_with(&items, "content/sets: length cue: 11 of 11 choice items whose key is the uniquely longest option (100%, at most 35% allowed)");
}

#[test]
fn a_catalog_where_the_key_is_never_the_longest_fails() {
    // The other way round: "never pick the longest" would pass these.
    let items: Vec<String> = (0..11)
        .map(|i| choice(&format!("i{i}"), "We rolled back canary.", "We rolled the canary back."))
        .collect();
    fails_with(&items, "content/sets: length cue: 0 of 11 choice items whose key is the uniquely longest option (0%, at least 15% required): a learner who never picks the longest answer gains. Let the key be the longest in about a quarter of items");
}

#[test]
fn a_turn_needs_three_replies_and_no_length_cue() {
    fails_with(
        &[dialogue(&[reply("Yes, by Friday.", true), reply("Yes.", false)])],
        "s-talk: turn 1 offers 2 replies; give at least 3",
    );
    let cued = dialogue(&[
        reply("I think the p99 doubled because the batch grew; could we cap it at 32?", true),
        reply("It broke.", false),
        reply("Not sure.", false),
    ]);
    fails_with(&[cued], "s-talk: turn 1: the best reply is 7.8x as long as the next longest");
}

#[test]
fn an_ordering_that_gives_its_order_away_fails() {
    let cases: [(&[&str], &str); 5] = [
        (
            &["Situation: a RoCE fabric", "Task: choose", "Action: measured", "Result: saved"],
            "names its own place in the order",
        ),
        (
            &["First, drain the node", "Swap the GPU", "Run burn-in"],
            "names its own place in the order",
        ),
        (&["1. Drain", "2. Swap", "3. Test"], "is numbered"),
        (
            &["Cut p99 latency by 40%", "by moving the queue", "to a dedicated pool"],
            "only the first step starts with a capital letter",
        ),
        (&["drain the node", "swap the GPU", "run burn-in."], "only the last step ends a sentence"),
    ];
    for (steps, expected) in cases {
        fails_with(&[ordering(steps)], expected);
    }
    fails_with(
        &[ordering(&["Drain the node,", "Swap the GPU,", "Run burn-in"])],
        "every step but the last ends with a comma",
    );
}

#[test]
fn spelling_follows_the_path() {
    let us_in_uk = choice("a", "We optimized the loader.", "We optimised a loader.");
    fails_with(
        &[us_in_uk],
        r#"s-a: option: "optimized" ("optimised" is the other spelling): this path spells the British way"#,
    );
    let p = problems(&[], "e").join("\n");
    assert!(!p.contains("spell"), "{p}");
    // A term listed by a British and an American path uses neither spelling.
    let p = problems(&[], "GPU utilisation rose.").join("\n");
    assert!(p.contains(r#"both-t: example: "utilisation" ("utilization" is the other spelling): this term is shared"#), "{p}");
    // Proper names and code keep their spelling.
    assert_eq!(
        problems(
            &[choice(
                "a",
                "DCGM (Data Center GPU Manager) reports it.",
                "DCGM (the GPU manager) reported it."
            )],
            "e"
        ),
        Vec::<String>::new()
    );
    assert_eq!(
        problems(&[choice("a", "Call optimizer.step() once.", "Call optimiser step twice.")], "e"),
        Vec::<String>::new()
    );
}

#[test]
fn the_embedded_catalog_meets_the_cue_limits() {
    let c = content::catalog();
    let cues = lint::length_cues(c);
    assert!(cues.choice.cases > 100, "{:?}", cues.choice);
    assert!(cues.choice.ratio() <= lint::MAX_CHOICE_KEY_LONGEST, "{:?}", cues.choice);
    assert!(cues.choice.ratio() >= lint::MIN_CHOICE_KEY_LONGEST, "{:?}", cues.choice);
    assert!(cues.dialogue.ratio() <= lint::MAX_BEST_REPLY_LONGEST, "{:?}", cues.dialogue);
}

#[test]
fn a_correction_that_accepts_the_mistake_fails() {
    let item = r#"{"id":"s-fix","kind":"error_correction","skill":"vocabulary","prompt":"p","explanation":"e",
        "sentence":"We will roll back the release.","wrong":"roll back","answer":"rollback","accept":["a roll-back"]}"#;
    fails_with(
        &[item.to_string()],
        r#"s-fix: accepts "a roll-back", which the grader reads as the wrong text "roll back" unchanged"#,
    );
}

fn gap(id: &str, text: &str, answer: &str) -> String {
    format!(
        r#"{{"id":"s-{id}","kind":"gap_fill","skill":"tense","prompt":"Complete the incident note.","explanation":"e","text":"{text}","answer":"{answer}"}}"#
    )
}

#[test]
fn a_near_copy_of_another_item_fails() {
    let base =
        "At 03:10 the training job ___ because two nodes lost their link to the storage cluster";
    // One word changed: the same exercise twice.
    let copy =
        "At 04:10 the training job ___ because two nodes lost their link to the storage cluster";
    fails_with(
        &[gap("one", base, "stopped"), gap("two", copy, "stopped")],
        "content/sets/p/s.json:1:134: s-one: is a near-copy of s-two",
    );
    // The same frame with different content is fine.
    let other =
        "By noon we ___ the failed switch and every rank had joined the ring again after a restart";
    assert_eq!(
        problems(&[gap("one", base, "stopped"), gap("two", other, "had replaced")], "e"),
        Vec::<String>::new()
    );
}

#[test]
fn the_embedded_catalog_has_no_near_copies_and_its_minutes_add_up() {
    use shoptalk_content_check::minutes::{item_minutes, per_path};
    let c = content::catalog();
    assert!(lint::similar_items(c, lint::MAX_ITEM_SIMILARITY).is_empty());
    for p in per_path(c) {
        let sets: f64 = c
            .sets_of(&p.path)
            .filter(|s| s.strand() == content::Strand::Practice)
            .flat_map(|s| &s.items)
            .map(item_minutes)
            .sum();
        assert_eq!(p.sets, sets, "{}", p.path);
        let strands = p.reading + p.listening + p.language;
        // Sums of the same minutes in another order may differ in the last bit of a float.
        let parts = p.sets + p.guide_sets + p.writing + p.interview + p.speaking + strands;
        assert!((p.total - parts).abs() < 1e-9, "{}: {} against {parts}", p.path, p.total);
        assert!(p.sets > 0.0 && p.writing > 0.0 && p.interview > 0.0, "{}", p.path);
        // A path's FAQ that quotes its length quotes this estimate, to the hour.
        let hours = (p.total / 60.0).round() as u32;
        for faq in &c.path(&p.path).unwrap().faq {
            if let Some(at) = faq.answer.find(" hours of practice") {
                let quoted = faq.answer[..at].rsplit(' ').next().unwrap();
                assert_eq!(quoted, hours.to_string(), "{}: {:?}", p.path, faq.question);
            }
        }
    }
}
