//! "What next" for the home page: the set in progress, the reviews due, and the next set of the
//! path the learner is working on.

use crate::content::{Catalog, ExerciseSet};
use crate::practice::Time;

use super::review::queue;
use super::Record;

#[derive(Debug, Clone)]
pub struct Plan<'a> {
    /// The set left halfway most recently, with the learner's place ("item k of n").
    pub resume: Option<(&'a ExerciseSet, usize, usize)>,
    /// Review cards waiting today.
    pub reviews: usize,
    /// The first set not yet finished, in the order the path lists its topics, of the path
    /// (or guide) the learner touched last.
    pub next: Option<&'a ExerciseSet>,
}

/// Sets of a path in study order: topic by topic as the path lists them, then any others.
pub fn study_order<'a>(c: &'a Catalog, track: &'a str) -> Vec<&'a ExerciseSet> {
    let mut sets: Vec<&ExerciseSet> = c.sets_of(track).collect();
    if let Some(p) = c.path(track) {
        let rank = |s: &ExerciseSet| {
            s.topic
                .as_ref()
                .and_then(|t| p.topics.iter().position(|x| &x.id == t))
                .unwrap_or(usize::MAX)
        };
        sets.sort_by_key(|s| rank(s));
    }
    sets
}

pub fn plan<'a>(c: &'a Catalog, r: &Record, now: Time, day: i64) -> Plan<'a> {
    let resume = r
        .sessions
        .values()
        .filter_map(|s| c.set(&s.set_id).filter(|set| s.fits(set.items.len())).map(|set| (set, s)))
        .max_by(|a, b| a.1.started_ms.total_cmp(&b.1.started_ms))
        .map(|(set, s)| {
            let (k, n) = s.progress();
            (set, k, n)
        });
    // The track of the latest activity: a session started or a set finished.
    let latest = r
        .sessions
        .values()
        .map(|s| (s.started_ms, s.set_id.as_str()))
        .chain(
            r.sets.iter().filter(|(_, s)| s.times > 0).map(|(id, s)| (s.last_done_ms, id.as_str())),
        )
        .filter_map(|(at, id)| c.set(id).map(|set| (at, set.path.as_str())))
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, track)| track);
    let next = latest.and_then(|track| {
        study_order(c, track)
            .into_iter()
            .find(|s| !r.is_done(&s.id) && resume.is_none_or(|(now, _, _)| now.id != s.id))
    });
    Plan { resume, reviews: queue(c, r, now, day).len(), next }
}
