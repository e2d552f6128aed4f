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
        GlossaryIndex {
            texts: c.terms.iter().map(haystack).collect(),
            names: c.terms.iter().map(|t| t.term.to_lowercase()).collect(),
        }
    }

    /// Terms matching every word of `query`, in `category` (if any) and on `path` (if any),
    /// as indices in file order: those whose name matches, and the rest.
    pub fn filter(
        &self,
        c: &Catalog,
        query: &str,
        category: Option<&str>,
        path: Option<&str>,
    ) -> Matches {
        let q = query.to_lowercase();
        let words: Vec<&str> = q.split_whitespace().collect();
        let in_path = |t: &Term| path.is_none_or(|p| c.paths_of_term(&t.id).any(|x| x.id == p));
        let mut m = Matches::default();
        for (i, t) in c.terms.iter().enumerate() {
            if category.is_some_and(|cat| cat != t.category)
                || !words.iter().all(|w| self.texts[i].contains(w))
                || !in_path(t)
            {
                continue;
            }
            // With no words nothing is a name match, and the list keeps file order.
            if !words.is_empty() && words.iter().all(|w| self.names[i].contains(w)) {
                m.by_name.push(i);
            } else {
                m.by_text.push(i);
            }
        }
        // The term named exactly, then names that start with the query ("FSDP" before "FSDP2"
        // and "HSDP"); file order within each.
        let q = words.join(" ");
        m.by_name.sort_by_key(|&i| {
            let name = &self.names[i];
            if *name == q {
                0
            } else if name.starts_with(&q) {
                1
            } else {
                2
            }
        });
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

/// Terms as a tab-separated file Anki imports as it is (File > Import): the header lines name
/// the separator, say the fields hold HTML, and mark the third column as tags. Front: the term;
/// back: definition, example in italics and the respelling; tags: the term's category and
/// paths. Text is HTML-escaped, and tabs or line breaks inside a field become spaces.
pub fn anki_tsv<'a>(c: &Catalog, terms: impl IntoIterator<Item = &'a Term>) -> String {
    fn field(s: &str) -> String {
        s.replace(['\t', '\n', '\r'], " ")
            .replace('&', "&amp;")
            .replace('<', "&lt;")
            .replace('>', "&gt;")
    }
    let mut out = String::from("#separator:tab\n#html:true\n#tags column:3\n");
    for t in terms {
        let back = format!(
            "{}<br><br><i>{}</i><br><br>Say it: {}",
            field(&t.definition),
            field(&t.example),
            field(&t.pronunciation)
        );
        let tags: Vec<String> = std::iter::once(format!("shoptalk::{}", t.category))
            .chain(c.paths_of_term(&t.id).map(|p| format!("shoptalk::{}", p.id)))
            .collect();
        out.push_str(&format!("{}\t{back}\t{}\n", field(&t.term), tags.join(" ")));
    }
    out
}
