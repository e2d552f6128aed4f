//! Estimated study time per role path, from a fixed formula that `catalog stats` prints and
//! the path FAQ may quote. The rates are deliberately not generous:
//!
//! - 1 minute per selection item (choice, multiple choice, matching, dialogue, word stress,
//!   listening with options), 1.5 per typed or ordering item (gap fill, error correction,
//!   ordering, listening typed), 3 per sentence of one's own (write);
//! - 45 minutes per writing scenario, 10 per interview question;
//! - a reading at 150 words a minute plus 1 minute per task;
//! - a listening at twice its spoken length (150 words a minute) plus 1 minute per task;
//! - 10 minutes per language page, for each path that links it (through a set of the path or
//!   of the guide);
//! - a speaking task: its preparation time, its speaking time twice (the talk and the model)
//!   and 3 minutes to check the take;
//! - the skill guide's sets and speaking tasks count in full for every path, as every path
//!   links the guide.

use serde::Serialize;

use shoptalk_content::{
    words, Body, Catalog, ExerciseSet, Item, ScenarioKind, SpeakingTask, Strand,
};

pub const SELECTION_ITEM: f64 = 1.0;
pub const TYPED_ITEM: f64 = 1.5;
/// Reading the situation, writing a sentence or two, then comparing with the model.
pub const OWN_SENTENCE: f64 = 3.0;
pub const WRITING_SCENARIO: f64 = 45.0;
pub const INTERVIEW_QUESTION: f64 = 10.0;
pub const READING_WPM: f64 = 150.0;
pub const SPOKEN_WPM: f64 = 150.0;
pub const TASK: f64 = 1.0;
pub const LANGUAGE_PAGE: f64 = 10.0;
pub const SPEAKING_CHECK: f64 = 3.0;

/// Minutes for one speaking task by the formula.
pub fn speaking_minutes(t: &SpeakingTask) -> f64 {
    (t.prepare_seconds + 2 * t.speak_seconds) as f64 / 60.0 + SPEAKING_CHECK
}

/// Minutes for one item by the formula.
pub fn item_minutes(item: &Item) -> f64 {
    match &item.body {
        Body::GapFill { .. } | Body::ErrorCorrection { .. } | Body::Ordering { .. } => TYPED_ITEM,
        Body::Listening { options, .. } if options.is_empty() => TYPED_ITEM,
        Body::Write { .. } => OWN_SENTENCE,
        _ => SELECTION_ITEM,
    }
}

/// Minutes for one set by the formula: its items, or its text and tasks.
pub fn set_minutes(s: &ExerciseSet) -> f64 {
    let tasks = s.items.len() as f64 * TASK;
    match s.strand() {
        Strand::Practice => s.items.iter().map(item_minutes).sum(),
        Strand::Reading => {
            s.passage.as_deref().map_or(0.0, |p| words(p) as f64 / READING_WPM) + tasks
        }
        Strand::Listening => {
            s.conversation.as_ref().map_or(0.0, |c| 2.0 * c.words() as f64 / SPOKEN_WPM) + tasks
        }
    }
}

fn strand_minutes<'a>(sets: impl Iterator<Item = &'a ExerciseSet>, strand: Strand) -> f64 {
    // An empty f64 sum is -0.0, which would print as such.
    sets.filter(|s| s.strand() == strand).map(set_minutes).sum::<f64>() + 0.0
}

/// One path's estimate, by strand.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PathMinutes {
    pub path: String,
    pub sets: f64,
    pub guide_sets: f64,
    pub writing: f64,
    pub interview: f64,
    pub reading: f64,
    pub listening: f64,
    pub language: f64,
    pub speaking: f64,
    pub total: f64,
}

/// Every role path's estimate, in file order. The catalog must have its items (as `catalog`
/// and `build.rs` load it).
pub fn per_path(c: &Catalog) -> Vec<PathMinutes> {
    let guide = |strand| c.guides.iter().map(|g| strand_minutes(c.sets_of(&g.id), strand)).sum();
    let guide_sets: f64 = guide(Strand::Practice);
    c.paths
        .iter()
        .map(|p| {
            let own = |strand| strand_minutes(c.sets_of(&p.id), strand);
            let sets = own(Strand::Practice);
            let reading = own(Strand::Reading) + guide(Strand::Reading);
            let listening = own(Strand::Listening) + guide(Strand::Listening);
            let count = |k: ScenarioKind| c.scenarios_of(&p.id, k).count() as f64;
            let writing = count(ScenarioKind::Writing) * WRITING_SCENARIO;
            let interview = count(ScenarioKind::Interview) * INTERVIEW_QUESTION;
            let linked = |set: &str| {
                c.set(set).is_some_and(|s| s.path == p.id || c.guide(&s.path).is_some())
            };
            let language = c
                .language
                .iter()
                .filter(|l| l.sets.iter().chain(&l.practice).any(|s| linked(s)))
                .count() as f64
                * LANGUAGE_PAGE;
            let speaking = c
                .speaking
                .iter()
                .filter(|t| t.path == p.id || c.guide(&t.path).is_some())
                .map(speaking_minutes)
                .sum::<f64>()
                + 0.0;
            PathMinutes {
                path: p.id.to_string(),
                sets,
                guide_sets,
                writing,
                interview,
                reading,
                listening,
                language,
                speaking,
                total: sets
                    + guide_sets
                    + writing
                    + interview
                    + reading
                    + listening
                    + language
                    + speaking,
            }
        })
        .collect()
}
