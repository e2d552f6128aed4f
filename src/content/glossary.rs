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

    /// Indices of terms matching every word of `query`, in `category` (if any) and on `path`
    /// (if any). Terms whose name matches come first, then the rest, each in file order.
    pub fn filter(&self, c: &Catalog, query: &str, category: Option<&str>, path: Option<&str>) -> Vec<usize> {
        let q = query.to_lowercase();
        let words: Vec<&str> = q.split_whitespace().collect();
        let in_path = |t: &Term| path.is_none_or(|p| c.paths_of_term(&t.id).any(|x| x.id == p));
        let mut by_name = Vec::new();
        let mut by_text = Vec::new();
        for (i, t) in c.terms.iter().enumerate() {
            if category.is_some_and(|cat| cat != t.category) || !words.iter().all(|w| self.texts[i].contains(w)) || !in_path(t) {
                continue;
            }
            if words.iter().all(|w| self.names[i].contains(w)) {
                by_name.push(i);
            } else {
                by_text.push(i);
            }
        }
        by_name.extend(by_text);
        by_name
    }
}
