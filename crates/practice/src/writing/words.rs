//! Tokens and word forms: splitting text into words, their inflections, and matching
//! a target phrase in any of its forms.

use super::*;

/// A word or a punctuation mark of the text, with its byte range.
#[derive(Debug, Clone)]
pub(super) struct Tok<'a> {
    pub(super) start: usize,
    pub(super) end: usize,
    /// Lowercase, straight apostrophes, UK spellings folded to US; empty for punctuation.
    /// Borrowed from the text when it is already in that form (most words).
    pub(super) low: Cow<'a, str>,
    /// The mark, for punctuation (a line break counts as one).
    pub(super) punct: Option<char>,
    /// Inside "double quotes" or `code`: log lines and commands, not the writer's own prose.
    pub(super) quoted: bool,
}

pub(super) fn is_apos(c: char) -> bool {
    matches!(c, '\'' | '\u{2019}' | '\u{02bc}')
}

/// Splits text into words and punctuation. Inside a word: letters and digits, an apostrophe
/// between letters ("don't"), and '.', ',' or ':' between digits ("12.5", "84,300", "14:05").
/// A hyphen, slash or underscore between letters joins two words without a mark ("on-call").
/// Other symbols ('$', '%', '<', '#', '*', emoji) are ignored.
pub(super) fn tokenize(s: &str) -> Vec<Tok<'_>> {
    let cs: Vec<(usize, char)> = s.char_indices().collect();
    let n = cs.len();
    let byte = |i: usize| if i < n { cs[i].0 } else { s.len() };
    let mut out = Vec::with_capacity(n / 4);
    let mut quoted = false;
    let mut i = 0;
    while i < n {
        let (b, c) = cs[i];
        if c.is_alphanumeric() {
            let mut j = i + 1;
            while j < n {
                let d = cs[j].1;
                if d.is_alphanumeric() {
                    j += 1;
                    continue;
                }
                let next = cs.get(j + 1).map(|x| x.1);
                let inner_apos = is_apos(d) && next.is_some_and(char::is_alphanumeric);
                let in_number = matches!(d, '.' | ',' | ':')
                    && cs[j - 1].1.is_ascii_digit()
                    && next.is_some_and(|x| x.is_ascii_digit());
                if inner_apos || in_number {
                    j += 2;
                    continue;
                }
                break;
            }
            let j = j.min(n);
            let end = byte(j);
            out.push(Tok { start: b, end, low: lower_word(&s[b..end]), punct: None, quoted });
            i = j;
            continue;
        }
        let joiner = matches!(c, '-' | '/' | '_')
            && i > 0
            && cs[i - 1].1.is_alphanumeric()
            && cs.get(i + 1).is_some_and(|x| x.1.is_alphanumeric());
        // The point of "vs." or "approx." does not break a phrase ("build vs. buy").
        let abbrev_point = c == '.'
            && out.last().is_some_and(|t: &Tok| {
                t.end == b && matches!(t.low.as_ref(), "vs" | "approx" | "cf")
            });
        match c {
            _ if joiner || abbrev_point => {}
            '"' | '`' => quoted = !quoted,
            '\u{201c}' => quoted = true,
            '\u{201d}' => quoted = false,
            '\n' => {
                quoted = false;
                out.push(Tok {
                    start: b,
                    end: b + 1,
                    low: Cow::Borrowed(""),
                    punct: Some('\n'),
                    quoted,
                });
            }
            '.' | ',' | ';' | ':' | '!' | '?' | '(' | ')' | '[' | ']' | '{' | '}' | '-'
            | '\u{2013}' | '\u{2014}' | '\u{2026}' | '|' => {
                out.push(Tok {
                    start: b,
                    end: b + c.len_utf8(),
                    low: Cow::Borrowed(""),
                    punct: Some(c),
                    quoted,
                });
            }
            _ => {}
        }
        i += 1;
    }
    out
}

/// Lowercase, straight apostrophes, UK spelling folded ("optimised" → "optimized").
pub(super) fn lower_word(raw: &str) -> Cow<'_, str> {
    let w: Cow<str> = if !raw.is_ascii() {
        Cow::Owned(
            raw.chars()
                .flat_map(char::to_lowercase)
                .map(|c| if is_apos(c) { '\'' } else { c })
                .collect(),
        )
    } else if raw.bytes().any(|b| b.is_ascii_uppercase()) {
        Cow::Owned(raw.to_ascii_lowercase())
    } else {
        Cow::Borrowed(raw)
    };
    if w == "versus" {
        return "vs".into();
    }
    const FOLDS: [&str; 15] = [
        "ise", "ised", "ises", "ising", "iser", "isers", "isation", "isations", "yse", "tre",
        "our", "lled", "lling", "mme", "ogue",
    ];
    // Every ending above finishes with one of these pairs; most words do not.
    let b = w.as_bytes();
    let tail = if b.len() >= 5 { [b[b.len() - 2], b[b.len() - 1]] } else { [0, 0] };
    let maybe = matches!(
        &tail,
        b"se"
            | b"ed"
            | b"es"
            | b"ng"
            | b"er"
            | b"rs"
            | b"on"
            | b"ns"
            | b"re"
            | b"ur"
            | b"me"
            | b"ue"
    );
    if maybe && w.chars().all(|c| c.is_alphabetic()) && FOLDS.iter().any(|f| w.ends_with(f)) {
        let f = normalize(&w);
        if !f.is_empty() && !f.contains(' ') {
            return Cow::Owned(f);
        }
    }
    w
}

