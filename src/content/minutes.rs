//! Estimated study time per role path, from a fixed formula that `catalog stats` prints and
//! the path FAQ may quote. The rates are deliberately not generous:
//!
//! - 1 minute per selection item (choice, multiple choice, matching, dialogue, word stress,
//!   listening with options), 1.5 per typed or ordering item (gap fill, error correction,
//!   ordering, listening typed);
//! - 45 minutes per writing scenario, 10 per interview question;
//! - the skill guide's sets count in full for every path, as every path links the guide.
//!
//! Strands still to come (reading passages, listening pieces, language pages) get their rates
//! here when they exist.

use serde::Serialize;

use super::catalog::Catalog;
use super::model::{Body, ExerciseSet, Item, ScenarioKind};

pub const SELECTION_ITEM: f64 = 1.0;
pub const TYPED_ITEM: f64 = 1.5;
pub const WRITING_SCENARIO: f64 = 45.0;
pub const INTERVIEW_QUESTION: f64 = 10.0;

/// Minutes for one item by the formula.
pub fn item_minutes(item: &Item) -> f64 {
    match &item.body {
        Body::GapFill { .. } | Body::ErrorCorrection { .. } | Body::Ordering { .. } => TYPED_ITEM,
        Body::Listening { options, .. } if options.is_empty() => TYPED_ITEM,
        _ => SELECTION_ITEM,
    }
}

fn set_minutes<'a>(sets: impl Iterator<Item = &'a ExerciseSet>) -> f64 {
    sets.flat_map(|s| &s.items).map(item_minutes).sum()
}

/// One path's estimate, by strand.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PathMinutes {
    pub path: String,
    pub sets: f64,
    pub guide_sets: f64,
    pub writing: f64,
    pub interview: f64,
    pub total: f64,
}

/// Every role path's estimate, in file order. The catalog must have its items (as `catalog`
/// and `build.rs` load it).
pub fn per_path(c: &Catalog) -> Vec<PathMinutes> {
    let guide_sets: f64 = c.guides.iter().map(|g| set_minutes(c.sets_of(&g.id))).sum();
    c.paths
        .iter()
        .map(|p| {
            let sets = set_minutes(c.sets_of(&p.id));
            let count = |k: ScenarioKind| c.scenarios_of(&p.id, k).count() as f64;
            let writing = count(ScenarioKind::Writing) * WRITING_SCENARIO;
            let interview = count(ScenarioKind::Interview) * INTERVIEW_QUESTION;
            PathMinutes {
                path: p.id.clone(),
                sets,
                guide_sets,
                writing,
                interview,
                total: sets + guide_sets + writing + interview,
            }
        })
        .collect()
}
