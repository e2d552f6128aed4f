//! "What next" for the home page: the set in progress, the reviews due, and the next set of the
//! path the learner is working on.

use shoptalk_content::{Catalog, ExerciseSet, Strand, TopicRef, CHECK_ITEMS};
use shoptalk_practice::{Place, Time};

use super::review::queue;
use super::Record;

#[derive(Debug, Clone)]
pub struct Plan<'a> {
    /// The set left halfway most recently, with the learner's place in it.
    pub resume: Option<(&'a ExerciseSet, Place)>,
    /// Review cards waiting today.
    pub reviews: usize,
    /// The first step not yet done, in study order, of the path (or guide) the learner
    /// touched last.
    pub next: Option<Step<'a>>,
}

/// One step of a path's study order: a set, or a topic's check.
#[derive(Debug, Clone, Copy)]
pub enum Step<'a> {
    Set(&'a ExerciseSet),
    /// Named by its topic, so that planning does not draw the check's items.
    Check(&'a TopicRef),
}

impl Step<'_> {
    /// The set id the record keeps the step's result under.
    pub fn id(&self) -> String {
        match self {
            Step::Set(s) => s.id.to_string(),
            Step::Check(t) => t.check_id(),
        }
    }

    pub fn title(&self, c: &Catalog) -> String {
        match self {
            Step::Set(s) => s.title.to_string(),
            Step::Check(t) => {
                format!("Topic check: {}", c.topic(t).map_or(t.topic.as_str(), |x| &x.title))
            }
        }
    }

    pub fn minutes(&self) -> u32 {
        match self {
            Step::Set(s) => s.minutes,
            Step::Check(_) => CHECK_ITEMS as u32,
        }
    }
}

/// A path in study order: topic by topic as the path lists them, each read and listened to,
/// then practised, then checked; then any sets outside a topic. The guide in file order.
pub fn study_order<'a>(c: &'a Catalog, track: &'a str) -> Vec<Step<'a>> {
    let mut steps = Vec::new();
    for t in c.topics().filter(|t| t.path == track) {
        for strand in [Strand::Reading, Strand::Listening, Strand::Practice] {
            steps.extend(c.topic_sets(t, strand).map(Step::Set));
        }
        if c.has_check(t) {
            steps.push(Step::Check(t));
        }
    }
    steps.extend(
        c.sets_of(track).filter(|s| c.path(track).is_none() || s.topic.is_none()).map(Step::Set),
    );
    steps
}

/// The path (or guide) of the learner's latest activity: a session started or a set finished.
pub fn latest_track<'a>(c: &'a Catalog, r: &Record) -> Option<&'a str> {
    r.sessions
        .values()
        .map(|s| (s.started_ms, s.set_id.as_str()))
        .chain(
            r.sets.iter().filter(|(_, s)| s.times > 0).map(|(id, s)| (s.last_done_ms, id.as_str())),
        )
        .filter_map(|(at, id)| c.set(id).map(|set| (at, set.path.as_str())))
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, track)| track)
}

pub fn plan<'a>(c: &'a Catalog, r: &Record, now: Time, day: i64) -> Plan<'a> {
    let resume = r
        .sessions
        .values()
        .filter_map(|s| c.set(&s.set_id).filter(|set| s.fits(set.items.len())).map(|set| (set, s)))
        .max_by(|a, b| a.1.started_ms.total_cmp(&b.1.started_ms))
        .map(|(set, s)| (set, s.place()));
    let latest = latest_track(c, r);
    let next = latest.and_then(|track| {
        study_order(c, track).into_iter().find(|s| {
            let id = s.id();
            !r.is_done(&id) && resume.is_none_or(|(now, _)| now.id != id)
        })
    });
    // Review is offered once there is something learnt to review, not on a first visit.
    let learnt = !r.sets.is_empty() || !r.cards.is_empty();
    let reviews = if learnt { queue(c, r, now, day).len() } else { 0 };
    Plan { resume, reviews, next }
}
