//! Spaced review scheduling with FSRS-6 (the scheduler modern Anki uses), default parameters.
//!
//! The memory model (stability, difficulty) comes from the `fsrs` crate; the scheduling around it
//! follows Anki's defaults: a new card goes through learning steps of 1 and 10 minutes, a lapsed
//! card through one relearning step of 10 minutes, and a card in review comes back after the
//! interval FSRS gives for 90% recall, in whole days, with Hard < Good < Easy.
//!
//! State is stored in plain fields, never in the crate's types, so the stored JSON stays the same
//! whichever version of `fsrs` computes it. Moments are `Time`s (stored as milliseconds since
//! the Unix epoch, what `Date.now()` gives). A card decoded from hostile JSON is sanitized before use: no method
//! here panics on NaN, negative or huge values.

use std::sync::OnceLock;

use fsrs::{MemoryState, NextStates, FSRS};
use serde::{Deserialize, Serialize};

use super::{Time, Verdict};

const MINUTE_MS: f64 = 60_000.0;
const HOUR_MS: f64 = 60.0 * MINUTE_MS;
const DAY_MS: f64 = 24.0 * HOUR_MS;
/// The largest time a JavaScript `Date` can hold.
const MAX_MS: f64 = 8.64e15;
/// Recall probability the review intervals aim for (FSRS and Anki default).
const DESIRED_RETENTION: f32 = 0.9;
/// Longest review interval, as in FSRS and Anki.
const MAX_INTERVAL_DAYS: f64 = 36_500.0;
/// Bounds FSRS keeps stability and difficulty in.
const S_MIN: f64 = 0.001;
const S_MAX: f64 = 36_500.0;
const D_MIN: f64 = 1.0;
const D_MAX: f64 = 10.0;
/// Anki's default learning and relearning steps, in minutes.
const LEARN_STEPS: [f64; 2] = [1.0, 10.0];
const RELEARN_STEPS: [f64; 1] = [10.0];

/// Where a card is in its life.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum CardState {
    /// Never answered.
    #[default]
    New,
    /// Answered, still going through the learning steps (minutes apart).
    Learning,
    /// Graduated: comes back after days.
    Review,
    /// Forgotten in review, going through the relearning steps.
    Relearning,
}

/// Review state of one card. Every field is plain data; missing fields decode to their defaults.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Card {
    pub state: CardState,
    /// When the card is next due.
    pub due_ms: Time,
    /// FSRS stability in days: the interval after which recall falls to 90%. 0 for a new card.
    pub stability: f64,
    /// FSRS difficulty, 1 (easy) to 10 (hard). 0 for a new card.
    pub difficulty: f64,
    /// Times answered.
    pub reps: u32,
    /// Times forgotten after graduating (Again in review).
    pub lapses: u32,
    /// Index of the current learning or relearning step.
    pub step: u32,
    /// The interval last scheduled, in days (a fraction for a step of minutes).
    pub scheduled_days: f64,
    /// When the card was last answered; `None` if never.
    pub last_review_ms: Option<Time>,
}

impl Default for Card {
    /// A new card, due since the epoch (so due at once).
    fn default() -> Self {
        Card {
            state: CardState::New,
            due_ms: Time::EPOCH,
            stability: 0.0,
            difficulty: 0.0,
            reps: 0,
            lapses: 0,
            step: 0,
            scheduled_days: 0.0,
            last_review_ms: None,
        }
    }
}

/// The learner's answer, as FSRS sees it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Rating {
    Again,
    Hard,
    Good,
    Easy,
}

impl Rating {
    pub const ALL: [Rating; 4] = [Rating::Again, Rating::Hard, Rating::Good, Rating::Easy];
}

/// How a graded answer counts for scheduling: only a fully correct answer is Good; a near miss
/// or partly right answer is Hard (remembered, with effort); a wrong one is Again.
pub fn rating_for(verdict: Verdict) -> Rating {
    match verdict {
        Verdict::Correct => Rating::Good,
        Verdict::NearMiss | Verdict::Partial => Rating::Hard,
        Verdict::Wrong => Rating::Again,
    }
}

fn model() -> &'static FSRS {
    static MODEL: OnceLock<FSRS> = OnceLock::new();
    MODEL.get_or_init(FSRS::default)
}

/// A time in ms, or `fallback` if it is not a number; kept within what a `Date` can hold.
fn clean_ms(ms: f64, fallback: f64) -> f64 {
    if ms.is_finite() {
        ms.clamp(0.0, MAX_MS)
    } else {
        fallback
    }
}

