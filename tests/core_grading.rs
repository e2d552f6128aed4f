#![cfg(not(target_arch = "wasm32"))]
//! Grading of every item kind: right, wrong, near miss, variants, partial credit.

use shoptalk::content::{Body, Item, Opt, Pair, Reply, Skill, Turn};
use shoptalk::practice::{grade, model_answer, text::Seg, Answer, Verdict};

fn item(body: Body) -> Item {
    Item {
        id: "i".into(),
        skill: Skill::Vocabulary,
        prompt: "p".into(),
        explanation: "e".into(),
        terms: vec![],
        task: None,
        phase: None,
        body,
    }
}

fn opts(texts: &[&str]) -> Vec<Opt> {
    texts.iter().map(|t| Opt { text: t.to_string(), why: "w".into() }).collect()
}

fn strings(v: &[&str]) -> Vec<String> {
    v.iter().map(|s| s.to_string()).collect()
}

#[test]
fn choice_right_and_wrong() {
    let i = item(Body::Choice {
        options: opts(&["resume", "recover", "repeat"]),
        answer: "resume".into(),
    });
    assert_eq!(grade(&i, &Answer::Pick(0)).verdict, Verdict::Correct);
    assert_eq!(grade(&i, &Answer::Pick(2)).verdict, Verdict::Wrong);
    assert_eq!(grade(&i, &Answer::Pick(9)).verdict, Verdict::Wrong);
    // An answer of another kind's shape is wrong, not a panic.
    assert_eq!(grade(&i, &Answer::Text("resume".into())).verdict, Verdict::Wrong);
}

#[test]
fn multi_choice_gives_partial_credit_per_option() {
    let i = item(Body::MultiChoice {
        options: opts(&["params", "grads", "optimiser", "data"]),
        answers: strings(&["params", "grads", "optimiser"]),
    });
    let all = grade(&i, &Answer::Picks(vec![0, 1, 2]));
    assert_eq!((all.verdict, all.score), (Verdict::Correct, 1.0));
    let some = grade(&i, &Answer::Picks(vec![0, 3]));
    assert_eq!(some.verdict, Verdict::Partial);
    assert_eq!(some.parts, vec![true, false, false, false]);
    assert_eq!(some.score, 0.25);
    assert_eq!(grade(&i, &Answer::Picks(vec![3])).verdict, Verdict::Wrong);
}

#[test]
fn gap_fill_forgives_form_and_accepts_variants() {
    let i = item(Body::GapFill {
        text: "We ___ the deployment.".into(),
        answer: "rolled back".into(),
        accept: strings(&["reverted"]),
    });
    for ok in [
        "rolled back",
        "  Rolled   Back. ",
        "rolled-back",
        "Reverted",
        "\u{201c}rolled back\u{201d}",
    ] {
        assert!(grade(&i, &Answer::Text(ok.into())).is_correct(), "{ok}");
    }
    assert_eq!(grade(&i, &Answer::Text("rolled forward".into())).verdict, Verdict::Wrong);
    assert_eq!(grade(&i, &Answer::Text("".into())).verdict, Verdict::Wrong);
}

#[test]
fn uk_and_us_spelling_both_accepted() {
    let i = item(Body::GapFill {
        text: "Shard the ___ state.".into(),
        answer: "optimiser".into(),
        accept: vec![],
    });
    assert!(grade(&i, &Answer::Text("optimizer".into())).is_correct());
    assert!(grade(&i, &Answer::Text("the optimiser".into())).is_correct());
}

#[test]
fn one_edit_is_a_near_miss_with_the_difference_marked() {
    let i = item(Body::GapFill {
        text: "We ___ it.".into(),
        answer: "rollback".into(),
        accept: vec![],
    });
    let o = grade(&i, &Answer::Text("rolback".into()));
    assert_eq!(o.verdict, Verdict::NearMiss);
    assert_eq!(o.score, 0.5);
    assert_eq!(o.closest.as_deref(), Some("rollback"));
    assert!(o.diff.contains(&Seg::Missing("l".into())), "{:?}", o.diff);
    // Two edits away is wrong; and in a short word one edit is another word.
    assert_eq!(grade(&i, &Answer::Text("rolbak".into())).verdict, Verdict::Wrong);
    let short = item(Body::GapFill { text: "___".into(), answer: "nit".into(), accept: vec![] });
    assert_eq!(grade(&short, &Answer::Text("not".into())).verdict, Verdict::Wrong);
}

