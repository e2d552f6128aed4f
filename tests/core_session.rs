#![cfg(not(target_arch = "wasm32"))]
//! A set session: order, retries of missed items, score, resume.

use shoptalk::practice::Time;
use shoptalk::practice::{Place, SetSession, Tally};

fn walk(s: &mut SetSession, scores: &[f32]) -> Vec<usize> {
    let mut shown = Vec::new();
    let mut k = 0;
    while let Some(i) = s.current() {
        shown.push(i);
        s.answer(scores.get(k).copied().unwrap_or(1.0));
        s.advance();
        k += 1;
    }
    shown
}

#[test]
fn missed_items_come_back_at_the_end_once() {
    let mut s = SetSession::new("s", 4, Time::from_ms(0.0));
    // Miss item 1, and miss it again on the retry: it is not asked a third time.
    let shown = walk(&mut s, &[1.0, 0.0, 1.0, 1.0, 0.0]);
    assert_eq!(shown, vec![0, 1, 2, 3, 1]);
    assert!(s.is_done());
    assert_eq!(s.score(), 0.75);
    assert_eq!(s.missed(), vec![1]);
}

#[test]
fn a_missed_item_never_comes_twice_in_a_row() {
    for n in 1..6 {
        for miss in 0..n {
            let mut s = SetSession::new("s", n, Time::from_ms(0.0));
            let scores: Vec<f32> = (0..n).map(|i| if i == miss { 0.0 } else { 1.0 }).collect();
            let shown = walk(&mut s, &scores);
            assert!(shown.windows(2).all(|w| w[0] != w[1]), "n={n} miss={miss}: {shown:?}");
            assert_eq!(s.missed(), vec![miss]);
        }
    }
}

#[test]
fn session_survives_serialization_and_checks_fit() {
    let mut s = SetSession::new("s", 3, Time::from_ms(0.0));
    s.answer(0.5);
    s.advance();
    let back: SetSession = serde_json::from_str(&serde_json::to_string(&s).unwrap()).unwrap();
    assert_eq!(back, s);
    assert_eq!(back.current(), Some(1));
    // The first pass keeps the set's length; the retry it added is counted apart.
    assert_eq!(back.place(), Place::First { at: 2, of: 3, again: 1 });
    assert!(back.fits(3));
    assert!(!back.fits(2));
}

#[test]
fn a_set_says_where_the_learner_is_and_what_comes_back() {
    let mut s = SetSession::new("s", 3, Time::from_ms(0.0));
    assert_eq!(s.place(), Place::First { at: 1, of: 3, again: 0 });
    s.answer(0.0);
    assert!(s.comes_back(), "a first miss comes back at the end");
    s.advance();
    s.answer(1.0);
    assert!(!s.comes_back());
    s.advance();
    assert_eq!(s.place(), Place::First { at: 3, of: 3, again: 1 });
    s.answer(0.5);
    s.advance();
    assert_eq!(s.place(), Place::Retry { at: 1, of: 2 });
    assert_eq!(s.place().describe(), "second try 1 of 2");
    assert!(!s.comes_back(), "a second try does not come back a third time");
    // Score and counts agree: one right, one partly right, one wrong, 1.5 of 3.
    assert_eq!(s.tally(), Tally { right: 1, partly: 1, wrong: 1 });
    assert_eq!(s.score(), 0.5);
}

#[test]
fn an_answered_item_is_not_answered_twice() {
    let mut s = SetSession::new("s", 3, Time::from_ms(0.0));
    assert!(s.answer(0.0));
    // Coming back to the same item (Back after a link) changes nothing.
    let before = s.clone();
    assert!(!s.answer(1.0));
    assert_eq!(s, before);
    // The flag survives a reload, and moving on clears it.
    let back: SetSession = serde_json::from_str(&serde_json::to_string(&s).unwrap()).unwrap();
    assert!(back.answered);
    s.advance();
    assert!(!s.answered);
    assert!(s.answer(1.0));
}
