//! A learner's way through one set: the queue, first-attempt scores, and retries of missed items.
//! Serializable, so a set left halfway resumes after a reload.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

use super::Time;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SetSession {
    pub set_id: String,
    /// Item indices in the order they are shown; missed items are appended once.
    pub queue: Vec<usize>,
    /// Position in `queue` of the item being shown.
    pub pos: usize,
    /// First-attempt score of each item answered, by item index.
    pub first: BTreeMap<usize, f32>,
    /// Number of items in the set (the size of a full first pass).
    pub len: usize,
    /// When the session began; a set finished later makes it stale.
    #[serde(default)]
    pub started_ms: Time,
    /// Whether the item at `pos` has been answered (its feedback was shown): a learner who
    /// leaves and comes back moves on rather than answering, and counting, it twice.
    #[serde(default)]
    pub answered: bool,
}

/// Where the learner is, as the player shows it: the first pass has the set's own length,
/// and the items that come back for a second try are counted apart.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    /// Item `at` of the set's `of`, with `again` items queued for a second try.
    First { at: usize, of: usize, again: usize },
    /// Second try `at` of `of`.
    Retry { at: usize, of: usize },
}

impl Place {
    /// "item 3 of 12", "second try 1 of 2".
    pub fn describe(self) -> String {
        match self {
            Place::First { at, of, .. } => format!("item {at} of {of}"),
            Place::Retry { at, of } => format!("second try {at} of {of}"),
        }
    }
}

/// How the first attempts went: fully right, partly right (partial credit), wrong.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Tally {
    pub right: usize,
    pub partly: usize,
    pub wrong: usize,
}

impl SetSession {
    pub fn new(set_id: &str, len: usize, now: Time) -> Self {
        SetSession {
            set_id: set_id.to_string(),
            queue: (0..len).collect(),
            pos: 0,
            first: BTreeMap::new(),
            len,
            started_ms: now,
            answered: false,
        }
    }

    /// The item index being shown, or None once the set is done.
    pub fn current(&self) -> Option<usize> {
        self.queue.get(self.pos).copied()
    }

    pub fn is_done(&self) -> bool {
        self.pos >= self.queue.len()
    }

    /// True while showing an item for the second time.
    pub fn is_retry(&self) -> bool {
        self.pos >= self.len
    }

    /// Records the answer to the current item; false (and nothing changed) if it was already
    /// answered. A first miss sends the item to the end of the queue, unless it would then come
    /// straight back (nothing else left to show).
    pub fn answer(&mut self, score: f32) -> bool {
        let Some(item) = self.current() else { return false };
        if self.answered {
            return false;
        }
        self.answered = true;
        if let std::collections::btree_map::Entry::Vacant(e) = self.first.entry(item) {
            e.insert(score);
            let others_left = self.queue[self.pos + 1..].iter().any(|&i| i != item);
            if score < 1.0 && others_left {
                self.queue.push(item);
            }
        }
        true
    }

    /// Whether the item being shown comes back at the end for a second try.
    pub fn comes_back(&self) -> bool {
        !self.is_retry() && self.current().is_some_and(|i| self.queue[self.len..].contains(&i))
    }

    /// Moves on after feedback.
    pub fn advance(&mut self) {
        if !self.is_done() {
            self.pos += 1;
            self.answered = false;
        }
    }

    /// Where the learner is; past the end, the last place.
    pub fn place(&self) -> Place {
        let at = self.pos.min(self.queue.len().saturating_sub(1));
        if at < self.len {
            Place::First { at: at + 1, of: self.len, again: self.queue.len() - self.len }
        } else {
            Place::Retry { at: at - self.len + 1, of: self.queue.len() - self.len }
        }
    }

    /// First attempts so far, by how they went.
    pub fn tally(&self) -> Tally {
        self.first.values().fold(Tally::default(), |mut t, &s| {
            match s {
                s if s >= 1.0 => t.right += 1,
                s if s > 0.0 => t.partly += 1,
                _ => t.wrong += 1,
            }
            t
        })
    }

    /// The set's score: mean of first attempts over all items.
    pub fn score(&self) -> f32 {
        if self.len == 0 {
            return 0.0;
        }
        self.first.values().sum::<f32>() / self.len as f32
    }

    /// Items whose first attempt was not fully right, in set order.
    pub fn missed(&self) -> Vec<usize> {
        self.first.iter().filter(|(_, s)| **s < 1.0).map(|(i, _)| *i).collect()
    }

    /// A stored session that no longer fits its set (content changed, or a hand-edited file)
    /// is dropped, not trusted: every index it holds must name an item of the set, the queue
    /// must be a first pass over all of them plus at most one retry each, and it must still be
    /// under way (a finished set is recorded and its session removed).
    pub fn fits(&self, len: usize) -> bool {
        self.len == len
            && self.queue.len() <= 2 * len
            && self.queue.iter().take(len).copied().eq(0..len)
            && self.queue.iter().all(|&i| i < len)
            && self.pos < self.queue.len()
            && self.first.keys().all(|&i| i < len)
            && self.first.values().all(|s| s.is_finite() && (0.0..=1.0).contains(s))
    }
}
