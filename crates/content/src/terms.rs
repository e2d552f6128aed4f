//! The glossary's terms, parsed when first read: the glossary, a term page, a passage's links.
//! They are 190 KB of JSON, and most first pages show none of them.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;
use std::ops::Deref;
use std::sync::OnceLock;

use crate::model::Term;

#[derive(Default)]
pub struct Terms {
    list: OnceLock<Vec<Term>>,
    index: OnceLock<BTreeMap<String, usize>>,
    /// Their ids, read from the text when first asked for before the terms are parsed.
    ids: OnceLock<BTreeSet<&'static str>>,
    /// The checked terms, as one JSON list, while not parsed yet.
    text: &'static str,
    /// How many terms they hold (once parsed, the list says).
    count: usize,
}

impl Terms {
    /// A JSON list of `count` terms that the build has already validated.
    pub fn checked(text: &'static str, count: usize) -> Terms {
        Terms { text, count, ..Terms::default() }
    }

    /// How many there are, without parsing them.
    pub fn count(&self) -> usize {
        self.list.get().map_or(self.count, Vec::len)
    }

    /// Whether a term of this id is here, without parsing them (a learner's record is fitted
    /// so at start-up).
    pub fn has(&self, id: &str) -> bool {
        match self.list.get() {
            Some(_) => self.get_id(id).is_some(),
            None => {
                self.ids.get_or_init(|| crate::model::json_ids(self.text).collect()).contains(id)
            }
        }
    }

    /// A term by id (`get`, through the `Vec`, takes a position).
    pub fn get_id(&self, id: &str) -> Option<&Term> {
        let index = self
            .index
            .get_or_init(|| self.iter().enumerate().map(|(i, t)| (t.id.clone(), i)).collect());
        index.get(id).map(|&i| &self[i])
    }

    /// Whether they have been read (for tests of what start-up leaves alone).
    pub fn is_parsed(&self) -> bool {
        self.list.get().is_some()
    }
}

impl From<Vec<Term>> for Terms {
    fn from(list: Vec<Term>) -> Terms {
        Terms { list: OnceLock::from(list), ..Terms::default() }
    }
}

impl Deref for Terms {
    type Target = Vec<Term>;

    fn deref(&self) -> &Vec<Term> {
        self.list.get_or_init(|| {
            if self.text.is_empty() {
                return Vec::new();
            }
            serde_json::from_str(self.text).expect("checked at build time")
        })
    }
}

impl fmt::Debug for Terms {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        (**self).fmt(f)
    }
}

impl<'a> IntoIterator for &'a Terms {
    type Item = &'a Term;
    type IntoIter = std::slice::Iter<'a, Term>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}