/// A contraction split into its words ("don't" → "do", "not"); other words unchanged,
/// a possessive without its "'s".
pub(super) fn expand(w: &str) -> Vec<String> {
    if w == "cannot" {
        return vec!["can".into(), "not".into()];
    }
    let Some(i) = w.find('\'') else {
        return vec![w.to_string()];
    };
    let (head, tail) = w.split_at(i);
    let two = |a: &str, b: &str| vec![a.to_string(), b.to_string()];
    match tail {
        "'t" if head.ends_with('n') && head.len() > 1 => {
            let h = &head[..head.len() - 1];
            let h = match h {
                "ca" => "can",
                "wo" => "will",
                "sha" => "shall",
                "ai" => "is",
                x => x,
            };
            two(h, "not")
        }
        "'re" => two(head, "are"),
        "'ve" => two(head, "have"),
        "'ll" => two(head, "will"),
        "'m" => two(head, "am"),
        "'d" => two(head, "would"),
        "'s" if PRONOUN_S.contains(&head) => two(head, if head == "let" { "us" } else { "is" }),
        "'s" => vec![head.to_string()],
        _ => vec![w.to_string()],
    }
}

/// One form a word may stand for: its first `n` bytes plus a tail ("rolled" → "roll" + ""),
/// or the base of an irregular form ("went" → "go"). No allocation per form.
#[derive(Debug, Clone, Copy)]
pub(super) enum Cand {
    Cut(usize, &'static str),
    Base(&'static str),
}

/// At most this many forms per word; the rules below produce at most 11.
pub(super) const MAX_CANDS: usize = 12;

/// A word ready for matching: its forms and whether punctuation comes before it.
#[derive(Debug, Clone)]
pub(super) struct W<'a> {
    pub(super) low: Cow<'a, str>,
    /// The word and the bases it may be a form of ("rolled" → "rolle", "roll", "rol").
    pub(super) cands: [Cand; MAX_CANDS],
    pub(super) n: usize,
    /// An irregular form, whose base may start differently ("went" → "go").
    pub(super) irr: bool,
    /// Punctuation stands between this word and the one before.
    pub(super) gap: bool,
}

impl<'a> W<'a> {
    pub(super) fn new(low: Cow<'a, str>, gap: bool) -> W<'a> {
        let mut w = W { low, cands: [Cand::Base(""); MAX_CANDS], n: 0, irr: false, gap };
        lemmas(&mut w);
        w
    }

    pub(super) fn owned(self) -> W<'static> {
        W {
            low: Cow::Owned(self.low.into_owned()),
            cands: self.cands,
            n: self.n,
            irr: self.irr,
            gap: self.gap,
        }
    }

    pub(super) fn cand(&self, c: Cand) -> (&str, &'static str) {
        match c {
            Cand::Cut(n, tail) => (&self.low[..n], tail),
            Cand::Base(b) => (b, ""),
        }
    }

