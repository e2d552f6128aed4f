#![cfg(not(target_arch = "wasm32"))]
//! Today's review queue and the way cards are asked.

use shoptalk::content;
use shoptalk::practice::schedule::{Card, Rating};
use shoptalk::practice::Time;
use shoptalk::progress::review::{ask_term, day_of, queue, Ask, DAY_MS};
use shoptalk::progress::CardKey;
use shoptalk::progress::Record;

const NOW: Time = Time::from_ms(1_790_000_000_000.0);

#[test]
fn local_day_turns_over_at_local_midnight() {
    let midnight_utc = Time::from_ms((NOW.ms() / DAY_MS).floor() * DAY_MS);
    assert_eq!(day_of(midnight_utc - 1.0, 0.0) + 1, day_of(midnight_utc, 0.0));
    // At 23:30 UTC it is already tomorrow in UTC+1.
    assert_eq!(day_of(midnight_utc - 30.0 * 60_000.0, 60.0), day_of(midnight_utc, 0.0));
}

#[test]
fn a_fresh_learner_gets_the_daily_allowance_of_new_terms() {
    let c = content::catalog();
    let r = Record::new();
    let q = queue(c, &r, NOW, day_of(NOW, 0.0));
    assert_eq!(q.len(), 10);
    assert!(q.iter().all(|k| matches!(k, CardKey::Term(_))));
    // Spotlight terms come before the rest when nothing was practised yet.
    assert_eq!(q[0], CardKey::Term(c.paths[0].spotlight[0].to_string()));
}

#[test]
fn home_offers_review_only_once_something_was_learnt() {
    use shoptalk::progress::plan::plan;
    let c = content::catalog();
    let mut r = Record::new();
    let day = day_of(NOW, 0.0);
    // A first visit: new terms wait in the queue, but home offers the path's first step instead.
    assert_eq!(plan(c, &r, NOW, day).reviews, 0);
    r.finish_set(&c.sets[0].id, 1.0, NOW - 1000.0);
    assert_eq!(plan(c, &r, NOW, day).reviews, queue(c, &r, NOW, day).len());
    assert!(plan(c, &r, NOW, day).reviews > 0);
}

#[test]
fn due_cards_come_first_and_new_terms_respect_what_was_introduced_today() {
    let c = content::catalog();
    let mut r = Record::new();
    let day = day_of(NOW, 0.0);
    let t = &c.terms[5];
    let card = Card::new(NOW - 10.0 * DAY_MS).review(Rating::Good, NOW - 10.0 * DAY_MS);
    r.record_review(&CardKey::Term(t.id.to_string()), card, true, day - 10);
    r.new_days.insert(day, 8);
    let q = queue(c, &r, NOW, day);
    assert_eq!(q[0], CardKey::Term(t.id.to_string()), "the overdue card first");
    assert_eq!(q.len(), 1 + 2, "two new terms left of today's ten");
    // A card answered today and not yet due stays out.
    let mut later = r.clone();
    later.record_review(
        &CardKey::Term(t.id.to_string()),
        Card::new(NOW).review(Rating::Easy, NOW),
        false,
        day,
    );
    assert!(!queue(c, &later, NOW, day).contains(&CardKey::Term(t.id.to_string())));
}

#[test]
fn cards_for_removed_content_are_skipped() {
    let c = content::catalog();
    let mut r = Record::new();
    r.settings.new_per_day = 0;
    r.record_review(
        &CardKey::Term("no-longer-exists".into()),
        Card::new(Time::EPOCH).review(Rating::Again, Time::EPOCH),
        true,
        0,
    );
    assert!(queue(c, &r, NOW, day_of(NOW, 0.0)).is_empty());
}

#[test]
fn term_cards_alternate_direction_with_honest_choices() {
    let c = content::catalog();
    let t = c.term("kv-cache").unwrap();
    match ask_term(c, t, 0) {
        Ask::Definition { options, answer } => {
            assert_eq!(options.len(), 4);
            assert_eq!(options[answer], t.definition);
            assert_eq!(options.iter().filter(|o| **o == t.definition).count(), 1);
        }
        Ask::Term => panic!("even reviews ask for the definition"),
    }
    assert!(matches!(ask_term(c, t, 1), Ask::Term));
}