/// Rounds to 4 decimals so the stored JSON stays short and round-trips exactly.
fn round4(x: f64) -> f64 {
    (x * 10_000.0).round() / 10_000.0
}

impl Card {
    /// A card never answered, due at once.
    pub fn new(now: Time) -> Card {
        Card { due_ms: Time::from_ms(clean_ms(now.ms(), 0.0)), ..Card::default() }
    }

    /// Whether the card should be shown at `now`.
    pub fn is_due(&self, now: Time) -> bool {
        self.sanitized().due_ms.ms() <= clean_ms(now.ms(), 0.0)
    }

    /// When the card is next due.
    pub fn next_due(&self) -> Time {
        self.sanitized().due_ms
    }

    /// The card after being answered with `rating` at `now`.
    pub fn review(&self, rating: Rating, now: Time) -> Card {
        let card = self.sanitized();
        let now = clean_ms(now.ms(), card.last_review_ms.map_or(0.0, Time::ms));
        card.answered(rating, now)
    }

    /// A copy with every field within its bounds: what a stored card is read as.
    fn sanitized(&self) -> Card {
        let mut c = self.clone();
        c.due_ms = Time::from_ms(clean_ms(c.due_ms.ms(), 0.0));
        c.last_review_ms = c
            .last_review_ms
            .filter(|t| t.ms().is_finite())
            .map(|t| Time::from_ms(t.ms().clamp(0.0, MAX_MS)));
        c.scheduled_days = if c.scheduled_days.is_finite() {
            c.scheduled_days.clamp(0.0, MAX_INTERVAL_DAYS)
        } else {
            0.0
        };
        let memory_ok = c.stability.is_finite()
            && c.difficulty.is_finite()
            && (S_MIN..=S_MAX).contains(&c.stability)
            && (D_MIN..=D_MAX).contains(&c.difficulty);
        if c.state == CardState::New || !memory_ok {
            // No usable memory: FSRS starts it afresh from the next rating.
            c.stability = 0.0;
            c.difficulty = 0.0;
        }
        let steps = match c.state {
            CardState::Learning => LEARN_STEPS.len(),
            CardState::Relearning => RELEARN_STEPS.len(),
            CardState::New | CardState::Review => 1,
        };
        c.step = c.step.min(steps as u32 - 1);
        if c.state == CardState::New || c.state == CardState::Review {
            c.step = 0;
        }
        c
    }

    fn memory(&self) -> Option<MemoryState> {
        (self.stability > 0.0).then_some(MemoryState {
            stability: self.stability as f32,
            difficulty: self.difficulty as f32,
        })
    }

    /// FSRS's next memory states and intervals; `None` only if FSRS rejects the input.
    fn next_states(&self, now: f64) -> Option<NextStates> {
        let memory = self.memory();
        let elapsed_days = match (memory, self.last_review_ms) {
            // A float-to-int cast saturates, and a review "before" the last one counts as 0 days.
            (Some(_), Some(last)) => ((now - last.ms()) / DAY_MS).floor().max(0.0) as u32,
            _ => 0,
        };
        model()
            .next_states(memory, DESIRED_RETENTION, elapsed_days)
            .or_else(|_| model().next_states(None, DESIRED_RETENTION, 0))
            .ok()
    }

