//! The learner's record: one versioned JSON document. Decoding never panics; a document
//! that cannot be read is reported, so the shell can keep it aside instead of overwriting it.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

use shoptalk_content::{Catalog, ExerciseSet};
use shoptalk_practice::schedule::{Card, Rating};
use shoptalk_practice::{grade, Answer, Outcome, SetSession, Time};

use super::keys::{lenient_map, BookmarkKey, CardKey};
use super::review::language_item;

/// The schema version written by this build. Older versions are migrated on read.
pub const VERSION: u32 = 1;

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Record {
    pub version: u32,
    /// Finished sets by set id.
    pub sets: BTreeMap<String, SetRecord>,
    /// Sets left halfway, by set id, so they resume where the learner was.
    pub sessions: BTreeMap<String, SetSession>,
    /// Per-item answer counts, by item id.
    pub items: BTreeMap<String, ItemRecord>,
    pub settings: Settings,
    /// Skill-guide self-assessment: question id to "I can do this".
    pub self_check: BTreeMap<String, bool>,
    /// Review cards, stored by "term:<id>" or "item:<id>".
    #[serde(deserialize_with = "lenient_map")]
    pub cards: BTreeMap<CardKey, Card>,
    /// Reviews done per day (days since the Unix epoch in the learner's time zone).
    pub review_days: BTreeMap<i64, u32>,
    /// New cards introduced per day, to keep to the daily limit.
    pub new_days: BTreeMap<i64, u32>,
    /// Bookmarks, stored by "term:<id>", "set:<id>" or "scenario:<id>": on or off, and when
    /// that was set, so removing one in a tab is not undone by another tab's copy.
    #[serde(deserialize_with = "lenient_map")]
    pub bookmarks: BTreeMap<BookmarkKey, Flag>,
    /// Sets reset by the learner, and when: a merge drops older results for them.
    pub resets: BTreeMap<String, Time>,
    /// Unsubmitted writing, by scenario id.
    pub drafts: BTreeMap<String, Draft>,
    /// Submitted writing and interview answers, by scenario id, oldest first.
    pub attempts: BTreeMap<String, Vec<Attempt>>,
    /// Speaking tasks done, by task id, oldest first: the learner's own check of each talk.
    /// The recordings themselves stay in the browser's audio store, never in the record.
    pub spoken: BTreeMap<String, Vec<Talk>>,
}

/// One go at a speaking task, as the learner assessed it.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Talk {
    pub done_ms: Time,
    /// Recordings made for it (none when the learner spoke without recording).
    pub takes: u32,
    /// The checklist lines the learner ticked, by position, out of `of`.
    pub ticked: Vec<u32>,
    pub of: u32,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Draft {
    pub text: String,
    pub updated_ms: Time,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Attempt {
    pub text: String,
    pub submitted_ms: Time,
    /// The learner's own ratings, 1 to 4, by criterion ("clarity", "structure", …).
    pub rubric: BTreeMap<String, u8>,
    /// Checklist lines passed, out of all, when submitted.
    pub passed: u32,
    pub checks: u32,
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Flag {
    pub on: bool,
    pub changed_ms: Time,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct SetRecord {
    /// When the set was first finished (ms since the Unix epoch).
    pub first_done_ms: Time,
    /// When it was last finished.
    pub last_done_ms: Time,
    pub best_score: f32,
    pub last_score: f32,
    pub times: u32,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct ItemRecord {
    pub seen: u32,
    pub correct: u32,
    pub last_ms: Time,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Number keys and Enter in the exercise player.
    pub shortcuts: bool,
    /// "en-US" or "en-GB".
    pub voice: String,
    /// Speech rate, 0.5 to 1.5.
    pub rate: f32,
    /// New review cards a day.
    pub new_per_day: u32,
    /// Sets to finish each week.
    pub weekly_goal: u32,
    /// Off unless the learner turns it on.
    pub streaks: bool,
    /// When the settings were last changed, so a merge keeps the newer ones.
    pub changed_ms: Time,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            shortcuts: true,
            voice: "en-US".into(),
            rate: 1.0,
            new_per_day: 10,
            weekly_goal: 3,
            streaks: false,
            changed_ms: Time::EPOCH,
        }
    }
}

/// Why a stored document could not be used as it is.
#[derive(Debug, Clone, PartialEq)]
pub enum DecodeError {
    /// Not JSON, or JSON of the wrong shape.
    Damaged(String),
    /// Written by a newer version of the app; reading it could lose what that version added.
    TooNew(u32),
}

impl std::fmt::Display for DecodeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DecodeError::Damaged(e) => write!(f, "the saved progress could not be read ({e})"),
            DecodeError::TooNew(v) => write!(f, "the saved progress is from a newer version of Shoptalk (format {v}; this one reads up to {VERSION})"),
        }
    }
}

impl Record {
    pub fn new() -> Self {
        Record { version: VERSION, ..Default::default() }
    }

