#![cfg(not(target_arch = "wasm32"))]
//! Spaced review scheduling (FSRS): intervals grow with Good, Again brings a card back soon,
//! Hard < Good < Easy, stored state round-trips and survives hostile values, wording, merging.

use shoptalk::practice::schedule::{
    describe_interval, newer, preview, rating_for, Card, CardState, Rating,
};
use shoptalk::practice::{Time, Verdict};

const MIN: f64 = 60_000.0;
const HOUR: f64 = 60.0 * MIN;
const DAY: f64 = 24.0 * HOUR;
/// 2026-01-01T00:00:00Z
const T0: Time = Time::from_ms(1_767_225_600_000.0);

/// Answers `card` with `rating` when it falls due; returns the card and the interval it got.
fn answer_when_due(card: &Card, rating: Rating) -> (Card, f64) {
    let now = card.next_due();
    let next = card.review(rating, now);
    let interval = next.next_due() - now;
    (next, interval)
}

/// A card answered Good `n` times, each when due, and the intervals it got.
fn goods(n: usize) -> (Card, Vec<f64>) {
    let mut card = Card::new(T0);
    let mut intervals = Vec::new();
    for _ in 0..n {
        let (next, interval) = answer_when_due(&card, Rating::Good);
        card = next;
        intervals.push(interval);
    }
    (card, intervals)
}

#[test]
fn new_card_is_due_immediately() {
    let card = Card::new(T0);
    assert_eq!(card.state, CardState::New);
    assert!(card.is_due(T0));
    assert!(card.is_due(T0 + DAY));
    assert!(!card.is_due(T0 - 1.0));
    assert_eq!(card.next_due(), T0);
    assert_eq!(card.reps, 0);
    assert_eq!(card.last_review_ms, None);
}

#[test]
fn goods_in_a_row_move_the_card_out() {
    let (card, intervals) = goods(6);
    for w in intervals.windows(2) {
        assert!(w[1] > w[0], "each interval longer than the last: {intervals:?}");
    }
    // First the learning steps in minutes, then days.
    assert!(intervals[0] < HOUR, "{intervals:?}");
    assert!(intervals[1] >= DAY, "{intervals:?}");
    assert!(intervals[3] > 7.0 * DAY, "beyond a week after 4 Goods: {intervals:?}");
    assert!(intervals[5] > 30.0 * DAY, "{intervals:?}");
    assert_eq!(card.state, CardState::Review);
    assert_eq!(card.reps, 6);
    assert_eq!(card.lapses, 0);
    assert!(!card.is_due(card.last_review_ms.unwrap() + DAY));
    assert!(card.is_due(card.next_due()));
    // Whole days once in review.
    assert_eq!(intervals[5] % DAY, 0.0);
}

#[test]
fn again_brings_the_card_back_soon() {
    let (card, intervals) = goods(4);
    let before = *intervals.last().unwrap();
    let (lapsed, soon) = answer_when_due(&card, Rating::Again);
    assert!(soon < DAY && soon < before, "{soon} vs {before}");
    assert!(soon > 0.0);
    assert_eq!(lapsed.state, CardState::Relearning);
    assert_eq!(lapsed.lapses, 1);
    assert!(lapsed.stability < card.stability, "forgetting lowers stability");
    assert!(lapsed.difficulty > card.difficulty, "forgetting raises difficulty");

    // Relearnt: back to review, at a shorter interval than before the lapse.
    let (relearnt, again_interval) = answer_when_due(&lapsed, Rating::Good);
    assert_eq!(relearnt.state, CardState::Review);
    assert!(again_interval >= DAY && again_interval < before, "{again_interval} vs {before}");

    // Again during learning goes back to the first step.
    let (learning, _) = answer_when_due(&Card::new(T0), Rating::Good);
    let (back, first_step) = answer_when_due(&learning, Rating::Again);
    assert_eq!(back.state, CardState::Learning);
    assert_eq!(back.step, 0);
    assert!(first_step <= 10.0 * MIN, "{first_step}");
}

fn assert_ordered(card: &Card, now: Time) {
    let p = preview(card, now);
    assert_eq!(p.map(|(r, _)| r), [Rating::Again, Rating::Hard, Rating::Good, Rating::Easy]);
    let due = p.map(|(_, d)| d);
    assert!(
        due[0] < due[1] && due[1] < due[2] && due[2] < due[3],
        "{:?}",
        due.map(|d| (d - now) / DAY)
    );
    for (r, d) in p {
        assert_eq!(card.review(r, now).next_due(), d, "preview matches review for {r:?}");
    }
}

