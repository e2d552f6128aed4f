//! What start-up does for a returning learner, natively: fit a record to the embedded course.
//! The record has a review card for every item of twenty sets and for a hundred terms, as after
//! some weeks of study. Run it under callgrind twice, with `FIT=0` the second time (everything
//! but the fitting), and the difference is what fitting costs.

use shoptalk::content::embedded_catalog;
use shoptalk::progress::{CardKey, Record};

fn main() {
    // The ids, from a catalog of their own.
    let full = embedded_catalog();
    let mut record = Record::default();
    for s in full.sets.iter().take(20) {
        for i in s.items.iter() {
            record.cards.insert(CardKey::Item(i.id.clone()), Default::default());
        }
    }
    for t in full.terms.iter().take(100) {
        record.cards.insert(CardKey::Term(t.id.clone()), Default::default());
    }
    let cards = record.cards.len();
    let c = embedded_catalog();
    if std::env::var_os("FIT").is_none_or(|v| v != "0") {
        record.fit_to(&c);
    }
    println!("{} of {cards} cards fit", record.cards.len());
    std::mem::forget((c, full, record));
}