    pub(super) fn forms(&self) -> impl Iterator<Item = (&str, &'static str)> + '_ {
        self.cands[..self.n].iter().map(|&c| self.cand(c))
    }

    pub(super) fn push(&mut self, c: Cand) {
        // Duplicates are harmless (one more comparison), so they are not looked for.
        if self.n < MAX_CANDS {
            self.cands[self.n] = c;
            self.n += 1;
        }
    }
}

pub(super) fn same_form(a: (&str, &str), b: (&str, &str)) -> bool {
    a.0.len() + a.1.len() == b.0.len() + b.1.len()
        && a.0.bytes().chain(a.1.bytes()).eq(b.0.bytes().chain(b.1.bytes()))
}

pub(super) fn words_of<'a>(toks: &'a [Tok<'_>]) -> Vec<W<'a>> {
    let mut out = Vec::with_capacity(toks.len());
    let mut gap = false;
    for t in toks {
        if t.punct.is_some() {
            gap = true;
            continue;
        }
        if t.low.contains('\'') || t.low == "cannot" {
            for (k, part) in expand(&t.low).into_iter().enumerate() {
                out.push(W::new(Cow::Owned(part), gap && k == 0));
            }
        } else {
            out.push(W::new(Cow::Borrowed(&*t.low), gap));
        }
        gap = false;
    }
    out
}

/// Fills in the word and every base it could be an inflection of. Over-generating is
/// harmless: two words match when their lists share an entry.
pub(super) fn lemmas(w: &mut W) {
    let n = w.low.len();
    w.push(Cand::Cut(n, ""));
    if let Some(b) = lexicon().base_of.get(w.low.as_ref()) {
        w.push(Cand::Base(b));
        w.irr = true;
    }
    if !w.low.is_ascii() {
        return;
    }
    let low = w.low.clone();
    let low = low.as_ref();
    let digits = low.bytes().any(|b| b.is_ascii_digit());
    if low.ends_with('s')
        && !low.ends_with("ss")
        && !low.ends_with("us")
        && !low.ends_with("is")
        && n > 3
    {
        w.push(Cand::Cut(n - 1, ""));
        if !digits {
            if low.ends_with("ies") && n > 4 {
                w.push(Cand::Cut(n - 3, "y"));
            } else if low.ends_with("es") && n > 4 {
                w.push(Cand::Cut(n - 2, ""));
            }
        }
    }
    if digits {
        return;
    }
    if low.ends_with("ied") && n > 4 {
        w.push(Cand::Cut(n - 3, "y"));
    } else if low.ends_with("ed") && n >= 4 {
        w.push(Cand::Cut(n - 1, ""));
        if n >= 5 {
            w.push(Cand::Cut(n - 2, ""));
            if doubled(&low[..n - 2]) {
                w.push(Cand::Cut(n - 3, ""));
            }
        }
    }
    if low.ends_with("ing") && n >= 6 {
        w.push(Cand::Cut(n - 3, ""));
        w.push(Cand::Cut(n - 3, "e"));
        if doubled(&low[..n - 3]) {
            w.push(Cand::Cut(n - 4, ""));
        }
    }
}

pub(super) fn is_vowel(b: u8) -> bool {
    matches!(b, b'a' | b'e' | b'i' | b'o' | b'u')
}

pub(super) fn doubled(b: &str) -> bool {
    let s = b.as_bytes();
    s.len() >= 3 && s[s.len() - 1] == s[s.len() - 2] && !is_vowel(s[s.len() - 1])
}

pub(super) fn wmatch(a: &W, b: &W) -> bool {
    if a.low == b.low {
        return true;
    }
    let head = |s: &str| -> [u8; 2] {
        let b = s.as_bytes();
        [b.first().copied().unwrap_or(0), b.get(1).copied().unwrap_or(0)]
    };
    if !a.irr && !b.irr && head(&a.low) != head(&b.low) {
        return false;
    }
    a.forms().any(|x| b.forms().any(|y| same_form(x, y)))
}

/// A target or key phrase, with a hyphen-free spelling as a second try ("trade-off", "tradeoff").
pub(super) struct Phrase {
    pub(super) alts: Vec<Vec<W<'static>>>,
}

impl Phrase {
    pub(super) fn new(s: &str) -> Phrase {
        let mut alts = vec![phrase_words(s)];
        if s.contains('-') {
            alts.push(phrase_words(&s.replace('-', "")));
        }
        alts.retain(|a| !a.is_empty());
        Phrase { alts }
    }

    pub(super) fn found_in(&self, words: &[W]) -> bool {
        self.alts.iter().any(|p| find_phrase(words, p))
    }
}

/// The words of a phrase without its articles ("resume from a checkpoint" → resume, from, checkpoint).
pub(super) fn phrase_words(s: &str) -> Vec<W<'static>> {
    let toks = tokenize(s);
    let ws: Vec<W<'static>> = words_of(&toks).into_iter().map(W::owned).collect();
    if ws.len() < 2 {
        return ws;
    }
    let mut out: Vec<W<'static>> = Vec::with_capacity(ws.len());
    let mut carry = false;
    for mut w in ws.iter().cloned() {
        if matches!(w.low.as_ref(), "a" | "an" | "the") {
            carry |= w.gap;
            continue;
        }
        w.gap |= carry;
        carry = false;
        out.push(w);
    }
    if out.is_empty() {
        ws
    } else {
        out
    }
}

/// Whether the phrase occurs in order, each word in any form, with up to two articles,
/// determiners or object pronouns between words ("rolled it back", "resumed from the checkpoint")
/// and no punctuation the phrase itself does not have.
pub(super) fn find_phrase(words: &[W<'_>], p: &[W<'_>]) -> bool {
    let Some(first) = p.first() else { return false };
    'start: for i in 0..words.len() {
        if !wmatch(&words[i], first) {
            continue;
        }
        let mut j = i;
        for pw in &p[1..] {
            let mut k = j + 1;
            let mut skipped = 0;
            loop {
                let Some(w) = words.get(k) else {
                    continue 'start;
                };
                if w.gap && !pw.gap {
                    continue 'start;
                }
                if wmatch(w, pw) {
                    break;
                }
                if skipped < 2
                    && (is(&w.low, SKIP) || w.low.bytes().all(|b| b.is_ascii_digit() || b == b','))
                {
                    skipped += 1;
                    k += 1;
                    continue;
                }
                continue 'start;
            }
            j = k;
        }
        return true;
    }
    false
}

/// The tokens that start inside `start..end`.
pub(super) fn toks_in<'t, 'a>(toks: &'t [Tok<'a>], start: usize, end: usize) -> &'t [Tok<'a>] {
    let a = toks.partition_point(|t| t.start < start);
    let b = toks.partition_point(|t| t.start < end);
    &toks[a..b.max(a)]
}
