#![cfg(not(target_arch = "wasm32"))]
//! Dashboard figures: accuracy, reviews per day, weakest terms, weekly goal, streak.

use shoptalk::content::{self, Skill};
use shoptalk::practice::schedule::{Card, Rating};
use shoptalk::practice::Time;
use shoptalk::progress::dashboard::{dashboard, week_start};
use shoptalk::progress::review::DAY_MS;
use shoptalk::progress::CardKey;
use shoptalk::progress::Record;

#[test]
fn weeks_start_on_monday() {
    // 1970-01-05 (day 4) was a Monday.
    assert_eq!(week_start(4), 4);
    assert_eq!(week_start(10), 4);
    assert_eq!(week_start(11), 11);
    assert_eq!(week_start(3), -3);
}

#[test]
fn accuracy_reviews_weakest_goal_and_streak() {
    let c = content::catalog();
    let set = c.set("fsdp-basics").unwrap();
    let today = 20_000;
    let now = Time::from_ms(today as f64 * DAY_MS + 1000.0);
    let mut r = Record::new();
    for item in &set.items {
        r.count_answer(&item.id, true, now);
    }
    r.count_answer(&set.items[0].id, false, now);
    r.finish_set("fsdp-basics", 1.0, now);
    r.finish_set("code-review-collocations", 1.0, now - 20.0 * DAY_MS);
    // Easy graduates a new card at once; Again in review is a lapse.
    let weak = Card::new(now - 9.0 * DAY_MS)
        .review(Rating::Easy, now - 9.0 * DAY_MS)
        .review(Rating::Again, now);
    r.record_review(&CardKey::Term("kv-cache".into()), weak, true, today - 1);
    r.record_review(
        &CardKey::Term("fsdp".into()),
        Card::new(now).review(Rating::Good, now),
        true,
        today - 2,
    );
    let d = dashboard(c, &r, today, 0.0, 56);
    let skill = |s: Skill| d.by_skill.iter().find(|(k, _)| *k == s).unwrap().1;
    let first = set.items[0].skill;
    assert!(skill(first).seen > skill(first).correct);
    assert_eq!(d.by_kind.iter().map(|(_, t)| t.seen).sum::<u32>(), set.items.len() as u32 + 1);
    assert_eq!(d.reviews.len(), 56);
    assert_eq!(d.reviews[55], 0);
    assert_eq!(d.reviews[54], 1);
    assert_eq!(d.weakest, vec![("kv-cache".to_string(), 1)]);
    assert_eq!(d.sets_this_week, 1);
    assert_eq!(d.streak, 3, "today (a set), yesterday and the day before (reviews)");
}