    /// `self` is sanitized and `now` clean.
    fn answered(&self, rating: Rating, now: f64) -> Card {
        let states = self.next_states(now);
        let pick = |r: Rating| {
            states.as_ref().map(|s| match r {
                Rating::Again => &s.again,
                Rating::Hard => &s.hard,
                Rating::Good => &s.good,
                Rating::Easy => &s.easy,
            })
        };
        // Whole-day review intervals, as Anki keeps them: Hard < Good < Easy, all at least a day.
        let days = |r: Rating| {
            pick(r)
                .map(|s| s.interval as f64)
                .filter(|d| d.is_finite())
                .unwrap_or(1.0)
                .round()
                .clamp(1.0, MAX_INTERVAL_DAYS)
        };
        // (In the steps, Hard keeps the card in minutes, so only Good < Easy applies there.)
        let hard = days(Rating::Hard);
        let good = match self.state {
            CardState::Review => days(Rating::Good).max(hard + 1.0).min(MAX_INTERVAL_DAYS),
            _ => days(Rating::Good),
        };
        let easy = days(Rating::Easy).max(good + 1.0).min(MAX_INTERVAL_DAYS);

        let mut next = self.clone();
        next.reps = self.reps.saturating_add(1);
        next.last_review_ms = Some(Time::from_ms(now));
        if let Some(s) = pick(rating) {
            let (st, df) = (s.memory.stability as f64, s.memory.difficulty as f64);
            if st.is_finite() && df.is_finite() {
                next.stability = round4(st.clamp(S_MIN, S_MAX));
                next.difficulty = round4(df.clamp(D_MIN, D_MAX));
            }
        }

        let step_minutes = |steps: &[f64], i: usize| steps[i.min(steps.len() - 1)];
        // Anki's Hard on a step: between the first two steps on the first, else the step again
        // (a single step gets half as long again, at most a day more).
        let hard_minutes = |steps: &[f64], i: usize| match (i, steps.len()) {
            (0, 1) => (steps[0] * 1.5).min(steps[0] + 1440.0),
            (0, _) => (steps[0] + steps[1]) / 2.0,
            _ => step_minutes(steps, i),
        };
        let in_steps = |state: CardState, step: usize, minutes: f64, next: &mut Card| {
            next.state = state;
            next.step = step as u32;
            next.scheduled_days = minutes / 1440.0;
            next.due_ms = Time::from_ms(clean_ms(now + minutes * MINUTE_MS, now));
        };
        let in_review = |d: f64, next: &mut Card| {
            next.state = CardState::Review;
            next.step = 0;
            next.scheduled_days = d;
            next.due_ms = Time::from_ms(clean_ms(now + d * DAY_MS, MAX_MS));
        };

        match self.state {
            CardState::New | CardState::Learning | CardState::Relearning => {
                let (steps, state): (&[f64], _) = if self.state == CardState::Relearning {
                    (&RELEARN_STEPS, CardState::Relearning)
                } else {
                    (&LEARN_STEPS, CardState::Learning)
                };
                let i = self.step as usize;
                match rating {
                    Rating::Again => in_steps(state, 0, steps[0], &mut next),
                    Rating::Hard => in_steps(state, i, hard_minutes(steps, i), &mut next),
                    Rating::Good if i + 1 < steps.len() => {
                        in_steps(state, i + 1, steps[i + 1], &mut next)
                    }
                    Rating::Good => in_review(good, &mut next),
                    Rating::Easy => in_review(easy, &mut next),
                }
            }
            CardState::Review => match rating {
                Rating::Again => {
                    next.lapses = self.lapses.saturating_add(1);
                    in_steps(CardState::Relearning, 0, RELEARN_STEPS[0], &mut next);
                }
                Rating::Hard => in_review(hard, &mut next),
                Rating::Good => in_review(good, &mut next),
                Rating::Easy => in_review(easy, &mut next),
            },
        }
        next
    }
}

/// When the card would next be due for each answer, Again to Easy: for "comes back in 3 days".
pub fn preview(card: &Card, now: Time) -> [(Rating, Time); 4] {
    Rating::ALL.map(|r| (r, card.review(r, now).due_ms))
}

fn plural(n: f64, unit: &str) -> String {
    if n == 1.0 {
        format!("in 1 {unit}")
    } else {
        format!("in {n} {unit}s")
    }
}

/// How far `to` is after `from`, in words: "now", "in 10 minutes", "in 5 hours",
/// "tomorrow", "in 4 days", "in 2 months", "in 3 years". Counts elapsed time, not calendar days.
pub fn describe_interval(from: Time, to: Time) -> String {
    let delta = to - from;
    if !delta.is_finite() || delta < 0.5 * MINUTE_MS {
        return "now".into();
    }
    let minutes = (delta / MINUTE_MS).round();
    if minutes < 60.0 {
        return plural(minutes, "minute");
    }
    let hours = (delta / HOUR_MS).round();
    if hours < 20.0 {
        return plural(hours, "hour");
    }
    let days = (delta / DAY_MS).round().max(1.0);
    if days == 1.0 {
        return "tomorrow".into();
    }
    if days < 30.0 {
        return plural(days, "day");
    }
    let months = (days / 30.4375).round().max(1.0);
    if months < 12.0 {
        return plural(months, "month");
    }
    plural((days / 365.25).round().max(1.0), "year")
}

/// Merge rule for two devices' copies of a card: the one answered later wins; on a tie, the one
/// answered more often; on a full tie, `a`. A missing or invalid time counts as never.
pub fn newer<'a>(a: &'a Card, b: &'a Card) -> &'a Card {
    let when = |c: &Card| {
        c.last_review_ms.map(Time::ms).filter(|t| t.is_finite()).unwrap_or(f64::NEG_INFINITY)
    };
    let (ta, tb) = (when(a), when(b));
    if tb > ta || (tb == ta && b.reps > a.reps) {
        b
    } else {
        a
    }
}
