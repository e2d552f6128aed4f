//! The glossary's terms, parsed when first read: the glossary, a term page, a role path's
//! spotlight. They are 190 KB of JSON, and most first pages show none of them, or a few by id:
//! each is kept as its own JSON, so that a few are read without the rest, beside its head (id,
//! name, spoken form), which lists of names and a text's glossary links read without parsing.

use std::collections::BTreeMap;
use std::fmt;
use std::ops::Deref;
use std::sync::OnceLock;

use crate::model::Term;

#[derive(Default)]
pub struct Terms {
    list: OnceLock<Vec<Term>>,
    index: OnceLock<BTreeMap<String, usize>>,
    /// The checked terms as the build packed them (none when read from files).
    texts: Vec<Packed>,
    /// Terms read one at a time before the list is: a role path's spotlight, a term page.
    one: Vec<OnceLock<Term>>,
}

/// What lists of terms and a text's links need of a term, without the rest of it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Head<'a> {
    pub id: &'a str,
    pub name: &'a str,
    pub spoken: Option<&'a str>,
}

impl<'a> From<&'a Term> for Head<'a> {
    fn from(t: &'a Term) -> Head<'a> {
        Head { id: &t.id, name: &t.term, spoken: t.spoken.as_deref() }
    }
}

/// A term as the build packs it: its head, beside the JSON of the whole term.
pub struct Packed {
    pub head: Head<'static>,
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
        self.head(id).is_some()
    }

    /// A term's name by id, without parsing it (a role path's vocabulary, related terms).
    pub fn name(&self, id: &str) -> Option<&str> {
        self.head(id).map(|h| h.name)
    }

    fn head(&self, id: &str) -> Option<Head<'_>> {
        if self.texts.is_empty() {
            return self.get_id(id).map(Head::from);
        }
        self.texts.iter().find(|t| t.head.id == id).map(|t| t.head)
    }

    /// Every term's head, in file order, without parsing any (a passage's glossary links, the
    /// spoken forms a listening is voiced with).
    pub fn heads(&self) -> Vec<Head<'_>> {
        if self.texts.is_empty() {
            return self.iter().map(Head::from).collect();
        }
        self.texts.iter().map(|t| t.head).collect()
    }

    /// A term by id (`get`, through the `Vec`, takes a position). Before the whole list is
    /// parsed, only this term is.
    pub fn get_id(&self, id: &str) -> Option<&Term> {
        if self.list.get().is_none() && !self.texts.is_empty() {
            let at = self.texts.iter().position(|t| t.head.id == id)?;
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
        let packed = |id, name, json| Packed { head: Head { id, name, spoken: None }, json };
        let t = Terms::checked(vec![packed("a", "A", A), packed("b", "B", B)]);
        assert!(t.has("b") && !t.has("c") && !t.is_parsed());
        assert_eq!((t.name("a"), t.name("c")), (Some("A"), None));
        assert_eq!(t.heads().iter().map(|h| h.name).collect::<Vec<_>>(), ["A", "B"]);
        assert!(!t.is_parsed(), "names and heads are read without parsing");
        assert_eq!(t.get_id("b").map(|x| x.term.as_str()), Some("B"));
        assert!(t.one[1].get().is_some() && t.one[0].get().is_none() && t.list.get().is_none());
        assert!(t.get_id("c").is_none());
        // The whole list, once read, answers as before.
        assert_eq!(t.iter().map(|x| x.id.as_str()).collect::<Vec<_>>(), ["a", "b"]);
        assert_eq!(t.get_id("a").map(|x| x.term.as_str()), Some("A"));
        assert_eq!(t.name("b"), Some("B"));
        assert_eq!(t.count(), 2);
        // Terms read from files answer the same from the list.
        let parsed = Terms::from(t.iter().cloned().collect::<Vec<_>>());
        assert_eq!(parsed.heads(), t.heads());
        assert!(parsed.has("a") && !parsed.has("c"));
    }
}
