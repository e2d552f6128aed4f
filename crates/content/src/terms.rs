//! The glossary's terms, parsed when first read: the glossary, a term page, a passage's links.
//! They are 190 KB of JSON, and most first pages show none of them, or a few by id: each is kept
//! as its own JSON, so that a few are read without the rest.

use std::collections::BTreeMap;
use std::fmt;
use std::ops::Deref;
use std::sync::OnceLock;

use crate::model::Term;

#[derive(Default)]
pub struct Terms {
    list: OnceLock<Vec<Term>>,
    index: OnceLock<BTreeMap<String, usize>>,
    /// The checked terms, while the list is not parsed.
    texts: Vec<Packed>,
    /// Terms read one at a time before the list is: a role path's spotlight, a passage's links.
    one: Vec<OnceLock<Term>>,
}

/// A term as the build packs it: what lists of names need, beside the JSON of the rest.
pub struct Packed {
    pub id: &'static str,
    pub name: &'static str,
    pub json: &'static str,
}

impl Terms {
    /// Terms that the build has already validated.
    pub fn checked(texts: Vec<Packed>) -> Terms {
        let one = texts.iter().map(|_| OnceLock::new()).collect();
        Terms { texts, one, ..Terms::default() }
    }

    /// How many there are, without parsing them.
    pub fn count(&self) -> usize {
        self.list.get().map_or(self.texts.len(), Vec::len)
    }

    /// Whether a term of this id is here, without parsing it (a learner's record is fitted so
    /// at start-up).
    pub fn has(&self, id: &str) -> bool {
        match self.list.get() {
            Some(_) => self.get_id(id).is_some(),
            None => self.texts.iter().any(|t| t.id == id),
        }
    }

    /// A term's name by id, without parsing it (a role path's vocabulary, related terms).
    pub fn name(&self, id: &str) -> Option<&str> {
        match self.list.get() {
            Some(_) => self.get_id(id).map(|t| t.term.as_str()),
            None => self.texts.iter().find(|t| t.id == id).map(|t| t.name),
        }
    }

    /// A term by id (`get`, through the `Vec`, takes a position). Before the whole list is
    /// parsed, only this term is.
    pub fn get_id(&self, id: &str) -> Option<&Term> {
        if self.list.get().is_none() && !self.texts.is_empty() {
            let at = self.texts.iter().position(|t| t.id == id)?;
            return Some(self.one[at].get_or_init(|| parse(self.texts[at].json)));
        }
        let index = self
            .index
            .get_or_init(|| self.iter().enumerate().map(|(i, t)| (t.id.clone(), i)).collect());
        index.get(id).map(|&i| &self[i])
    }

    /// Whether any has been read (for tests of what start-up leaves alone).
    pub fn is_parsed(&self) -> bool {
        self.list.get().is_some() || self.one.iter().any(|t| t.get().is_some())
    }
}

fn parse(text: &str) -> Term {
    serde_json::from_str(text).expect("checked at build time")
}

impl From<Vec<Term>> for Terms {
    fn from(list: Vec<Term>) -> Terms {
        Terms { list: OnceLock::from(list), ..Terms::default() }
    }
}

impl Deref for Terms {
    type Target = Vec<Term>;

    fn deref(&self) -> &Vec<Term> {
        self.list.get_or_init(|| self.texts.iter().map(|t| parse(t.json)).collect())
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

#[cfg(test)]
mod tests {
    use super::*;

    const A: &str = r#"{"id":"a","term":"A","pos":"noun","category":"c","definition":"d","example":"e","pronunciation":"AY"}"#;
    const B: &str = r#"{"id":"b","term":"B","pos":"noun","category":"c","definition":"d","example":"e","pronunciation":"BEE"}"#;

    #[test]
    fn a_term_read_by_id_leaves_the_others_unread() {
        let packed = |id, name, json| Packed { id, name, json };
        let t = Terms::checked(vec![packed("a", "A", A), packed("b", "B", B)]);
        assert!(t.has("b") && !t.has("c") && !t.is_parsed());
        assert_eq!((t.name("a"), t.name("c")), (Some("A"), None));
        assert!(!t.is_parsed(), "a name is read without parsing");
        assert_eq!(t.get_id("b").map(|x| x.term.as_str()), Some("B"));
        assert!(t.one[1].get().is_some() && t.one[0].get().is_none() && t.list.get().is_none());
        assert!(t.get_id("c").is_none());
        // The whole list, once read, answers as before.
        assert_eq!(t.iter().map(|x| x.id.as_str()).collect::<Vec<_>>(), ["a", "b"]);
        assert_eq!(t.get_id("a").map(|x| x.term.as_str()), Some("A"));
        assert_eq!(t.name("b"), Some("B"));
        assert_eq!(t.count(), 2);
    }
}