#[test]
fn home_suggests_the_set_in_progress_then_the_next_set_of_the_path() {
    use shoptalk::progress::plan::{plan, study_order, Step};
    let c = content::catalog();
    let fresh = plan(c, &Record::new(), NOW, 0);
    assert!(
        fresh.resume.is_none() && fresh.next.is_none(),
        "a new learner is asked to choose a path"
    );

    let path = &c.paths[0];
    let order = study_order(c, &path.id);
    let set = |i: usize| match order[i] {
        Step::Set(s) => s,
        Step::Check(_) => panic!("step {i} of {} is a check", path.id),
    };
    let mut r = Record::new();
    r.finish_set(&order[0].id(), 1.0, NOW - 1000.0);
    let p = plan(c, &r, NOW, 0);
    assert_eq!(p.next.map(|s| s.id()), Some(order[1].id()), "the next step in the path's order");

    let mut s = r.session_for(set(2), NOW);
    r.answer_item(set(2), &mut s, &shoptalk::practice::Answer::Pick(0), NOW);
    r.advance(&mut s, NOW);
    let p = plan(c, &r, NOW, 0);
    let at = |place| match place {
        shoptalk::practice::Place::First { at, .. } => at,
        shoptalk::practice::Place::Retry { .. } => 0,
    };
    assert_eq!(
        p.resume.map(|(set, place)| (set.id.as_str(), at(place))),
        Some((order[2].id().as_str(), 2))
    );
    assert_eq!(p.next.map(|s| s.id()), Some(order[1].id()));

    // Once a topic's sets are done, its check comes next.
    let first = c.topics().find(|t| t.path == path.id).unwrap();
    let mut r = Record::new();
    for step in &order {
        match step {
            Step::Set(s) if s.topic.as_deref() == Some(&first.topic) => {
                r.finish_set(&s.id, 1.0, NOW - 1000.0)
            }
            _ => {}
        }
    }
    let p = plan(c, &r, NOW, 0);
    assert_eq!(p.next.map(|s| s.id()), Some(first.check_id()));
    assert!(c.has_check(first));
}

#[test]
fn a_missed_language_point_comes_back_as_the_point_with_another_item_each_time() {
    use shoptalk::practice::{Answer, SetSession};
    use shoptalk::progress::review::{subject, Subject};
    let c = content::catalog();
    let page = c.language.iter().find(|l| l.practice.is_some()).expect("a page with its set");
    let set = c.set(page.practice.as_deref().unwrap()).unwrap();
    assert_eq!(set.language.as_deref(), Some(page.id.as_str()));
    let mut r = Record::new();
    let mut session = SetSession::new(&set.id, set.items.len(), NOW);
    // An answer of the wrong shape is a miss for every kind.
    r.answer_item(set, &mut session, &Answer::Replies(vec![]), NOW).expect("answered");
    let key = CardKey::Language(page.id.to_string());
    assert!(r.cards.contains_key(&key), "{:?}", r.cards.keys().collect::<Vec<_>>());
    assert!(!r.cards.contains_key(&CardKey::Item(set.items[0].id.clone())));
    // Each review asks an item of the page's set, never a sentence of one's own, and not the
    // same item twice in a row.
    let asked: Vec<&str> = (0..6)
        .map(|reps| match subject(c, &key, reps) {
            Some(Subject::Language(p, s, i)) => {
                assert_eq!((p.id.as_str(), s.id.as_str()), (page.id.as_str(), set.id.as_str()));
                assert_ne!(i.phase, Some(shoptalk::content::Phase::Freer));
                i.id.as_str()
            }
            _ => panic!("a language card names its page"),
        })
        .collect();
    assert!(asked.windows(2).all(|w| w[0] != w[1]), "{asked:?}");
    // The key survives a round trip through its stored form.
    assert_eq!(key.to_string().parse::<CardKey>(), Ok(key));
}
