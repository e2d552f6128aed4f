//! A reading passage as a page shows it: blocks (headings, paragraphs, lists) and, in their
//! text, a link to the glossary on the first use of each term.

use std::collections::BTreeSet;

use crate::order::sort_by;
use crate::terms::Head;

/// One block of a passage. Paragraphs are apart by a blank line; a paragraph starting "## " is
/// a heading, one whose lines all start "- " a list, and one whose lines all start "|" a table
/// (a header row, a `|---|` rule, then the rows).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Block<'a> {
    Heading(&'a str),
    Paragraph(&'a str),
    List(Vec<&'a str>),
    Table { head: Vec<&'a str>, rows: Vec<Vec<&'a str>> },
}

/// The cells of one table row: `| a | b |` is `["a", "b"]`.
fn cells(line: &str) -> Vec<&str> {
    let line = line.trim();
    let line = line.strip_prefix('|').unwrap_or(line);
    let line = line.strip_suffix('|').unwrap_or(line);
    line.split('|').map(str::trim).collect()
}

fn is_rule(line: &str) -> bool {
    cells(line).iter().all(|c| !c.is_empty() && c.chars().all(|ch| matches!(ch, '-' | ':')))
}

/// A table's shape problem, for `catalog check`: every row as wide as the header, a rule
/// under it, at least one row.
pub fn table_problem(block: &str) -> Option<String> {
    let lines: Vec<&str> = block.lines().collect();
    if lines.len() < 3 || !is_rule(lines[1]) {
        return Some(
            "a table needs a header row, a |---| rule under it and at least one row".into(),
        );
    }
    let width = cells(lines[0]).len();
    lines.iter().enumerate().skip(2).find(|(_, l)| cells(l).len() != width).map(|(n, l)| {
        format!("table row {n} has {} cells, the header {width}: {l:?}", cells(l).len())
    })
}

pub fn blocks(text: &str) -> Vec<Block<'_>> {
    text.split("\n\n")
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .map(|p| {
            if let Some(h) = p.strip_prefix("## ") {
                Block::Heading(h.trim())
            } else if p.lines().all(|l| l.trim_start().starts_with('|')) {
                let mut lines = p.lines();
                let head = lines.next().map(cells).unwrap_or_default();
                let rows = lines.filter(|l| !is_rule(l)).map(cells).collect();
                Block::Table { head, rows }
            } else if p.lines().all(|l| l.trim_start().starts_with("- ")) {
                Block::List(p.lines().map(|l| l.trim_start()[2..].trim()).collect())
            } else {
                Block::Paragraph(p)
            }
        })
        .collect()
}

/// A run of text, linked to a term when it names one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Span<'t, 'c> {
    pub text: &'t str,
    pub term: Option<&'c str>,
}

/// Finds glossary terms in text by their written forms; each form carries a `T`.
struct Finder<T> {
    /// (form to look for, whether case matters, payload), longest form first.
    forms: Vec<(String, bool, T)>,
}

impl<T: Copy> Finder<T> {
    fn new(forms: impl IntoIterator<Item = (String, T)>) -> Self {
        let mut forms: Vec<(String, bool, T)> = forms
            .into_iter()
            .map(|(f, x)| {
                // "NCCL" and "Ray" only as written; "checkpoint interval" also starting a sentence.
                let exact = f.chars().any(char::is_uppercase);
                (if exact { f } else { f.to_ascii_lowercase() }, exact, x)
            })
            .collect();
        sort_by(&mut forms, |a, b| b.0.len().cmp(&a.0.len()).then_with(|| a.0.cmp(&b.0)));
        Finder { forms }
    }

    /// Every whole-word match (a plural "s" or "es" included), earliest first and, at one
    /// place, longest first; matches may overlap.
    /// Each match is (start, end of the form, end with any plural ending, payload).
    fn find(&self, text: &str) -> Vec<(usize, usize, usize, T)> {
        let lower = text.to_ascii_lowercase();
        let mut hits = Vec::new();
        for (form, exact, x) in &self.forms {
            let hay = if *exact { text } else { lower.as_str() };
            let mut from = 0;
            while let Some(at) = hay[from..].find(form.as_str()).map(|i| i + from) {
                if let Some(end) = word_end(hay, at + form.len()) {
                    if !is_word_char(hay[..at].chars().next_back()) {
                        hits.push((at, at + form.len(), end, *x));
                    }
                }
                from = at + form.len().max(1);
            }
        }
        sort_by(&mut hits, |a, b| a.0.cmp(&b.0).then(b.2.cmp(&a.2)));
        hits
    }
}

