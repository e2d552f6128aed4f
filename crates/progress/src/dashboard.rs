//! Figures for the progress dashboard, computed from the record and the catalog.

use std::collections::BTreeMap;

use shoptalk_content::order::sort_by;
use shoptalk_content::{Catalog, Skill, KINDS};

use super::keys::CardKey;
use super::review::day_of;

/// Right answers out of all answers.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Tally {
    pub seen: u32,
    pub correct: u32,
}

impl Tally {
    pub fn percent(&self) -> Option<u32> {
        (self.seen > 0).then(|| (100.0 * self.correct as f64 / self.seen as f64).round() as u32)
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct Dashboard {
    pub by_skill: Vec<(Skill, Tally)>,
    pub by_kind: Vec<(&'static str, Tally)>,
    /// Reviews per day, oldest first, ending today.
    pub reviews: Vec<u32>,
    /// Terms forgotten most (lapses), then least stable: (term id, lapses).
    pub weakest: Vec<(String, u32)>,
    pub sets_this_week: u32,
    /// Days in a row, up to today or yesterday, with a set finished or a review done.
    pub streak: u32,
}

/// Monday of the week `day` falls in (day 0, 1 January 1970, was a Thursday).
pub fn week_start(day: i64) -> i64 {
    day - (day + 3).rem_euclid(7)
}

pub fn dashboard(
    c: &Catalog,
    r: &super::Record,
    today: i64,
    utc_offset_min: f64,
    days: usize,
) -> Dashboard {
    // Keyed by what the item says, so a skill or kind missing from the lists above still counts.
    let mut skill: BTreeMap<Skill, Tally> =
        Skill::ALL.iter().map(|s| (*s, Tally::default())).collect();
    let mut kind: BTreeMap<&'static str, Tally> =
        KINDS.iter().map(|k| (*k, Tally::default())).collect();
    for item in c.sets.iter().flat_map(|s| &s.items) {
        if let Some(rec) = r.items.get(&item.id) {
            for t in
                [skill.entry(item.skill).or_default(), kind.entry(item.body.kind()).or_default()]
            {
                t.seen = t.seen.saturating_add(rec.seen);
                t.correct = t.correct.saturating_add(rec.correct);
            }
        }
    }
    let reviews = (0..days as i64)
        .rev()
        .map(|back| r.review_days.get(&(today - back)).copied().unwrap_or(0))
        .collect();
    let mut weak: Vec<(&String, &shoptalk_practice::schedule::Card)> = c
        .terms
        .iter()
        .map(|t| &t.id)
        .filter_map(|id| r.cards.get(&CardKey::Term(id.clone())).map(|card| (id, card)))
        .filter(|(_, card)| card.lapses > 0)
        .collect();
    sort_by(&mut weak, |a, b| {
        b.1.lapses.cmp(&a.1.lapses).then(a.1.stability.total_cmp(&b.1.stability))
    });
    let finished_days: Vec<i64> = r
        .sets
        .values()
        .filter(|s| s.times > 0)
        .map(|s| day_of(s.last_done_ms, utc_offset_min))
        .collect();
    let start = week_start(today);
    let active =
        |d: i64| r.review_days.get(&d).is_some_and(|n| *n > 0) || finished_days.contains(&d);
    let mut streak = 0;
    let mut d = if active(today) { today } else { today - 1 };
    while active(d) {
        streak += 1;
        d -= 1;
    }
    Dashboard {
        by_skill: skill.into_iter().collect(),
        by_kind: kind.into_iter().collect(),
        reviews,
        weakest: weak.into_iter().take(8).map(|(id, card)| (id.clone(), card.lapses)).collect(),
        sets_this_week: finished_days.iter().filter(|d| **d >= start && **d <= today).count()
            as u32,
        streak,
    }
}
