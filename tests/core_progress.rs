//! Progress record: decoding, migration and merge.

use shoptalk::practice::SetSession;
use shoptalk::progress::{merge, DecodeError, Record, VERSION};

#[test]
fn new_record_round_trips() {
    let mut r = Record::new();
    r.finish_set("fsdp-basics", 0.8, 1_000.0);
    r.count_answer("fsdp-basics-shard-verb", true, 1_000.0);
    let back = Record::decode(&r.encode()).unwrap();
    assert_eq!(back, r);
    assert!(back.is_done("fsdp-basics"));
    assert!(!back.is_done("other"));
}

#[test]
fn finishing_twice_keeps_the_best_score_and_first_date() {
    let mut r = Record::new();
    r.finish_set("s", 0.9, 10.0);
    r.finish_set("s", 0.5, 20.0);
    let s = &r.sets["s"];
    assert_eq!((s.times, s.best_score, s.last_score, s.first_done_ms, s.last_done_ms), (2, 0.9, 0.5, 10.0, 20.0));
}

#[test]
fn finishing_a_set_drops_its_half_done_session() {
    let mut r = Record::new();
    r.sessions.insert("s".into(), SetSession::new("s", 3));
    r.finish_set("s", 1.0, 1.0);
    assert!(r.sessions.is_empty());
}

#[test]
fn version_0_document_migrates() {
    // The shape stored by the first builds: only a list of finished set ids.
    let r = Record::decode(r#"{"completed":["fsdp-basics","code-review-collocations"]}"#).unwrap();
    assert_eq!(r.version, VERSION);
    assert!(r.is_done("fsdp-basics") && r.is_done("code-review-collocations"));
    assert_eq!(r.sets.len(), 2);
}

#[test]
fn damaged_documents_are_errors_not_panics() {
    for bad in ["", "{", "[]", "null", "42", r#"{"version":"one"}"#, r#"{"version":1,"sets":[1,2]}"#, r#"{"completed":"x"}"#] {
        assert!(matches!(Record::decode(bad), Err(DecodeError::Damaged(_))), "{bad:?} should be damaged");
    }
}

#[test]
fn newer_version_is_refused_not_downgraded() {
    assert_eq!(Record::decode(r#"{"version":99}"#), Err(DecodeError::TooNew(99)));
}

#[test]
fn out_of_range_values_are_clamped() {
    let r = Record::decode(r#"{"version":1,"sets":{"s":{"times":1,"best_score":1e30,"last_score":-4}},"settings":{"rate":1e9,"voice":"<script>"}}"#).unwrap();
    assert_eq!(r.sets["s"].best_score, 1.0);
    assert_eq!(r.sets["s"].last_score, 0.0);
    assert_eq!(r.settings.rate, 1.5);
    assert_eq!(r.settings.voice, "en-US");
}

#[test]
fn merge_is_a_union_with_best_scores() {
    let mut a = Record::new();
    a.finish_set("one", 0.6, 100.0);
    a.finish_set("both", 0.9, 100.0);
    let mut b = Record::new();
    b.finish_set("two", 1.0, 200.0);
    b.finish_set("both", 0.7, 300.0);
    let m = merge(&a, &b);
    assert!(m.is_done("one") && m.is_done("two") && m.is_done("both"));
    let both = &m.sets["both"];
    assert_eq!((both.best_score, both.last_score, both.first_done_ms, both.last_done_ms), (0.9, 0.7, 100.0, 300.0));
    // Merging is symmetric in what it keeps.
    assert_eq!(merge(&b, &a).sets, m.sets);
    // And idempotent.
    assert_eq!(merge(&m, &m), m);
}

#[test]
fn merge_keeps_the_session_further_along_and_newer_settings() {
    let mut a = Record::new();
    let mut s = SetSession::new("s", 4);
    s.answer(1.0);
    s.advance();
    a.sessions.insert("s".into(), s.clone());
    let mut b = Record::new();
    s.answer(0.0);
    s.advance();
    b.sessions.insert("s".into(), s.clone());
    b.settings.shortcuts = false;
    b.settings.changed_ms = 5.0;
    let m = merge(&a, &b);
    assert_eq!(m.sessions["s"], s);
    assert!(!m.settings.shortcuts);
    assert!(merge(&b, &a).settings == b.settings);
}