    /// Reads a stored document of any known version, straight into typed structs (no
    /// `serde_json::Value` in between, so errors give line and column).
    pub fn decode(text: &str) -> Result<Record, DecodeError> {
        /// The version alone, read first so a document is read in its own version's shape.
        /// Absent means version 0; `null` or anything but a number is damage, not version 0,
        /// whose migration would keep nothing of a newer document.
        #[derive(Deserialize)]
        struct Probe {
            #[serde(default, deserialize_with = "present")]
            version: Option<u32>,
        }
        fn present<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<u32>, D::Error> {
            u32::deserialize(d).map(Some)
        }
        let damaged = |e: serde_json::Error| DecodeError::Damaged(e.to_string());
        // A struct would also accept a JSON array; the record is an object.
        if !text.trim_start().starts_with('{') {
            return Err(DecodeError::Damaged("the saved progress is not a JSON object".into()));
        }
        let mut record = match serde_json::from_str::<Probe>(text).map_err(damaged)?.version {
            None => super::migrate::from_v0(text).map_err(damaged)?,
            Some(v) if v > VERSION => return Err(DecodeError::TooNew(v)),
            Some(_) => serde_json::from_str::<Record>(text).map_err(damaged)?,
        };
        record.version = VERSION;
        record.sanitize();
        Ok(record)
    }

    pub fn encode(&self) -> String {
        serde_json::to_string(self).expect("a record always serializes")
    }

    /// Clamps values a hand-edited or hostile file could carry out of range.
    fn sanitize(&mut self) {
        for s in self.sets.values_mut() {
            s.best_score = clamp01(s.best_score);
            s.last_score = clamp01(s.last_score);
            s.first_done_ms = s.first_done_ms.or_epoch();
            s.last_done_ms = s.last_done_ms.or_epoch();
        }
        for i in self.items.values_mut() {
            i.correct = i.correct.min(i.seen);
            i.last_ms = i.last_ms.or_epoch();
        }
        let st = &mut self.settings;
        st.rate = if st.rate.is_finite() { st.rate.clamp(0.5, 1.5) } else { 1.0 };
        if st.voice != "en-US" && st.voice != "en-GB" {
            st.voice = "en-US".into();
        }
        st.changed_ms = st.changed_ms.or_epoch();
        st.new_per_day = st.new_per_day.min(100);
        st.weekly_goal = st.weekly_goal.clamp(1, 50);
        for f in self.bookmarks.values_mut() {
            f.changed_ms = f.changed_ms.or_epoch();
        }
        for t in self.resets.values_mut() {
            *t = t.or_epoch();
        }
        for d in self.drafts.values_mut() {
            d.updated_ms = d.updated_ms.or_epoch();
        }
        for t in self.spoken.values_mut().flatten() {
            t.done_ms = t.done_ms.or_epoch();
            t.ticked.retain(|&i| i < t.of);
            t.ticked.sort_unstable();
            t.ticked.dedup();
        }
        for a in self.attempts.values_mut().flatten() {
            a.submitted_ms = a.submitted_ms.or_epoch();
            a.passed = a.passed.min(a.checks);
            for v in a.rubric.values_mut() {
                *v = (*v).clamp(1, 4);
            }
        }
    }

    /// Drops or repairs what does not fit `c`, the content this build carries, so no page
    /// meets an index past the end of a set or an id that names nothing: sessions of unknown
    /// sets or that no longer fit theirs, cards and bookmarks of unknown content. The learner's
    /// own writing (drafts, attempts) is kept even for a scenario this build lacks: it is theirs,
    /// it goes out with an export, and no page looks it up.
    pub fn fit_to(&mut self, c: &Catalog) {
        self.sessions.retain(|id, s| {
            s.set_id == *id && c.set(id).is_some_and(|set| s.fits(set.items.len()))
        });
        // Asked without parsing the terms or a set's items: start-up fits every record.
        self.cards.retain(|key, _| match key {
            CardKey::Term(id) => c.has_term(id),
            CardKey::Item(id) => c.has_item(id),
            CardKey::Language(id) => language_item(c, id, 0).is_some(),
        });
        self.bookmarks.retain(|key, _| match key {
            BookmarkKey::Term(id) => c.has_term(id),
            BookmarkKey::Set(id) => c.set(id).is_some(),
            BookmarkKey::Scenario(id) => c.scenario(id).is_some(),
        });
    }

    pub fn is_bookmarked(&self, key: &BookmarkKey) -> bool {
        self.bookmarks.get(key).is_some_and(|f| f.on)
    }

    pub fn set_bookmark(&mut self, key: &BookmarkKey, on: bool, now: Time) {
        self.bookmarks.insert(key.clone(), Flag { on, changed_ms: now });
    }

    /// The learner's place in `set`: the stored session if it still fits, else a new one.
    pub fn session_for(&self, set: &ExerciseSet, now: Time) -> SetSession {
        let n = set.items.len();
        self.sessions
            .get(set.id.as_str())
            .filter(|s| s.fits(n))
            .cloned()
            .unwrap_or_else(|| SetSession::new(&set.id, n, now))
    }

