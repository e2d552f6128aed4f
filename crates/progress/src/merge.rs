//! Merging two records (another tab's save, an imported file): nothing either side
//! finished is lost, and for each piece the more advanced or newer state wins.

use shoptalk_content::order::sort_by;
use shoptalk_practice::Time;

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
    for (key, theirs) in &other.cards {
        let keep = out
            .cards
            .get(key)
            .map_or(theirs, |ours| shoptalk_practice::schedule::newer(ours, theirs))
            .clone();
        out.cards.insert(key.clone(), keep);
    }
    for (map, theirs) in
        [(&mut out.review_days, &other.review_days), (&mut out.new_days, &other.new_days)]
    {
        for (day, n) in theirs {
            let e = map.entry(*day).or_default();
            *e = (*e).max(*n);
        }
    }
    for (key, theirs) in &other.bookmarks {
        if out.bookmarks.get(key).is_none_or(|ours| theirs.changed_ms > ours.changed_ms) {
            out.bookmarks.insert(key.clone(), *theirs);
        }
    }
    for (id, theirs) in &other.drafts {
        if out.drafts.get(id).is_none_or(|ours| theirs.updated_ms > ours.updated_ms) {
            out.drafts.insert(id.clone(), theirs.clone());
        }
    }
    for (id, theirs) in &other.attempts {
        let ours = out.attempts.entry(id.clone()).or_default();
        for a in theirs {
            if !ours.iter().any(|o| o.submitted_ms == a.submitted_ms && o.text == a.text) {
                ours.push(a.clone());
            }
        }
        sort_by(ours, |a, b| a.submitted_ms.total_cmp(&b.submitted_ms));
    }
    for (id, theirs) in &other.spoken {
        let ours = out.spoken.entry(id.clone()).or_default();
        for t in theirs {
            if !ours.contains(t) {
                ours.push(t.clone());
            }
        }
        sort_by(ours, |a, b| a.done_ms.total_cmp(&b.done_ms));
    }
    // A draft older than a submission of the same scenario was submitted (or replaced) already.
    let attempts = out.attempts.clone();
    out.drafts.retain(|id, d| {
        attempts.get(id).and_then(|a| a.last()).is_none_or(|a| d.updated_ms > a.submitted_ms)
    });
    for (id, t) in &other.resets {
        let e = out.resets.entry(id.clone()).or_default();
        *e = e.max(*t);
    }
    // Results older than a reset of their set stay reset, whichever side still holds them.
    let resets = out.resets.clone();
    out.sets.retain(|id, s| resets.get(id).is_none_or(|t| s.last_done_ms > *t));
    out.sessions.retain(|id, s| resets.get(id).is_none_or(|t| s.started_ms > *t));
    // A session of a set finished after it began is over, whichever side still holds it.
    out.sessions.retain(|id, s| {
        out.sets.get(id).is_none_or(|r| r.times == 0 || r.last_done_ms < s.started_ms)
    });
    for (id, v) in &other.self_check {
        out.self_check.entry(id.clone()).or_insert(*v);
    }
    if other.settings.changed_ms > base.settings.changed_ms {
        out.settings = other.settings.clone();
    }
    out
}

fn merge_set(a: &SetRecord, b: &SetRecord) -> SetRecord {
    let (newer, _) = if b.last_done_ms > a.last_done_ms { (b, a) } else { (a, b) };
    SetRecord {
        // The epoch stands for "not known" (version 0 kept no dates): the known one wins.
        first_done_ms: if a.first_done_ms == Time::EPOCH {
            b.first_done_ms
        } else if b.first_done_ms == Time::EPOCH {
            a.first_done_ms
        } else {
            a.first_done_ms.min(b.first_done_ms)
        },
        last_done_ms: a.last_done_ms.max(b.last_done_ms),
        best_score: a.best_score.max(b.best_score),
        last_score: newer.last_score,
        times: a.times.max(b.times),
    }
}

fn merge_item(a: &ItemRecord, b: &ItemRecord) -> ItemRecord {
    // Counts from two devices cannot be told apart from copies of one another, so the larger wins.
    if (b.seen, b.last_ms) > (a.seen, a.last_ms) {
        b.clone()
    } else {
        a.clone()
    }
}

/// What merging an imported record would change, for the preview before the learner confirms.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct ImportPreview {
    /// Sets finished in the import but not here.
    pub new_sets: Vec<String>,
    /// Sets finished in both where the import has a better score.
    pub better_scores: Vec<String>,
    /// Sets finished here that the import lacks (kept by a merge, lost by a replace).
    pub only_here: Vec<String>,
    pub sessions: usize,
}

pub fn preview(base: &Record, incoming: &Record) -> ImportPreview {
    let done = |r: &Record, id: &str| r.is_done(id);
    ImportPreview {
        new_sets: incoming
            .sets
            .keys()
            .filter(|id| done(incoming, id) && !done(base, id))
            .cloned()
            .collect(),
        better_scores: incoming
            .sets
            .iter()
            .filter(|(id, s)| {
                base.sets.get(*id).is_some_and(|b| b.times > 0 && s.best_score > b.best_score)
            })
            .map(|(id, _)| id.clone())
            .collect(),
        only_here: base
            .sets
            .keys()
            .filter(|id| done(base, id) && !done(incoming, id))
            .cloned()
            .collect(),
        sessions: incoming.sessions.len(),
    }
}

/// Largest import accepted, in bytes; a real record is a few kilobytes.
pub const MAX_IMPORT_BYTES: usize = 5 * 1024 * 1024;

/// Reads an import file's text, refusing what is too large before parsing it.
pub fn read_import(text: &str) -> Result<Record, String> {
    if text.len() > MAX_IMPORT_BYTES {
        return Err(format!("The file is {:.1} MB; a Shoptalk export is far smaller (the limit is 5 MB). Nothing was changed.", text.len() as f64 / 1_048_576.0));
    }
    Record::decode(text)
        .map_err(|e| format!("This file cannot be imported: {e}. Nothing was changed."))
}