#[test]
fn error_correction_needs_the_right_word_then_the_fix() {
    let i = item(Body::ErrorCorrection {
        sentence: "At 14:05 the job has crashed and we restarted it.".into(),
        wrong: "has crashed".into(),
        answer: "crashed".into(),
        accept: vec![],
    });
    // Words: At(0) 14:05(1) the(2) job(3) has(4) crashed(5) …
    let right = grade(&i, &Answer::Fix { from: 4, to: 4, text: "crashed".into() });
    assert_eq!(right.verdict, Verdict::Correct);
    assert!(grade(&i, &Answer::Fix { from: 5, to: 5, text: "crashed".into() }).is_correct());
    let wrong_word = grade(&i, &Answer::Fix { from: 3, to: 3, text: "crashed".into() });
    assert_eq!(
        (wrong_word.verdict, wrong_word.parts.clone()),
        (Verdict::Wrong, vec![false, false])
    );
    let found_only = grade(&i, &Answer::Fix { from: 4, to: 4, text: "was crashing".into() });
    assert_eq!(
        (found_only.verdict, found_only.score, found_only.parts.clone()),
        (Verdict::Partial, 0.5, vec![true, false])
    );
    let near = grade(&i, &Answer::Fix { from: 4, to: 4, text: "crashd".into() });
    assert_eq!((near.verdict, near.score), (Verdict::NearMiss, 0.75));
}

#[test]
fn error_correction_takes_a_phrase_and_every_fix_the_item_accepts() {
    let i = item(Body::ErrorCorrection {
        sentence: "The migration will certainly finish by Friday, but we have not tested it."
            .into(),
        wrong: "will certainly".into(),
        answer: "will probably".into(),
        accept: vec!["should".into()],
    });
    // Words: The(0) migration(1) will(2) certainly(3) finish(4) …
    let fix = |from, to, text: &str| grade(&i, &Answer::Fix { from, to, text: text.into() });
    // One word of the phrase, fixed alone: the sentence it makes is the model's.
    assert!(fix(3, 3, "probably").is_correct());
    // The whole phrase, with the answer or an accepted variant.
    assert!(fix(2, 3, "will probably").is_correct());
    assert!(fix(2, 3, "should").is_correct());
    // One word chosen, the whole phrase's fix typed.
    assert!(fix(3, 3, "will probably").is_correct());
    // A span chosen right to left is the same span.
    assert!(fix(3, 2, "should").is_correct());
    // Found, but the fix makes another wrong sentence: half, and one model answer.
    let o = fix(3, 3, "surely");
    assert_eq!((o.verdict, o.score, o.parts.clone()), (Verdict::Partial, 0.5, vec![true, false]));
    assert_eq!(model_answer(&i, &o), "“will certainly” should be “will probably”");
    // A one-letter slip in a fix of part of the phrase is a near miss, shown against the
    // accepted fix it is nearest to.
    let near = fix(3, 3, "probaby");
    assert_eq!((near.verdict, near.score), (Verdict::NearMiss, 0.75));
    assert_eq!(model_answer(&i, &near), "“will certainly” should be “will probably”");
    let near = fix(2, 3, "shold");
    assert_eq!(model_answer(&i, &near), "“will certainly” should be “should”");
    // Words outside the error: not found.
    let o = fix(4, 4, "end");
    assert_eq!((o.verdict, o.parts.clone()), (Verdict::Wrong, vec![false, false]));
    // A span past the end of the sentence is simply wrong, never a panic.
    assert!(!fix(3, 99, "x").is_correct());
}

#[test]
fn ordering_gives_credit_per_position() {
    let i = item(Body::Ordering { steps: strings(&["a", "b", "c", "d"]) });
    assert!(grade(&i, &Answer::Order(vec![0, 1, 2, 3])).is_correct());
    let o = grade(&i, &Answer::Order(vec![0, 2, 1, 3]));
    assert_eq!(
        (o.verdict, o.score, o.parts.clone()),
        (Verdict::Partial, 0.5, vec![true, false, false, true])
    );
    assert_eq!(grade(&i, &Answer::Order(vec![3, 2, 1, 0])).verdict, Verdict::Wrong);
}

#[test]
fn matching_gives_credit_per_pair() {
    let pairs = ["x", "y", "z"]
        .iter()
        .map(|s| Pair { left: s.to_string(), right: s.to_uppercase() })
        .collect();
    let i = item(Body::Matching { pairs });
    assert!(grade(&i, &Answer::Match(vec![0, 1, 2])).is_correct());
    let o = grade(&i, &Answer::Match(vec![0, 2, 1]));
    assert_eq!((o.verdict, o.parts.clone()), (Verdict::Partial, vec![true, false, false]));
    assert_eq!(grade(&i, &Answer::Match(vec![0])).parts, vec![true, false, false]);
}

