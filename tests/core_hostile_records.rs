#![cfg(not(target_arch = "wasm32"))]
//! Any record the decoder accepts, once fitted to the content, goes through every pure
//! function the pages call without a panic. The records are generated as JSON of the
//! record's shape, not through the API, so they hold what a hand-edited or hostile file can:
//! sessions whose indices run past their set, cards and bookmarks naming nothing, huge and
//! negative numbers.

use proptest::prelude::*;
use serde_json::{json, Map, Value};
use shoptalk::content::{self, Catalog};
use shoptalk::practice::schedule::Rating;
use shoptalk::practice::Answer;
use shoptalk::practice::Place;
use shoptalk::practice::Time;
use shoptalk::progress::dashboard::dashboard;
use shoptalk::progress::plan::plan;
use shoptalk::progress::review::{check, day_of, new_terms, queue};
use shoptalk::progress::Record;

fn catalog() -> &'static Catalog {
    content::catalog()
}

/// A real id of the catalog or one that names nothing.
fn some_id(real: Vec<String>) -> impl Strategy<Value = String> {
    prop_oneof![3 => prop::sample::select(real), 1 => "[a-z0-9:-]{0,12}"]
}

fn set_ids() -> Vec<String> {
    catalog().sets.iter().map(|s| s.id.to_string()).collect()
}

fn item_ids() -> Vec<String> {
    // A few sets' items are enough to hit real ids; parsing all of them each case is slow.
    catalog().sets.iter().take(6).flat_map(|s| s.items.iter().map(|i| i.id.clone())).collect()
}

fn term_ids() -> Vec<String> {
    catalog().terms.iter().map(|t| t.id.clone()).collect()
}

/// Numbers as JSON can carry them: small, huge, negative, fractional.
fn number() -> impl Strategy<Value = Value> {
    prop_oneof![
        (0u64..100).prop_map(|n| json!(n)),
        (0u64..u64::MAX).prop_map(|n| json!(n)),
        (-1e18f64..1e18).prop_map(|n| json!(n)),
        Just(json!(1e300)),
        Just(json!(-1)),
        Just(json!(0.5)),
    ]
}

fn index() -> impl Strategy<Value = usize> {
    prop_oneof![0usize..20, 0usize..200, Just(usize::MAX)]
}

/// A session of `set`: either anything at all, or one shaped like a real session of the set
/// (a full first pass, the right length) whose position and scores are still arbitrary.
fn session(set: String) -> impl Strategy<Value = Value> {
    let n = catalog().set(&set).map_or(3, |s| s.items.len());
    prop_oneof![any_session(set.clone()), plausible_session(set, n)]
}

fn plausible_session(set: String, n: usize) -> impl Strategy<Value = Value> {
    (0..=n + 1, prop::collection::btree_map(index().prop_map(|i| i.to_string()), (0u32..=32).prop_map(|s| s as f64 / 32.0), 0..6))
        .prop_map(move |(pos, first)| json!({ "set_id": set, "queue": (0..n).collect::<Vec<_>>(), "pos": pos, "first": first, "len": n }))
}

fn any_session(set: String) -> impl Strategy<Value = Value> {
    (
        prop::option::of(some_id(set_ids())),
        prop::collection::vec(index(), 0..30),
        index(),
        prop::collection::btree_map(index().prop_map(|i| i.to_string()), (0u32..=64).prop_map(|s| s as f64 / 32.0), 0..20),
        index(),
        number(),
    )
        .prop_map(move |(other, queue, pos, first, len, started)| {
            json!({ "set_id": other.unwrap_or_else(|| set.clone()), "queue": queue, "pos": pos, "first": first, "len": len, "started_ms": started })
        })
}

fn card() -> impl Strategy<Value = Value> {
    (
        prop::sample::select(vec!["New", "Learning", "Review", "Relearning"]),
        number(),
        number(),
        number(),
        0u32..u32::MAX,
        0u32..u32::MAX,
        0u32..u32::MAX,
        number(),
        prop::option::of(number()),
    )
        .prop_map(|(state, due, stability, difficulty, reps, lapses, step, days, last)| {
            json!({ "state": state, "due_ms": due, "stability": stability, "difficulty": difficulty, "reps": reps,
                    "lapses": lapses, "step": step, "scheduled_days": days, "last_review_ms": last })
        })
}