#[test]
fn hard_good_easy_are_ordered() {
    assert_ordered(&Card::new(T0), T0);
    for n in 1..8 {
        let (card, _) = goods(n);
        assert_ordered(&card, card.next_due());
        // Answered late, and early (same day), the order holds too.
        assert_ordered(&card, card.next_due() + 10.0 * DAY);
        assert_ordered(&card, card.last_review_ms.unwrap() + MIN);
    }
    // In review: Hard still moves the card forward, in whole days.
    let (card, intervals) = goods(4);
    let p = preview(&card, card.next_due());
    let hard = p[1].1 - card.next_due();
    assert!(hard >= DAY && hard % DAY == 0.0, "{hard}");
    assert!(p[2].1 - card.next_due() > *intervals.last().unwrap());
}

#[test]
fn verdicts_map_to_ratings() {
    assert_eq!(rating_for(Verdict::Correct), Rating::Good);
    assert_eq!(rating_for(Verdict::NearMiss), Rating::Hard);
    assert_eq!(rating_for(Verdict::Partial), Rating::Hard);
    assert_eq!(rating_for(Verdict::Wrong), Rating::Again);
}

#[test]
fn serde_round_trip_and_stable_format() {
    let (mut card, _) = goods(3);
    card = card.review(Rating::Again, card.next_due());
    let json = serde_json::to_string(&card).unwrap();
    let back: Card = serde_json::from_str(&json).unwrap();
    assert_eq!(back, card);
    let fields = [
        "state",
        "due_ms",
        "stability",
        "difficulty",
        "reps",
        "lapses",
        "step",
        "scheduled_days",
        "last_review_ms",
    ];
    for field in fields {
        assert!(json.contains(&format!("\"{field}\":")), "{field} in {json}");
    }
    assert!(json.contains("\"Relearning\""), "{json}");

    // The stored format, written out: it must keep decoding to the same card.
    let stored = r#"{"state":"Review","due_ms":1767830400000.0,"stability":8.2956,"difficulty":1.0,
        "reps":1,"lapses":0,"step":0,"scheduled_days":7.0,"last_review_ms":1767225600000.0}"#;
    let card: Card = serde_json::from_str(stored).unwrap();
    assert_eq!(card.state, CardState::Review);
    assert_eq!(card.next_due(), T0 + 7.0 * DAY);
    assert_eq!(card.stability, 8.2956);
    assert_eq!(card.last_review_ms, Some(T0));
    assert_eq!(serde_json::from_str::<Card>(&serde_json::to_string(&card).unwrap()).unwrap(), card);

    // Missing fields decode to a new card's; a rating is stored by name.
    let empty: Card = serde_json::from_str("{}").unwrap();
    assert_eq!(empty.state, CardState::New);
    assert!(empty.is_due(T0));
    assert_eq!(serde_json::to_string(&Rating::Easy).unwrap(), "\"Easy\"");
}

fn assert_sane(card: &Card) {
    let due = card.next_due();
    assert!(due.is_finite() && (0.0..=8.64e15).contains(&due.ms()), "{card:?}");
}