#[test]
fn word_stress_picks_the_syllable() {
    let i = item(Body::WordStress {
        word: "Kubernetes".into(),
        syllables: strings(&["Ku", "ber", "ne", "tes"]),
        stress: 2,
    });
    assert!(grade(&i, &Answer::Pick(2)).is_correct());
    assert!(!grade(&i, &Answer::Pick(0)).is_correct());
}

#[test]
fn listening_typed_and_picked() {
    let typed = item(Body::Listening {
        say: "nickel".into(),
        answer: "NCCL".into(),
        accept: vec![],
        options: vec![],
        symbols: false,
    });
    assert!(grade(&typed, &Answer::Text("nccl".into())).is_correct());
    assert_eq!(grade(&typed, &Answer::Text("NCL".into())).verdict, Verdict::NearMiss);
    assert_eq!(grade(&typed, &Answer::Text("nickel".into())).verdict, Verdict::Wrong);
    let picked = item(Body::Listening {
        say: "ship".into(),
        answer: "ship".into(),
        accept: vec![],
        options: strings(&["sheep", "ship"]),
        symbols: false,
    });
    assert!(grade(&picked, &Answer::Pick(1)).is_correct());
    assert!(!grade(&picked, &Answer::Pick(0)).is_correct());
}

#[test]
fn dialogue_scores_each_turn() {
    let reply = |best| Reply { text: "r".into(), reaction: "x".into(), why: "w".into(), best };
    let turn = || Turn {
        speaker: "Lead".into(),
        line: "?".into(),
        replies: vec![reply(false), reply(true)],
    };
    let i = item(Body::Dialogue { setting: "s".into(), turns: vec![turn(), turn()] });
    assert!(grade(&i, &Answer::Replies(vec![1, 1])).is_correct());
    let o = grade(&i, &Answer::Replies(vec![1, 0]));
    assert_eq!((o.verdict, o.score), (Verdict::Partial, 0.5));
}

#[test]
fn correct_answer_reads_as_words() {
    let stress = item(Body::WordStress {
        word: "Kubernetes".into(),
        syllables: strings(&["Ku", "ber", "ne", "tes"]),
        stress: 2,
    });
    assert_eq!(shoptalk::practice::correct_answer(&stress), "ku·ber·NE·tes");
    let order = item(Body::Ordering { steps: strings(&["drain", "restore", "restart"]) });
    assert_eq!(shoptalk::practice::correct_answer(&order), "drain → restore → restart");
}

#[test]
fn a_written_sentence_needs_every_target_in_any_form_and_the_length() {
    let i = item(Body::Write {
        targets: strings(&["need not|don't need to", "roll back"]),
        words: [5, 20],
        model: "Evaluation jobs need not roll back the image.".into(),
    });
    let text = |t: &str| grade(&i, &Answer::Text(t.into()));
    // An alternative and an inflected form both count.
    let o = text("We don't need to request a node; we rolled back the image.");
    assert_eq!(o.verdict, Verdict::Correct, "{o:?}");
    // A target missing: partial, and the parts say which.
    let o = text("We must not request a full node for evaluation jobs.");
    assert_eq!((o.verdict, o.parts.clone()), (Verdict::Partial, vec![false, false, true]));
    let o = text("Evaluation jobs need not request a full node for this.");
    assert_eq!((o.verdict, o.parts.clone()), (Verdict::Partial, vec![true, false, true]));
    // Too short, though every target is there.
    let o = text("Need not roll back.");
    assert_eq!(o.parts, vec![true, true, false]);
    // The feedback always has the model to compare with.
    assert_eq!(model_answer(&i, &o), "Evaluation jobs need not roll back the image.");
    assert_eq!(grade(&i, &Answer::Pick(0)).verdict, Verdict::Wrong);
}

#[test]
fn a_typed_identifier_is_wrong_with_the_wrong_separators() {
    let host = item(Body::Listening {
        say: "G P U dash R eleven dash N oh six".into(),
        answer: "gpu-r11-n06".into(),
        accept: strings(&["gpu - r11 - n06"]),
        options: vec![],
        symbols: true,
    });
    let text = |t: &str| grade(&host, &Answer::Text(t.into()));
    assert!(text("GPU-R11-N06").is_correct());
    assert!(text("gpu - r11 - n06").is_correct(), "spaces around the dashes are the same name");
    for wrong in ["gpu_r11_n06", "gpu r11 n06", "gpu.r11.n06", "gpu-r11_n06"] {
        let o = text(wrong);
        assert_eq!(o.verdict, Verdict::Wrong, "{wrong}");
        assert_eq!(o.closest.as_deref(), Some("gpu-r11-n06"));
    }
    // A slip in the letters is still a near miss, as in any typed answer.
    assert_eq!(text("gpu-r11-n07").verdict, Verdict::NearMiss);
}