    /// One answer to the item `session` is showing: grades it, scores the session, counts the
    /// answer, makes a missed item a review card that comes back soon, and stores the session,
    /// all in one change. `None` (and nothing changed) when the session shows no item of `set`.
    pub fn answer_item(
        &mut self,
        set: &ExerciseSet,
        session: &mut SetSession,
        answer: &Answer,
        now: Time,
    ) -> Option<Outcome> {
        let item = set.items.get(session.current()?)?;
        let outcome = grade(item, answer);
        let correct = outcome.is_correct();
        if !session.answer(outcome.score) {
            return None;
        }
        self.sessions.insert(set.id.to_string(), session.clone());
        self.count_answer(&item.id, correct, now);
        if !correct {
            // A missed language point comes back as the point, asked with a fresh item.
            let key = match &set.language {
                Some(page) => CardKey::Language(page.to_string()),
                None => CardKey::Item(item.id.clone()),
            };
            self.cards.entry(key).or_insert_with(|| Card::new(now).review(Rating::Again, now));
        }
        Some(outcome)
    }

    /// Moves `session` past the answered item; records the set as finished when that was the
    /// last one, or stores where the learner is.
    pub fn advance(&mut self, session: &mut SetSession, now: Time) {
        session.advance();
        if session.is_done() {
            self.finish_set(&session.set_id.clone(), session.score(), now);
        } else {
            self.sessions.insert(session.set_id.clone(), session.clone());
        }
    }

    /// Starts `set` again from its first item.
    pub fn restart(&mut self, set: &ExerciseSet, now: Time) -> SetSession {
        let s = SetSession::new(&set.id, set.items.len(), now);
        self.sessions.insert(set.id.to_string(), s.clone());
        s
    }

    /// Rates a review card: its next state, the day's review count and, for a new card, the
    /// day's new-card count. Returns the card's new state (to say when it comes back).
    pub fn rate_card(&mut self, key: &CardKey, rating: Rating, now: Time, day: i64) -> Card {
        let before = self.card(key, now);
        let after = before.review(rating, now);
        self.record_review(key, after.clone(), before.reps == 0, day);
        after
    }

    /// A card's state, or a new card if it was never reviewed.
    pub fn card(&self, key: &CardKey, now: Time) -> Card {
        self.cards.get(key).cloned().unwrap_or_else(|| Card::new(now))
    }

    /// Forgets a set's results, its half-done session and its items' answer counts.
    pub fn reset_set(&mut self, set_id: &str, item_ids: &[&str], now: Time) {
        self.sets.remove(set_id);
        self.sessions.remove(set_id);
        for id in item_ids {
            self.items.remove(*id);
        }
        self.resets.insert(set_id.to_string(), now);
    }

    /// Records a review on `day` and stores the card's new state.
    pub fn record_review(&mut self, key: &CardKey, card: Card, was_new: bool, day: i64) {
        self.cards.insert(key.clone(), card);
        let n = self.review_days.entry(day).or_default();
        *n = n.saturating_add(1);
        if was_new {
            let n = self.new_days.entry(day).or_default();
            *n = n.saturating_add(1);
        }
    }

    /// Saves a submitted answer and clears its draft.
    pub fn submit(&mut self, scenario_id: &str, attempt: Attempt) {
        self.drafts.remove(scenario_id);
        self.attempts.entry(scenario_id.to_string()).or_default().push(attempt);
    }

    /// Saves the learner's check of a talk.
    pub fn speak(&mut self, task_id: &str, talk: Talk) {
        self.spoken.entry(task_id.to_string()).or_default().push(talk);
    }

    pub fn spoken_done(&self, task_id: &str) -> bool {
        self.spoken.get(task_id).is_some_and(|t| !t.is_empty())
    }

    pub fn scenario_done(&self, scenario_id: &str) -> bool {
        self.attempts.get(scenario_id).is_some_and(|a| !a.is_empty())
    }

    /// Records a finished set.
    pub fn finish_set(&mut self, set_id: &str, score: f32, now: Time) {
        let r = self.sets.entry(set_id.to_string()).or_default();
        if r.times == 0 {
            r.first_done_ms = now;
        }
        r.times = r.times.saturating_add(1);
        r.last_done_ms = now;
        r.last_score = clamp01(score);
        r.best_score = r.best_score.max(r.last_score);
        self.sessions.remove(set_id);
    }

    pub fn is_done(&self, set_id: &str) -> bool {
        self.sets.get(set_id).is_some_and(|r| r.times > 0)
    }

    /// Counts one answer to an item.
    pub fn count_answer(&mut self, item_id: &str, correct: bool, now: Time) {
        let r = self.items.entry(item_id.to_string()).or_default();
        // Saturating: a hand-edited file may hold the largest count already.
        r.seen = r.seen.saturating_add(1);
        r.correct = r.correct.saturating_add(u32::from(correct));
        r.last_ms = now;
    }
}

fn clamp01(x: f32) -> f32 {
    if x.is_finite() {
        x.clamp(0.0, 1.0)
    } else {
        0.0
    }
}