#[test]
fn hostile_values_do_not_panic() {
    let bad = [
        f64::NAN,
        f64::INFINITY,
        f64::NEG_INFINITY,
        -1.0,
        -1e308,
        0.0,
        1e-300,
        1e308,
        f64::MAX,
        8.64e15,
    ];
    let nows = [T0.ms(), f64::NAN, f64::INFINITY, -5.0, 0.0, 1e308].map(Time::from_ms);
    let states = [CardState::New, CardState::Learning, CardState::Review, CardState::Relearning];
    for state in states {
        for &x in &bad {
            for (i, &s) in bad.iter().enumerate() {
                let card = Card {
                    state,
                    due_ms: Time::from_ms(x),
                    stability: s,
                    difficulty: bad[(i + 3) % bad.len()],
                    reps: u32::MAX,
                    lapses: u32::MAX,
                    step: u32::MAX,
                    scheduled_days: x,
                    last_review_ms: Some(Time::from_ms(bad[(i + 5) % bad.len()])),
                };
                assert_sane(&card);
                for &now in &nows {
                    let _ = card.is_due(now);
                    let p = preview(&card, now);
                    assert!(p.iter().all(|(_, d)| d.is_finite()), "{card:?} at {now:?}: {p:?}");
                    for r in Rating::ALL {
                        let next = card.review(r, now);
                        assert_sane(&next);
                        assert!(
                            next.stability.is_finite() && next.difficulty.is_finite(),
                            "{next:?}"
                        );
                        assert!(next.scheduled_days.is_finite());
                        // And the result can be answered again.
                        assert_sane(&next.review(Rating::Good, now));
                    }
                    let _ = describe_interval(now, card.next_due());
                }
            }
        }
    }
    // The same through JSON (which has no NaN, but has huge and negative numbers).
    let hostile = r#"{"state":"Review","due_ms":-1e308,"stability":1e308,"difficulty":-5,
        "reps":4294967295,"lapses":4294967295,"step":4294967295,"scheduled_days":1e308,
        "last_review_ms":1e308}"#;
    let card: Card = serde_json::from_str(hostile).unwrap();
    assert!(card.is_due(T0));
    for r in Rating::ALL {
        let next = card.review(r, T0);
        assert_sane(&next);
        assert_eq!(next.reps, u32::MAX);
        // A broken memory starts afresh rather than panicking or sticking at NaN.
        assert!((1.0..=10.0).contains(&next.difficulty), "{next:?}");
    }
    // Values out of range for the integer fields are a decode error, not a panic.
    assert!(serde_json::from_str::<Card>(r#"{"reps":-1}"#).is_err());
    assert!(serde_json::from_str::<Card>(r#"{"reps":1e40}"#).is_err());
    assert!(serde_json::from_str::<Card>(r#"{"state":"Bogus"}"#).is_err());
}

#[test]
fn describe_interval_wording() {
    let d = |ms: f64| describe_interval(T0, T0 + ms);
    assert_eq!(d(0.0), "now");
    assert_eq!(d(-DAY), "now");
    assert_eq!(d(10.0 * 1000.0), "now");
    assert_eq!(d(MIN), "in 1 minute");
    assert_eq!(d(10.0 * MIN), "in 10 minutes");
    assert_eq!(d(5.5 * MIN), "in 6 minutes");
    assert_eq!(d(59.0 * MIN), "in 59 minutes");
    assert_eq!(d(HOUR), "in 1 hour");
    assert_eq!(d(5.0 * HOUR), "in 5 hours");
    assert_eq!(d(DAY), "tomorrow");
    assert_eq!(d(22.0 * HOUR), "tomorrow");
    assert_eq!(d(2.0 * DAY), "in 2 days");
    assert_eq!(d(4.0 * DAY), "in 4 days");
    assert_eq!(d(29.0 * DAY), "in 29 days");
    assert_eq!(d(30.0 * DAY), "in 1 month");
    assert_eq!(d(61.0 * DAY), "in 2 months");
    assert_eq!(d(320.0 * DAY), "in 11 months");
    assert_eq!(d(350.0 * DAY), "in 11 months");
    assert_eq!(d(360.0 * DAY), "in 1 year");
    assert_eq!(d(365.0 * DAY), "in 1 year");
    assert_eq!(d(3.0 * 365.25 * DAY), "in 3 years");
    assert_eq!(describe_interval(Time::from_ms(f64::NAN), T0), "now");
    assert_eq!(describe_interval(T0, Time::from_ms(f64::INFINITY)), "now");

    // What the preview of a new card says.
    let card = Card::new(T0);
    let words = preview(&card, T0).map(|(_, due)| describe_interval(T0, due));
    assert_eq!(words[0], "in 1 minute");
    assert_eq!(words[2], "in 10 minutes");
    assert!(words[3].ends_with("days"), "{words:?}");
}

#[test]
fn merge_keeps_the_later_review() {
    let base = Card::new(T0);
    let a = base.review(Rating::Good, T0 + MIN);
    let b = base.review(Rating::Again, T0 + 2.0 * MIN);
    assert_eq!(newer(&a, &b), &b);
    assert_eq!(newer(&b, &a), &b);

    // Tie on time: more reps wins, either way round.
    let mut more = a.clone();
    more.reps += 1;
    assert_eq!(newer(&a, &more), &more);
    assert_eq!(newer(&more, &a), &more);

    // A card never reviewed loses to one reviewed; two untouched copies: the first.
    assert_eq!(newer(&base, &a), &a);
    assert_eq!(newer(&a, &base), &a);
    let other = Card::new(T0 + DAY);
    assert!(std::ptr::eq(newer(&base, &other), &base));
    // Full tie: the first.
    let twin = a.clone();
    assert!(std::ptr::eq(newer(&a, &twin), &a));

    // An invalid time counts as never.
    let mut broken = a.clone();
    broken.last_review_ms = Some(Time::from_ms(f64::NAN));
    broken.reps = 100;
    assert_eq!(newer(&broken, &a), &a);
    assert_eq!(newer(&a, &broken), &a);
}