/// Links glossary terms in a passage, each once, where the passage first uses it.
pub struct Linker<'c> {
    finder: Finder<&'c str>,
    linked: BTreeSet<&'c str>,
}

impl<'c> Linker<'c> {
    pub fn new(terms: &[Head<'c>]) -> Self {
        let forms = terms.iter().flat_map(|t| forms_of(t.name).into_iter().map(move |f| (f, t.id)));
        Linker { finder: Finder::new(forms), linked: BTreeSet::new() }
    }

    /// The text cut into spans, a term's first use in this linker's passage linked.
    pub fn spans<'t>(&mut self, text: &'t str) -> Vec<Span<'t, 'c>> {
        let mut out = Vec::new();
        let mut pos = 0;
        for (at, _, end, id) in self.finder.find(text) {
            if at < pos || self.linked.contains(id) {
                continue;
            }
            self.linked.insert(id);
            if at > pos {
                out.push(Span { text: &text[pos..at], term: None });
            }
            out.push(Span { text: &text[at..end], term: Some(id) });
            pos = end;
        }
        if pos < text.len() {
            out.push(Span { text: &text[pos..], term: None });
        }
        out
    }
}

/// Text as speech synthesis should read it: each glossary term that has a spoken form
/// ("NCCL": "nickel") replaced by it, so a transcript keeps the written forms.
pub struct Voicer<'c> {
    finder: Finder<&'c str>,
}

impl<'c> Voicer<'c> {
    pub fn new(terms: &[Head<'c>]) -> Self {
        // The spoken form says the term's short written form: "MFU", not "model FLOPs utilisation".
        let forms = terms.iter().filter_map(|t| {
            let spoken = t.spoken?;
            let forms = forms_of(t.name);
            let short = forms
                .iter()
                .find(|f| !f.contains(' ') && f.chars().any(char::is_uppercase))
                .or(forms.first())?
                .clone();
            Some((short, spoken))
        });
        Voicer { finder: Finder::new(forms) }
    }

    pub fn say(&self, text: &str) -> String {
        let mut out = String::with_capacity(text.len());
        let mut pos = 0;
        for (at, form_end, _, spoken) in self.finder.find(text) {
            if at < pos {
                continue;
            }
            out.push_str(&text[pos..at]);
            out.push_str(spoken);
            // A plural ending stays, after the spoken form.
            pos = form_end;
        }
        out.push_str(&text[pos..]);
        out
    }
}

fn is_word_char(c: Option<char>) -> bool {
    c.is_some_and(|c| c.is_alphanumeric() || c == '_')
}

/// Where a match ending at `end` ends as a word, taking a plural "s" or "es"; None if the
/// match stops inside a longer word.
fn word_end(hay: &str, end: usize) -> Option<usize> {
    let rest = &hay[end..];
    ["", "s", "es"]
        .into_iter()
        .find(|suffix| {
            rest.starts_with(suffix) && !is_word_char(rest[suffix.len()..].chars().next())
        })
        .map(|suffix| end + suffix.len())
}

/// The forms a glossary name is written in. "HSDP (hybrid sharded data parallelism)" and
/// "pull request (PR)" are two names of one thing; in "partition (Slurm)" or "actor (Ray)" the
/// brackets say which sense is meant, and a plain word alone would link every other sense.
fn forms_of(name: &str) -> Vec<String> {
    let Some((base, rest)) = name.split_once(" (") else {
        return vec![name.to_string()];
    };
    let other = rest.trim_end_matches(')');
    let (base, other) = (base.trim(), other.trim());
    if is_alias(base, other) {
        vec![base.to_string(), other.to_string()]
    } else if base.contains([' ', '-']) || base.chars().any(char::is_uppercase) {
        vec![base.to_string()]
    } else {
        Vec::new()
    }
}

/// Whether one name abbreviates the other ("DCP" and "distributed checkpoint") or inflects it
/// ("reshard" and "resharding").
fn is_alias(a: &str, b: &str) -> bool {
    let initials = |s: &str| -> String {
        s.split([' ', '-']).filter_map(|w| w.chars().next()).flat_map(char::to_lowercase).collect()
    };
    let letters = |s: &str| -> String {
        s.chars().filter(|c| c.is_alphanumeric()).flat_map(char::to_lowercase).collect()
    };
    let abbreviates = |short: &str, long: &str| {
        !short.contains(' ')
            && short.chars().any(char::is_uppercase)
            && long.contains([' ', '-'])
            && (letters(short).starts_with(&initials(long))
                || initials(long).starts_with(&letters(short)))
    };
    abbreviates(a, b) || abbreviates(b, a) || a.starts_with(b) || b.starts_with(a)
}
