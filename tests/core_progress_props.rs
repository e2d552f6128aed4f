#![cfg(not(target_arch = "wasm32"))]
//! Property tests of the stored record: decoding never panics on any input, and what is
//! exported imports back unchanged; merging is idempotent and keeps every finished set.

use proptest::prelude::*;
use shoptalk::practice::schedule::{Card, Rating};
use shoptalk::practice::SetSession;
use shoptalk::practice::Time;
use shoptalk::progress::{merge, read_import, Attempt, CardKey, Draft, Record};

fn id() -> impl Strategy<Value = String> {
    "[a-z][a-z0-9-]{0,12}"
}

/// Times and scores as a browser would store them: whole milliseconds, scores in steps of 1/64.
fn record() -> impl Strategy<Value = Record> {
    let set = (0u32..64, 0u32..64, 1u32..5, 0u64..2_000_000_000_000u64);
    (
        prop::collection::btree_map(id(), set, 0..6),
        prop::collection::btree_map(id(), (0u32..5, 0u32..5), 0..6),
        prop::collection::btree_map(
            id(),
            (1usize..8, prop::collection::vec(any::<bool>(), 0..8)),
            0..3,
        ),
        prop::collection::btree_map(
            id(),
            prop::collection::vec(
                prop::sample::select(vec![Rating::Again, Rating::Hard, Rating::Good, Rating::Easy]),
                0..5,
            ),
            0..4,
        ),
        prop::collection::btree_map(id(), "[ -~]{0,40}", 0..3),
        any::<bool>(),
    )
        .prop_map(|(sets, items, sessions, cards, drafts, shortcuts)| {
            let mut r = Record::new();
            for (k, (best, last, times, at)) in sets {
                r.finish_set(&k, best as f32 / 64.0, Time::from_ms(at as f64));
                let s = r.sets.get_mut(&k).unwrap();
                s.best_score = s.best_score.max(last as f32 / 64.0);
                s.times = times;
            }
            for (k, (seen, correct)) in items {
                for i in 0..seen {
                    r.count_answer(&k, i < correct, Time::from_ms(1_000.0));
                }
            }
            for (k, (len, answers)) in sessions {
                let mut s = SetSession::new(&k, len, Time::from_ms(5_000.0));
                for ok in answers {
                    s.answer(if ok { 1.0 } else { 0.0 });
                    s.advance();
                }
                r.sessions.insert(k, s);
            }
            for (k, ratings) in cards {
                let mut c = Card::new(Time::from_ms(0.0));
                for (i, rating) in ratings.into_iter().enumerate() {
                    c = c.review(rating, Time::from_ms((i as f64 + 1.0) * 86_400_000.0));
                }
                r.cards.insert(CardKey::Term(k), c);
            }
            for (k, text) in drafts {
                r.drafts.insert(
                    k.clone(),
                    Draft { text: text.clone(), updated_ms: Time::from_ms(7.0) },
                );
                r.attempts.insert(
                    k,
                    vec![Attempt { text, submitted_ms: Time::from_ms(3.0), ..Default::default() }],
                );
            }
            r.settings.shortcuts = shortcuts;
            r
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn decoding_arbitrary_bytes_never_panics(bytes in prop::collection::vec(any::<u8>(), 0..400)) {
        let _ = Record::decode(&String::from_utf8_lossy(&bytes));
        let _ = read_import(&String::from_utf8_lossy(&bytes));
    }

    #[test]
    fn decoding_arbitrary_json_never_panics(text in r#"\{("(version|sets|items|sessions|cards|settings|drafts|bookmarks)":(-?[0-9e.]{1,8}|"[a-z]*"|\[\]|\{\}|null|true),?){0,6}\}"#) {
        let _ = Record::decode(&text);
    }

    #[test]
    fn export_then_import_gives_back_the_same_record(r in record()) {
        prop_assert_eq!(read_import(&r.encode()).unwrap(), r);
    }

    #[test]
    fn merge_keeps_every_finished_set_and_is_idempotent(a in record(), b in record()) {
        let m = merge(&a, &b);
        for id in a.sets.keys().chain(b.sets.keys()) {
            prop_assert!(m.is_done(id), "{} lost", id);
        }
        prop_assert_eq!(merge(&m, &m), m.clone());
        prop_assert_eq!(merge(&m, &a), m.clone());
    }
}
