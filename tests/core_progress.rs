#![cfg(not(target_arch = "wasm32"))]
//! Progress record: decoding, migration and merge.

use shoptalk::practice::SetSession;
use shoptalk::practice::Time;
use shoptalk::progress::{merge, DecodeError, Record, VERSION};

#[test]
fn new_record_round_trips() {
    let mut r = Record::new();
    r.finish_set("fsdp-basics", 0.8, Time::from_ms(1_000.0));
    r.count_answer("fsdp-basics-shard-verb", true, Time::from_ms(1_000.0));
    let back = Record::decode(&r.encode()).unwrap();
    assert_eq!(back, r);
    assert!(back.is_done("fsdp-basics"));
    assert!(!back.is_done("other"));
}

#[test]
fn finishing_twice_keeps_the_best_score_and_first_date() {
    let mut r = Record::new();
    r.finish_set("s", 0.9, Time::from_ms(10.0));
    r.finish_set("s", 0.5, Time::from_ms(20.0));
    let s = &r.sets["s"];
    assert_eq!(
        (s.times, s.best_score, s.last_score, s.first_done_ms, s.last_done_ms),
        (2, 0.9, 0.5, Time::from_ms(10.0), Time::from_ms(20.0))
    );
}

#[test]
fn finishing_a_set_drops_its_half_done_session() {
    let mut r = Record::new();
    r.sessions.insert("s".into(), SetSession::new("s", 3, Time::from_ms(0.0)));
    r.finish_set("s", 1.0, Time::from_ms(1.0));
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
    for bad in [
        "",
        "{",
        "[]",
        "null",
        "42",
        r#"{"version":"one"}"#,
        r#"{"version":null,"sets":{"s":{"times":1}}}"#,
        r#"{"version":1,"sets":[1,2]}"#,
        r#"{"completed":"x"}"#,
    ] {
        assert!(
            matches!(Record::decode(bad), Err(DecodeError::Damaged(_))),
            "{bad:?} should be damaged"
        );
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
    a.finish_set("one", 0.6, Time::from_ms(100.0));
    a.finish_set("both", 0.9, Time::from_ms(100.0));
    let mut b = Record::new();
    b.finish_set("two", 1.0, Time::from_ms(200.0));
    b.finish_set("both", 0.7, Time::from_ms(300.0));
    let m = merge(&a, &b);
    assert!(m.is_done("one") && m.is_done("two") && m.is_done("both"));
    let both = &m.sets["both"];
    assert_eq!(
        (both.best_score, both.last_score, both.first_done_ms, both.last_done_ms),
        (0.9, 0.7, Time::from_ms(100.0), Time::from_ms(300.0))
    );
    // Merging is symmetric in what it keeps.
    assert_eq!(merge(&b, &a).sets, m.sets);
    // And idempotent.
    assert_eq!(merge(&m, &m), m);
}

#[test]
fn merge_keeps_the_session_further_along_and_newer_settings() {
    let mut a = Record::new();
    let mut s = SetSession::new("s", 4, Time::from_ms(0.0));
    s.answer(1.0);
    s.advance();
    a.sessions.insert("s".into(), s.clone());
    let mut b = Record::new();
    s.answer(0.0);
    s.advance();
    b.sessions.insert("s".into(), s.clone());
    b.settings.shortcuts = false;
    b.settings.changed_ms = Time::from_ms(5.0);
    let m = merge(&a, &b);
    assert_eq!(m.sessions["s"], s);
    assert!(!m.settings.shortcuts);
    assert!(merge(&b, &a).settings == b.settings);
}

#[test]
fn import_preview_lists_what_changes() {
    let mut here = Record::new();
    here.finish_set("a", 0.5, Time::from_ms(1.0));
    here.finish_set("only-here", 1.0, Time::from_ms(1.0));
    let mut file = Record::new();
    file.finish_set("a", 0.9, Time::from_ms(2.0));
    file.finish_set("new", 0.7, Time::from_ms(2.0));
    let p = shoptalk::progress::preview(&here, &file);
    assert_eq!(p.new_sets, vec!["new"]);
    assert_eq!(p.better_scores, vec!["a"]);
    assert_eq!(p.only_here, vec!["only-here"]);
}

#[test]
fn import_refuses_oversized_deep_and_wrong_files() {
    use shoptalk::progress::read_import;
    let big = format!("{{\"version\":1,\"pad\":\"{}\"}}", "x".repeat(5 * 1024 * 1024));
    assert!(read_import(&big).unwrap_err().contains("5 MB"));
    let deep = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
    assert!(read_import(&deep).unwrap_err().contains("cannot be imported"));
    assert!(read_import("<html>").unwrap_err().contains("cannot be imported"));
    assert!(read_import(r#"{"version":7}"#).unwrap_err().contains("newer version"));
    // Markup in strings is data, never markup: it survives as text in ids it cannot match.
    let r = read_import(
        r#"{"version":1,"sets":{"<img src=x onerror=alert(1)>":{"times":1,"best_score":1}}}"#,
    )
    .unwrap();
    assert!(r.is_done("<img src=x onerror=alert(1)>"));
}

#[test]
fn export_then_import_gives_back_the_same_record() {
    let mut r = Record::new();
    r.finish_set("a", 0.75, Time::from_ms(1_700_000_000_000.0));
    r.count_answer("a-1", false, Time::from_ms(1_700_000_000_000.0));
    r.self_check.insert("can-explain".into(), true);
    r.settings.voice = "en-GB".into();
    let mut s = SetSession::new("b", 5, Time::from_ms(0.0));
    s.answer(0.5);
    r.sessions.insert("b".into(), s);
    assert_eq!(shoptalk::progress::read_import(&r.encode()).unwrap(), r);
}

#[test]
fn a_finished_set_is_not_revived_by_an_older_copy_of_its_session() {
    // This tab finished the set; storage still holds the half-done session it saved earlier.
    let mut stored = Record::new();
    stored.sessions.insert("s".into(), SetSession::new("s", 3, Time::from_ms(10.0)));
    let mut here = stored.clone();
    here.finish_set("s", 1.0, Time::from_ms(20.0));
    let m = merge(&here, &stored);
    assert!(m.sessions.is_empty());
    assert!(merge(&stored, &here).sessions.is_empty());
    // "Practise again" after finishing starts a session that must survive.
    let mut again = m.clone();
    again.sessions.insert("s".into(), SetSession::new("s", 3, Time::from_ms(30.0)));
    assert_eq!(merge(&again, &m).sessions.len(), 1);
}

#[test]
fn drafts_keep_the_newest_and_attempts_are_a_union() {
    use shoptalk::progress::{Attempt, Draft};
    let mut a = Record::new();
    a.drafts.insert("pm".into(), Draft { text: "old".into(), updated_ms: Time::from_ms(1.0) });
    a.submit(
        "essay",
        Attempt { text: "first".into(), submitted_ms: Time::from_ms(5.0), ..Default::default() },
    );
    let mut b = Record::new();
    b.drafts.insert("pm".into(), Draft { text: "new".into(), updated_ms: Time::from_ms(2.0) });
    b.submit(
        "essay",
        Attempt { text: "second".into(), submitted_ms: Time::from_ms(6.0), ..Default::default() },
    );
    let m = merge(&a, &b);
    assert_eq!(m.drafts["pm"].text, "new");
    assert_eq!(
        m.attempts["essay"].iter().map(|x| x.text.as_str()).collect::<Vec<_>>(),
        ["first", "second"]
    );
    assert_eq!(merge(&m, &m), m);
    // Submitting clears the draft, and an older copy of the draft does not come back.
    let mut done = m.clone();
    done.submit(
        "pm",
        Attempt { text: "final".into(), submitted_ms: Time::from_ms(3.0), ..Default::default() },
    );
    assert!(!merge(&done, &m).drafts.contains_key("pm"));
    assert!(merge(&done, &m).scenario_done("pm"));
}

#[test]
fn talks_are_kept_merged_as_a_union_and_exported_without_audio() {
    use shoptalk::progress::Talk;
    let talk =
        |ms: f64, ticked: Vec<u32>| Talk { done_ms: Time::from_ms(ms), takes: 2, ticked, of: 5 };
    let mut a = Record::new();
    a.speak("speaking-x", talk(1.0, vec![0, 2]));
    assert!(a.spoken_done("speaking-x") && !a.spoken_done("speaking-y"));
    let mut b = Record::new();
    b.speak("speaking-x", talk(3.0, vec![1]));
    b.speak("speaking-x", talk(1.0, vec![0, 2]));
    let m = merge(&a, &b);
    let times: Vec<f64> = m.spoken["speaking-x"].iter().map(|t| t.done_ms.ms()).collect();
    assert_eq!(times, vec![1.0, 3.0], "a union, oldest first, the shared talk once");
    // The export is the record's text: checks and counts, never audio.
    let text = m.encode();
    assert_eq!(Record::decode(&text).unwrap(), m);
    assert!(text.contains("\"ticked\":[0,2]") && text.len() < 2_000, "{text}");
}

#[test]
fn a_talks_odd_checks_are_repaired_on_read() {
    let text =
        r#"{"version":1,"spoken":{"s":[{"done_ms":-5,"takes":1,"ticked":[9,1,1,0],"of":3}]}}"#;
    let r = Record::decode(text).unwrap();
    let t = &r.spoken["s"][0];
    assert_eq!(
        (t.ticked.clone(), t.of),
        (vec![0, 1], 3),
        "positions past the list and twice dropped"
    );
    assert!(t.done_ms.ms() >= 0.0);
}