fn card_key() -> impl Strategy<Value = String> {
    prop_oneof![
        some_id(term_ids()).prop_map(|id| format!("term:{id}")),
        some_id(item_ids()).prop_map(|id| format!("item:{id}")),
        "[a-z:]{0,8}",
    ]
}

fn bookmark_key() -> impl Strategy<Value = String> {
    prop_oneof![
        some_id(term_ids()).prop_map(|id| format!("term:{id}")),
        some_id(set_ids()).prop_map(|id| format!("set:{id}")),
        "[a-z]{0,8}".prop_map(|id| format!("scenario:{id}")),
        "[a-z:]{0,8}",
    ]
}

fn object(entries: Vec<(String, Value)>) -> Value {
    Value::Object(entries.into_iter().collect::<Map<_, _>>())
}

/// A record as a hand-edited file could hold it.
fn hostile_record() -> impl Strategy<Value = String> {
    let sets = prop::collection::vec(
        (some_id(set_ids()), number(), number(), number(), number(), 0u32..u32::MAX).prop_map(|(id, a, b, best, last, times)| {
            (id, json!({ "first_done_ms": a, "last_done_ms": b, "best_score": best, "last_score": last, "times": times }))
        }),
        0..6,
    );
    let sessions = prop::collection::vec(
        some_id(set_ids())
            .prop_flat_map(|id| session(id.clone()).prop_map(move |s| (id.clone(), s))),
        0..4,
    );
    let items = prop::collection::vec(
        (some_id(item_ids()), 0u32..u32::MAX, 0u32..u32::MAX, number()).prop_map(
            |(id, seen, correct, at)| {
                (id, json!({ "seen": seen, "correct": correct, "last_ms": at }))
            },
        ),
        0..8,
    );
    let cards = prop::collection::vec((card_key(), card()), 0..8);
    let days = prop::collection::vec(
        (-100_000i64..100_000, 0u32..u32::MAX).prop_map(|(d, n)| (d.to_string(), json!(n))),
        0..6,
    );
    let bookmarks = prop::collection::vec(
        (bookmark_key(), any::<bool>(), number())
            .prop_map(|(k, on, at)| (k, json!({ "on": on, "changed_ms": at }))),
        0..5,
    );
    let settings = (any::<bool>(), prop::sample::select(vec!["en-US", "en-GB", "xx"]), number(), 0u32..u32::MAX, 0u32..u32::MAX)
        .prop_map(|(shortcuts, voice, rate, new, goal)| json!({ "shortcuts": shortcuts, "voice": voice, "rate": rate, "new_per_day": new, "weekly_goal": goal }));
    (sets, sessions, items, cards, days.clone(), days, bookmarks, settings).prop_map(
        |(sets, sessions, items, cards, review_days, new_days, bookmarks, settings)| {
            json!({
                "version": 1,
                "sets": object(sets),
                "sessions": object(sessions),
                "items": object(items),
                "cards": object(cards),
                "review_days": object(review_days),
                "new_days": object(new_days),
                "bookmarks": object(bookmarks),
                "settings": settings,
            })
            .to_string()
        },
    )
}

