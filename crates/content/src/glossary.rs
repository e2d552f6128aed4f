//! Glossary filtering: what the search box, category and path filters show.

use std::sync::OnceLock;

use super::order::{sort_by, sort_by_key};
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

/// Letters and digits only: "all-reduce" and "all reduce" are found as "allreduce".
fn squash(s: &str) -> String {
    s.chars().filter(|c| c.is_alphanumeric()).collect()
}

/// Edit distance with adjacent swaps ("checkpionting"), or None once it is over `max`.
fn near(a: &str, b: &str, max: usize) -> bool {
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    if a.len().abs_diff(b.len()) > max {
        return false;
    }
    let mut rows = vec![(0..=b.len()).collect::<Vec<usize>>(); 3];
    for i in 1..=a.len() {
        let (prev2, prev, row) = (i.saturating_sub(2) % 3, (i - 1) % 3, i % 3);
        rows[row][0] = i;
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut d = (rows[prev][j] + 1).min(rows[row][j - 1] + 1).min(rows[prev][j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                d = d.min(rows[prev2][j - 2] + 1);
            }
            rows[row][j] = d;
        }
        if rows[row].iter().min().is_some_and(|&m| m > max) {
            return false;
        }
    }
    rows[a.len() % 3][b.len()] <= max
}

/// How many slips a query word may have: none in short words, where a slip is another word.
fn slips(word: &str) -> usize {
    match word.chars().count() {
        0..=4 => 0,
        5..=7 => 1,
        _ => 2,
    }
}

/// The glossary's search. Its index, the text each term is found by, is built at the first
/// search, or sooner when the page asks (as the search box takes focus): a page that only
/// lists the terms never builds it.
#[derive(Default)]
pub struct GlossaryIndex {
    prepared: OnceLock<Prepared>,
}

/// One lower-case string per term, built once.
struct Prepared {
    texts: Vec<String>,
    names: Vec<String>,
    /// Each text without spaces, hyphens and punctuation.
    squashed: Vec<String>,
    /// Each text's words, for matching a misspelt query.
    words: Vec<Vec<String>>,
}

impl Prepared {
    fn new(c: &Catalog) -> Self {
        let texts: Vec<String> = c.terms.iter().map(haystack).collect();
        Prepared {
            squashed: texts.iter().map(|t| squash(t)).collect(),
            words: texts
                .iter()
                .map(|t| {
                    let mut w: Vec<String> = t
                        .split(|c: char| !c.is_alphanumeric())
                        .filter(|w| w.len() > 4)
                        .map(str::to_string)
                        .collect();
                    sort_by(&mut w, String::cmp);
                    w.dedup();
                    w
                })
                .collect(),
            names: c.terms.iter().map(|t| t.term.to_lowercase()).collect(),
            texts,
        }
    }

    /// Whether term `i`'s text has `word`: as written, without hyphens and spaces, or (when
    /// `slipped`) within a slip or two of one of its words.
    fn has(&self, i: usize, word: &str, slipped: bool) -> bool {
        self.texts[i].contains(word)
            || (word.len() > 4 && self.squashed[i].contains(&squash(word)))
            || (slipped
                && slips(word) > 0
                && self.words[i].iter().any(|w| near(word, w, slips(word))))
    }
}

impl GlossaryIndex {
    /// Builds the index now, if it is not built yet.
    pub fn prepare(&self, c: &Catalog) {
        self.prepared(c);
    }

    fn prepared(&self, c: &Catalog) -> &Prepared {
        self.prepared.get_or_init(|| Prepared::new(c))
    }

    /// Whether the index has been built (for tests of what listing leaves alone).
    pub fn is_prepared(&self) -> bool {
        self.prepared.get().is_some()
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
        let m = self.matches(c, &words, category, path, false);
        // Nothing as written: try the query as a slip of the fingers ("checkpionting").
        if m.is_empty() && words.iter().any(|w| slips(w) > 0) {
            return Matches { slipped: true, ..self.matches(c, &words, category, path, true) };
        }
        m
    }

    fn matches(
        &self,
        c: &Catalog,
        words: &[&str],
        category: Option<&str>,
        path: Option<&str>,
        slipped: bool,
    ) -> Matches {
        let in_path = |t: &Term| path.is_none_or(|p| c.paths_of_term(&t.id).any(|x| x.id == p));
        // With no words (the filters alone) the index is not needed.
        let p = || self.prepared(c);
        let mut m = Matches::default();
        for (i, t) in c.terms.iter().enumerate() {
            if category.is_some_and(|cat| cat != t.category)
                || !words.iter().all(|w| p().has(i, w, slipped))
                || !in_path(t)
            {
                continue;
            }
            // With no words nothing is a name match, and the list keeps file order.
            if !words.is_empty()
                && words.iter().all(|w| {
                    let name = &p().names[i];
                    name.contains(w) || squash(name).contains(&squash(w))
                })
            {
                m.by_name.push(i);
            } else {
                m.by_text.push(i);
            }
        }
        // The term named exactly, then names that start with the query ("FSDP" before "FSDP2"
        // and "HSDP"); file order within each.
        let q = words.join(" ");
        sort_by_key(&mut m.by_name, |&i| {
            let name = &p().names[i];
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
    /// Found only by reading the query as misspelt.
    pub slipped: bool,
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
