//! Glossary filtering: what the search box, category and path filters show.

use super::{Catalog, Term};

/// Lower-case text a term is found by: its name, definition, collocations and spoken form.
pub fn haystack(t: &Term) -> String {
    let mut s = format!("{} {} {}", t.term, t.definition, t.collocations.join(" "));
    if let Some(sp) = &t.spoken {
        s.push(' ');
        s.push_str(sp);
    }
    s.to_lowercase()
}

/// A prepared index: one lower-case string per term, built once.
pub struct GlossaryIndex {
    texts: Vec<String>,
    names: Vec<String>,
}

impl GlossaryIndex {
    pub fn new(c: &Catalog) -> Self {
        GlossaryIndex { texts: c.terms.iter().map(haystack).collect(), names: c.terms.iter().map(|t| t.term.to_lowercase()).collect() }
    }

    /// Terms matching every word of `query`, in `category` (if any) and on `path` (if any),
    /// as indices in file order: those whose name matches, and the rest.
    pub fn filter(&self, c: &Catalog, query: &str, category: Option<&str>, path: Option<&str>) -> Matches {
        let q = query.to_lowercase();
        let words: Vec<&str> = q.split_whitespace().collect();
        let in_path = |t: &Term| path.is_none_or(|p| c.paths_of_term(&t.id).any(|x| x.id == p));
        let mut m = Matches::default();
        for (i, t) in c.terms.iter().enumerate() {
            if category.is_some_and(|cat| cat != t.category) || !words.iter().all(|w| self.texts[i].contains(w)) || !in_path(t) {
                continue;
            }
            // With no words nothing is a name match, and the list keeps file order.
            if !words.is_empty() && words.iter().all(|w| self.names[i].contains(w)) {
                m.by_name.push(i);
            } else {
                m.by_text.push(i);
            }
        }
        m
    }
}

/// What a glossary search found.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct Matches {
    pub by_name: Vec<usize>,
    pub by_text: Vec<usize>,
}

impl Matches {
    pub fn len(&self) -> usize {
        self.by_name.len() + self.by_text.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Name matches first, then the rest, each in file order.
    pub fn ordered(&self) -> Vec<usize> {
        self.by_name.iter().chain(&self.by_text).copied().collect()
    }
}