/// What the set page, the player, home, the path and progress pages, and review compute from
/// a record, each asserting what the views rely on (indices in range).
fn use_everywhere(c: &Catalog, mut r: Record) {
    let now = Time::from_ms(1_750_000_000_000.0);
    let day = day_of(now, 0.0);
    // Home and the path pages: sets finished per path and topic.
    for p in &c.paths {
        let done = c.sets_of(&p.id).filter(|s| r.is_done(&s.id)).count();
        assert!(done <= c.sets_of(&p.id).count());
    }
    // Home: what next.
    let p = plan(c, &r, now, day);
    if let Some((set, place)) = p.resume {
        assert!(!place.describe().is_empty() && r.sessions.contains_key(set.id.as_str()));
    }
    assert!(p.next.is_none_or(|s| !r.is_done(&s.id())));
    // Progress page.
    let d = dashboard(c, &r, day, 0.0, 56);
    assert_eq!(d.reviews.len(), 56);
    // Review: the queue, checking and rating the first cards.
    let q = queue(c, &r, now, day);
    for key in q.iter().take(3) {
        let reps = r.card(key, now).reps;
        let _ = check(c, key, reps, &Answer::Pick(0));
        let _ = check(c, key, reps, &Answer::Text("x".into()));
        r.rate_card(key, Rating::Good, now, day);
    }
    let _ = new_terms(c, &r).take(5).count();
    // The set page and the player, for every set with a stored session: resume, then answer
    // (wrongly) until the set is finished.
    let with_sessions: Vec<String> = r.sessions.keys().cloned().collect();
    for id in with_sessions {
        let set = c.set(&id).expect("fitted: a session's set exists");
        let mut s = r.session_for(set, now);
        assert!(
            s.missed().iter().all(|&i| i < set.items.len()),
            "summary would index past the set"
        );
        match s.place() {
            Place::First { at, of, again } => assert!(at <= of && of + again == s.queue.len()),
            Place::Retry { at, of } => assert!(at <= of),
        }
        // The player moves past an item answered before the learner left.
        if s.answered {
            r.advance(&mut s, now);
        }
        for _ in 0..=2 * set.items.len() {
            let Some(i) = s.current() else { break };
            assert!(i < set.items.len(), "player would index past the set");
            assert!(r.answer_item(set, &mut s, &Answer::Pick(0), now).is_some());
            r.advance(&mut s, now);
        }
        assert!(s.is_done(), "the set can be finished");
        assert!(r.is_done(&id));
        assert!((0.0..=1.0).contains(&s.score()));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn any_accepted_record_works_on_every_page(text in hostile_record()) {
        let c = catalog();
        if let Ok(mut r) = Record::decode(&text) {
            r.fit_to(c);
            use_everywhere(c, r);
        }
    }
}

/// The record from the defect report: a finished session of a 14-item set whose first-attempt
/// map names item 99. Decoded and fitted, the session is dropped and the set starts afresh.
#[test]
fn a_session_naming_an_item_past_its_set_is_dropped() {
    let c = catalog();
    let set = c.set("say-it-right-acronyms").expect("the set exists");
    let n = set.items.len();
    let queue: Vec<usize> = (0..n).collect();
    let text = json!({
        "version": 1,
        "sessions": { "say-it-right-acronyms": { "set_id": "say-it-right-acronyms", "queue": queue, "pos": n, "first": { "99": 0.0 }, "len": n } }
    })
    .to_string();
    let mut r = Record::decode(&text).expect("the decoder accepts it");
    assert!(r.sessions.contains_key("say-it-right-acronyms"));
    r.fit_to(c);
    assert!(r.sessions.is_empty());
    use_everywhere(c, r.clone());
    let s = r.session_for(set, Time::EPOCH);
    assert_eq!((s.pos, s.first.len()), (0, 0));
}

/// Keys of kinds this version does not know are dropped on reading; the rest of the record stays.
#[test]
fn unknown_card_and_bookmark_keys_do_not_reject_the_record() {
    let text = r#"{"version":1,"sets":{"fsdp-basics":{"times":1,"best_score":1}},
        "cards":{"deck:x":{"reps":1},"term:kv-cache":{"reps":2}},"bookmarks":{"note:x":{"on":true},"term:fsdp":{"on":true}}}"#;
    let r = Record::decode(text).expect("readable");
    assert!(r.is_done("fsdp-basics"));
    assert_eq!(r.cards.len(), 1);
    assert_eq!(r.bookmarks.len(), 1);
    assert_eq!(r.encode().matches("term:").count(), 2, "keys are written as before");
}
