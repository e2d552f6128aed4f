//! Merging two records (another tab's save, an imported file): nothing either side
//! finished is lost, and for each piece the more advanced or newer state wins.

use super::record::{ItemRecord, Record, SetRecord};

/// Merges `other` into `base`.
pub fn merge(base: &Record, other: &Record) -> Record {
    let mut out = base.clone();
    for (id, theirs) in &other.sets {
        out.sets
            .entry(id.clone())
            .and_modify(|ours| *ours = merge_set(ours, theirs))
            .or_insert_with(|| theirs.clone());
    }
    for (id, theirs) in &other.items {
        out.items
            .entry(id.clone())
            .and_modify(|ours| *ours = merge_item(ours, theirs))
            .or_insert_with(|| theirs.clone());
    }
    for (id, theirs) in &other.sessions {
        // Of two half-done sessions of one set, the one further along wins.
        let keep = match out.sessions.get(id) {
            Some(ours) => theirs.first.len() > ours.first.len(),
            None => true,
        };
        if keep {
            out.sessions.insert(id.clone(), theirs.clone());
        }
    }
    if other.settings.changed_ms > base.settings.changed_ms {
        out.settings = other.settings.clone();
    }
    out
}

fn merge_set(a: &SetRecord, b: &SetRecord) -> SetRecord {
    let (newer, _) = if b.last_done_ms > a.last_done_ms { (b, a) } else { (a, b) };
    SetRecord {
        first_done_ms: match (a.first_done_ms, b.first_done_ms) {
            (0.0, x) | (x, 0.0) => x,
            (x, y) => x.min(y),
        },
        last_done_ms: a.last_done_ms.max(b.last_done_ms),
        best_score: a.best_score.max(b.best_score),
        last_score: newer.last_score,
        times: a.times.max(b.times),
    }
}

fn merge_item(a: &ItemRecord, b: &ItemRecord) -> ItemRecord {
    // Counts from two devices cannot be told apart from copies of one another, so the larger wins.
    if (b.seen, b.last_ms) > (a.seen, a.last_ms) { b.clone() } else { a.clone() }
}
