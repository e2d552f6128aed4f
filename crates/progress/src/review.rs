//! Today's review: which cards are due, which new terms join, how each card is asked and
//! checked. Rating a card (what changes the record) is `Record::rate_card`.

use shoptalk_content::order::sort_by;
use shoptalk_content::{Catalog, ExerciseSet, Item, LanguagePage, Phase, Term};
use shoptalk_practice::grade::grade_text;
use shoptalk_practice::schedule::Card;
use shoptalk_practice::shuffle::permutation;
use shoptalk_practice::{grade, Answer, Outcome, Time};

use super::keys::CardKey;
use super::Record;

pub const DAY_MS: f64 = 86_400_000.0;

/// The learner's local day number, from a time and the time zone's offset from UTC in minutes
/// (east positive), so "today" turns over at local midnight.
pub fn day_of(now: Time, utc_offset_min: f64) -> i64 {
    ((now.ms() + utc_offset_min * 60_000.0) / DAY_MS).floor() as i64
}

/// What a card key points at.
pub enum Subject<'a> {
    Term(&'a Term),
    /// An item, with the set it comes from (whose text or audio it may need).
    Item(&'a ExerciseSet, &'a Item),
    /// A language point, asked this time with one item of its page's practice set.
    Language(&'a LanguagePage, &'a ExerciseSet, &'a Item),
}

/// What a card asks when it has been answered `reps` times (a language card asks another
/// item each time).
pub fn subject<'a>(c: &'a Catalog, key: &CardKey, reps: u32) -> Option<Subject<'a>> {
    match key {
        CardKey::Term(id) => c.term(id).map(Subject::Term),
        CardKey::Item(id) => c.item(id).map(|(s, i)| Subject::Item(s, i)),
        CardKey::Language(id) => {
            language_item(c, id, reps).map(|(p, s, i)| Subject::Language(p, s, i))
        }
    }
}

/// The item a language card asks after `reps` answers: the page's practice items in a fixed
/// shuffled order, leaving out sentences of the learner's own (a review is a quick check).
pub fn language_item<'a>(
    c: &'a Catalog,
    page: &str,
    reps: u32,
) -> Option<(&'a LanguagePage, &'a ExerciseSet, &'a Item)> {
    let l = c.language_page(page)?;
    let set = c.set(l.practice.as_deref()?)?;
    let quick: Vec<&Item> = set.items.iter().filter(|i| i.phase != Some(Phase::Freer)).collect();
    let order = permutation(page, quick.len(), false);
    let at = *order.get(reps as usize % quick.len().max(1))?;
    Some((l, set, quick[at]))
}

/// Due cards (most overdue first), then new terms up to today's allowance.
/// Cards whose content no longer exists are skipped, not shown broken.
pub fn queue(c: &Catalog, r: &Record, now: Time, day: i64) -> Vec<CardKey> {
    let mut due: Vec<(&CardKey, &Card)> = r
        .cards
        .iter()
        .filter(|(k, card)| card.is_due(now) && card.reps > 0 && subject(c, k, card.reps).is_some())
        .collect();
    sort_by(&mut due, |a, b| a.1.due_ms.total_cmp(&b.1.due_ms));
    let mut out: Vec<CardKey> = due.into_iter().map(|(k, _)| k.clone()).collect();
    let allowance =
        r.settings.new_per_day.saturating_sub(r.new_days.get(&day).copied().unwrap_or(0)) as usize;
    out.extend(new_terms(c, r).take(allowance).map(|t| CardKey::Term(t.id.clone())));
    out
}

/// Terms not yet reviewed, in the order a learner meets them: terms of items they answered,
/// then spotlight terms, then the rest of the glossary. Lazy: callers take a day's allowance.
pub fn new_terms<'a>(c: &'a Catalog, r: &'a Record) -> impl Iterator<Item = &'a Term> + 'a {
    let unseen =
        |id: &str| r.cards.get(&CardKey::Term(id.to_string())).is_none_or(|card| card.reps == 0);
    let mut seen = std::collections::BTreeSet::new();
    // Only the answered items' sets are parsed.
    let practised = r.items.keys().filter_map(|id| c.item(id)).flat_map(|(_, i)| &i.terms);
    let spotlight = c.paths.iter().flat_map(|p| &p.spotlight).map(|t| t.as_str());
    let all = c.terms.iter().map(|t| &t.id);
    practised
        .map(String::as_str)
        .chain(spotlight)
        .chain(all.map(String::as_str))
        .filter(move |id| unseen(id) && seen.insert(*id))
        .filter_map(|id| c.term(id))
}

/// How a term card is asked this time.
pub enum Ask {
    /// Choose the definition of the term; `answer` indexes `options`.
    Definition { options: Vec<String>, answer: usize },
    /// Type the term that the definition describes.
    Term,
}

/// Alternates direction with each review; distractors come from the same category where it
/// has enough terms, so the choice is not given away by topic.
pub fn ask_term(c: &Catalog, t: &Term, reps: u32) -> Ask {
    if reps % 2 == 1 {
        return Ask::Term;
    }
    let same: Vec<&Term> =
        c.terms.iter().filter(|o| o.id != t.id && o.category == t.category).collect();
    let pool: Vec<&Term> =
        if same.len() >= 3 { same } else { c.terms.iter().filter(|o| o.id != t.id).collect() };
    let pick = permutation(&format!("{}-{reps}", t.id), pool.len(), false);
    let mut options: Vec<String> =
        pick.iter().take(3).map(|&i| pool[i].definition.clone()).collect();
    let answer = permutation(&t.id, options.len() + 1, false)[0];
    options.insert(answer, t.definition.clone());
    Ask::Definition { options, answer }
}

/// Checks an answer to a card; the record is not changed (the learner rates the card next).
/// `reps` is how often the card was answered, which decides how a term was asked.
pub fn check(c: &Catalog, key: &CardKey, reps: u32, answer: &Answer) -> Option<Outcome> {
    match (subject(c, key, reps)?, answer) {
        (Subject::Item(_, item) | Subject::Language(_, _, item), a) => Some(grade(item, a)),
        (Subject::Term(t), Answer::Text(text)) => {
            Some(grade_text(text, &t.term, &[t.id.replace('-', " ")]))
        }
        (Subject::Term(t), Answer::Pick(i)) => Some(Outcome::whole(
            matches!(ask_term(c, t, reps), Ask::Definition { answer, .. } if answer == *i),
        )),
        // A term is asked by definition (a pick) or by name (text), never another way.
        (Subject::Term(_), _) => None,
    }
}
