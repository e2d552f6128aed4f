//! Timeline tense: present-tense verbs in the timeline of a post-mortem, with the past form
//! to use instead.

use super::*;

/// A word of a timeline sentence.
pub(super) struct TW<'a> {
    pub(super) low: &'a str,
    pub(super) start: usize,
    pub(super) end: usize,
    pub(super) gap: bool,
}

/// The past simple of an auxiliary or a contraction in the present ("is" → "was").
pub(super) fn aux_past(w: &str) -> Option<&'static str> {
    Some(match w {
        "is" | "am" => "was",
        "are" => "were",
        "isn't" => "wasn't",
        "aren't" => "weren't",
        "do" | "does" => "did",
        "don't" | "doesn't" => "didn't",
        "has" | "have" => "had",
        "hasn't" | "haven't" => "hadn't",
        "can" => "could",
        "can't" => "couldn't",
        "cannot" => "could not",
        "it's" => "it was",
        "that's" => "that was",
        "there's" => "there was",
        "here's" => "here was",
        "what's" => "what was",
        "he's" => "he was",
        "she's" => "she was",
        "who's" => "who was",
        "we're" => "we were",
        "they're" => "they were",
        "you're" => "you were",
        "i'm" => "I was",
        "we've" => "we had",
        "they've" => "they had",
        "i've" => "I had",
        "you've" => "you had",
        _ => return None,
    })
}

pub(super) fn is_perfect_aux(w: &str) -> bool {
    matches!(w, "has" | "have" | "hasn't" | "haven't" | "we've" | "they've" | "i've" | "you've")
}

pub(super) fn is_past(w: &str) -> bool {
    lexicon().past.contains(w) || (w.len() >= 4 && w.ends_with("ed") && !ED_NOT_PAST.contains(&w))
}

pub(super) fn is_participle(w: &str) -> bool {
    w == "been" || is_past(w)
}

/// The base of a third-person "-s" form ("crashes" → "crash"), if it is one.
pub(super) fn s_base(w: &str) -> Option<Cow<'_, str>> {
    if !w.is_ascii() || !w.ends_with('s') {
        return None;
    }
    match w {
        "has" => return Some("have".into()),
        "does" => return Some("do".into()),
        "goes" => return Some("go".into()),
        "is" => return Some("be".into()),
        _ => {}
    }
    let n = w.len();
    if n > 4 && w.ends_with("ies") {
        return Some(format!("{}y", &w[..n - 3]).into());
    }
    if ["sses", "shes", "ches", "xes", "zes", "oes"].iter().any(|e| w.ends_with(e)) {
        return Some(w[..n - 2].into());
    }
    if n > 3 && !w.ends_with("ss") && !w.ends_with("us") && !w.ends_with("is") {
        return Some(w[..n - 1].into());
    }
    None
}

/// The past simple of a base form.
pub(super) fn past_form(base: &str) -> String {
    let lex = lexicon();
    if let Some(p) = lex.past_of.get(base) {
        return p.to_string();
    }
    if let Some(p) = lex.doubling.get(base) {
        return p.to_string();
    }
    let b = base.as_bytes();
    let n = b.len();
    if !base.is_ascii() || n == 0 {
        return format!("{base}ed");
    }
    if base.ends_with('e') {
        return format!("{base}d");
    }
    if n >= 2 && b[n - 1] == b'y' && !is_vowel(b[n - 2]) {
        return format!("{}ied", &base[..n - 1]);
    }
    // One-syllable consonant-vowel-consonant: stop → stopped, plan → planned.
    let vowel_groups = b.windows(2).filter(|w| is_vowel(w[1]) && !is_vowel(w[0])).count()
        + usize::from(is_vowel(b[0]));
    if (3..=5).contains(&n)
        && vowel_groups == 1
        && !is_vowel(b[n - 1])
        && !matches!(b[n - 1], b'w' | b'x' | b'y')
        && is_vowel(b[n - 2])
        && !is_vowel(b[n - 3])
    {
        return format!("{base}{}ed", b[n - 1] as char);
    }
    format!("{base}ed")
}

/// The past simple of a past participle ("gone" → "went", "spiked" → "spiked").
pub(super) fn past_of_participle(p: &str) -> String {
    match lexicon().base_of.get(p) {
        Some(b) => past_form(b),
        None => p.to_string(),
    }
}

/// `rep` with a capital letter if `raw` has one.
pub(super) fn match_case(raw: &str, rep: &str) -> String {
    if raw.starts_with(|c: char| c.is_uppercase()) {
        let mut cs = rep.chars();
        match cs.next() {
            Some(f) => f.to_uppercase().chain(cs).collect(),
            None => String::new(),
        }
    } else {
        rep.to_string()
    }
}

pub(super) fn is_word(w: &str) -> bool {
    !w.is_empty() && w.bytes().all(|b| b.is_ascii_lowercase() || b == b'\'')
}

/// Present-tense verbs in one timeline sentence, each with a past-simple fix.
/// Quoted text (log lines, commands) is skipped, and so is a note such as "All times are UTC".
pub(super) fn tense_flags(text: &str, toks: &[Tok], sentence: &str) -> Vec<TenseFlag> {
    let Some(mut t) = Timeline::new(text, toks, sentence) else {
        return Vec::new();
    };
    for i in t.first..t.ws.len() {
        if t.flagged[i] || !is_word(t.low(i)) {
            continue;
        }
        // The first rule that applies flags the verb; the others are not tried.
        let _ = t.auxiliary(i)
            || t.pronoun_and_verb(i)
            || t.noun_and_s_verb(i)
            || t.plural_or_opening_verb(i);
    }
    t.out
}

/// One timeline sentence being read: its words, where each clause starts and ends, and the
/// flags found so far.
struct Timeline<'t> {
    text: &'t str,
    sentence: &'t str,
    ws: Vec<TW<'t>>,
    /// The first word after the time stamp ("02:10 UTC", "3 June, 10:20 -").
    first: usize,
    /// For each word, where its clause starts and ends (exclusive).
    clause_of: Vec<usize>,
    clause_end: Vec<usize>,
    flagged: Vec<bool>,
    out: Vec<TenseFlag>,
}

impl<'t> Timeline<'t> {
    /// None for a sentence that only explains its time stamps ("All times are UTC.").
    fn new(text: &'t str, toks: &'t [Tok], sentence: &'t str) -> Option<Self> {
        let mut ws: Vec<TW> = Vec::with_capacity(toks.len());
        let mut gap = true;
        for t in toks {
            if t.punct.is_some() || t.quoted {
                gap = true;
                continue;
            }
            ws.push(TW { low: &t.low, start: t.start, end: t.end, gap });
            gap = false;
        }
        let has = |w: &str| ws.iter().any(|x| x.low == w);
        if (has("times") || has("timestamps") || has("time"))
            && ZONES.iter().any(|z| has(z))
            && !ws.iter().any(|x| has_time(x.low))
        {
            return None;
        }
        let n = ws.len();
        let mut t = Timeline {
            text,
            sentence,
            ws,
            first: 0,
            clause_of: Vec::new(),
            clause_end: Vec::new(),
            flagged: vec![false; n],
            out: Vec::new(),
        };
        while t.first < n && t.stamp(t.first) {
            t.first += 1;
        }
        t.clause_of = vec![t.first; n];
        t.clause_end = vec![n; n];
        let mut c = t.first;
        for i in t.first..n {
            if t.opens(i) {
                c = i;
            }
            t.clause_of[i] = c;
        }
        let mut e = n;
        for i in (t.first..n).rev() {
            t.clause_end[i] = e;
            if t.opens(i) {
                e = i;
            }
        }
        Some(t)
    }

    fn low(&self, i: usize) -> &'t str {
        self.ws[i].low
    }

    /// Part of the time stamp: "3 June, 10:20 -", "02:10 UTC", "Day 2".
    fn stamp(&self, i: usize) -> bool {
        let w = self.low(i);
        let digits =
            |k: usize| self.ws.get(k).is_some_and(|x| x.low.bytes().any(|b| b.is_ascii_digit()));
        w.bytes().any(|b| b.is_ascii_digit())
            || (is(w, MONTH) && (w != "may" || digits(i + 1)))
            || is(w, ZONE)
            || matches!(w, "am" | "pm" | "day" | "t") && i > 0 && digits(i - 1)
            || (w == "day" && digits(i + 1))
    }

    /// Whether a clause starts at word `i`: after punctuation, words such as "because",
    /// "while", "which", and "and" before a new subject ("and it works", "and the loss drops").
    fn opens(&self, i: usize) -> bool {
        i > self.first
            && (self.ws[i].gap
                || is(self.low(i - 1), OPENER)
                || (matches!(self.low(i - 1), "and" | "or" | "but")
                    && (matches!(
                        self.low(i),
                        "i" | "we" | "they" | "he" | "she" | "it" | "you" | "there"
                    ) || is(self.low(i), DET))))
    }

    /// The next word, if no punctuation comes between.
    fn next(&self, i: usize) -> Option<usize> {
        (i + 1 < self.ws.len() && !self.ws[i + 1].gap).then_some(i + 1)
    }

    /// Something before the word in its clause shows that the word is not the verb of the subject.
    fn blocked_before(&self, from: usize, to: usize) -> bool {
        (from..to).any(|k| {
            let w = self.low(k);
            is_past(w) || aux_past(w).is_some() || is(w, MODAL) || subject_pronoun(w)
        })
    }

    /// A past form later in the clause: the word before it is then a noun ("the spikes were").
    fn past_after(&self, i: usize) -> bool {
        (i + 1..self.clause_end[i])
            .any(|k| is_past(self.low(k)) || matches!(self.low(k), "was" | "were" | "had" | "did"))
    }

    /// The subject before a verb: up to three words back, stopping at a determiner.
    fn subject_start(&self, i: usize) -> usize {
        let mut a = i;
        let mut k = 0;
        while a > self.clause_of[i] && k < 3 {
            let p = a - 1;
            let joined = matches!(&self.text[self.ws[p].end..self.ws[a].start], "-" | "/" | "_");
            let w = self.low(p);
            if !joined
                && (self.stamp(p)
                    || matches!(w, "and" | "or" | "but" | "then")
                    || (is(w, NOT_SUBJ) && !is(w, DET)))
            {
                break;
            }
            a = p;
            if joined {
                continue;
            }
            k += 1;
            if is(w, DET) {
                break;
            }
        }
        a
    }

    /// Flags words `a..=b` (the verb is `r0..=r1`), to be replaced by `rep`.
    fn flag(&mut self, a: usize, b: usize, r0: usize, r1: usize, rep: String, verb_past: String) {
        let (text, ws) = (self.text, &self.ws);
        let b = b.max(r1);
        let raw_verb = &text[ws[r0].start..ws[r1].end];
        let rep = match_case(raw_verb, &rep);
        let found = text[ws[a].start..ws[b].end].to_string();
        let fix =
            format!("{}{}{}", &text[ws[a].start..ws[r0].start], rep, &text[ws[r1].end..ws[b].end]);
        for f in self.flagged.iter_mut().take(r1 + 1).skip(r0) {
            *f = true;
        }
        self.out.push(TenseFlag {
            sentence: self.sentence.to_string(),
            verb: raw_verb.to_string(),
            past: match_case(raw_verb, &verb_past),
            found,
            fix,
        });
    }

    /// Be, have, do, can: "is failing", "has spiked", "don't see", "it's down".
    fn auxiliary(&mut self, i: usize) -> bool {
        let w = self.low(i);
        let Some(rep) = aux_past(w) else { return false };
        let clause = self.clause_of[i];
        if (i > clause).then(|| self.low(i - 1)).is_some_and(|p| p == "to" || is(p, MODAL)) {
            return true;
        }
        let pronoun_contraction = w.contains('\'') && !w.ends_with("n't");
        let a = if pronoun_contraction { i } else { self.subject_start(i) };
        if is_perfect_aux(w) && self.perfect(i, a, pronoun_contraction) {
            return true;
        }
        let rep = if w.ends_with("'s") && self.next(i).is_some_and(|j| self.low(j) == "been") {
            format!("{} had", &w[..w.len() - 2])
        } else {
            rep.to_string()
        };
        let b = self.next(i).filter(|&j| j < self.clause_end[i]).unwrap_or(i);
        self.flag(a, b, i, i, rep.clone(), rep);
        true
    }

    /// A present perfect ("has spiked", "we've been"), past simple instead; false if the
    /// auxiliary has no participle after it, or is negated.
    fn perfect(&mut self, i: usize, a: usize, pronoun_contraction: bool) -> bool {
        let w = self.low(i);
        // Skip adverbs to the participle.
        let mut j = i + 1;
        let mut negated = w.ends_with("n't");
        while j < self.clause_end[i] && (is(self.low(j), ADV) || self.low(j) == "not") {
            negated |= self.low(j) == "not";
            j += 1;
        }
        if j >= self.clause_end[i] || !is_participle(self.low(j)) || negated {
            return false;
        }
        let raw = &self.text[self.ws[i].start..self.ws[i].end];
        let subj = if pronoun_contraction { raw.find(is_apos).map(|k| &raw[..k]) } else { None };
        let part = self.low(j);
        let past = if part == "been" {
            let plural = matches!(w, "have" | "we've" | "they've" | "you've");
            if plural {
                "were".to_string()
            } else {
                "was".to_string()
            }
        } else {
            past_of_participle(part)
        };
        let rep = match subj {
            Some(s) => format!("{s} {past}"),
            None => past.clone(),
        };
        let verb_rep = rep.clone();
        self.flag(a, j, i, j, rep, verb_rep);
        true
    }

    /// A subject pronoun and its verb: "we restart it", "it crashes".
    fn pronoun_and_verb(&mut self, i: usize) -> bool {
        let w = self.low(i);
        if !(subject_pronoun(w) || (matches!(w, "it" | "you") && i == self.clause_of[i])) {
            return false;
        }
        let mut j = i + 1;
        while j < self.clause_end[i]
            && (is(self.low(j), ADV) || (self.low(j).ends_with("ly") && self.low(j).len() > 4))
        {
            j += 1;
        }
        if j >= self.clause_end[i] || self.flagged[j] {
            return true;
        }
        let v = self.low(j);
        if !is_word(v)
            || v.contains('\'')
            || aux_past(v).is_some()
            || is_past(v)
            || is(v, MODAL)
            || is(v, NOT_SUBJ)
            || matches!(
                v,
                "and"
                    | "or"
                    | "but"
                    | "nor"
                    | "who"
                    | "which"
                    | "that"
                    | "than"
                    | "too"
                    | "alone"
                    | "here"
                    | "there"
                    | "itself"
                    | "themselves"
                    | "ourselves"
                    | "myself"
                    | "when"
                    | "then"
            )
        {
            return true;
        }
        let base = if matches!(w, "he" | "she" | "it") {
            s_base(v).unwrap_or(Cow::Borrowed(v))
        } else {
            Cow::Borrowed(v)
        };
        let past = past_form(&base);
        let mut b = j;
        if let Some(k) = self.next(j) {
            if k < self.clause_end[i]
                && matches!(
                    self.low(k),
                    "it" | "them" | "back" | "up" | "down" | "out" | "off" | "over"
                )
            {
                b = k;
            }
        }
        self.flag(i, b, j, j, past.clone(), past);
        true
    }

    fn next_is_verb(&self, i: usize) -> bool {
        let lex = lexicon();
        self.next(i).is_some_and(|j| {
            let w = self.low(j);
            is_past(w)
                || aux_past(w).is_some()
                || is(w, MODAL)
                || matches!(w, "was" | "were" | "will" | "did" | "had")
                || lex.verbs.contains_key(w)
                || s_base(w).is_some_and(|b| lex.verbs.contains_key(b.as_ref()))
        })
    }

    /// A noun subject and a verb in "-s": "the loss spikes", "the job crashes".
    fn noun_and_s_verb(&mut self, i: usize) -> bool {
        let w = self.low(i);
        let Some(base) = s_base(w) else { return false };
        let Some(&ambiguous) = lexicon().verbs.get(base.as_ref()) else {
            return false;
        };
        let clause = self.clause_of[i];
        let prev = (i > clause).then(|| self.low(i - 1));
        let ok_prev = prev.is_some_and(|p| {
            !is(p, NOT_SUBJ) && !p.bytes().any(|b| b.is_ascii_digit()) && !self.stamp(i - 1)
        });
        if !ok_prev || self.next_is_verb(i) || self.blocked_before(clause, i) {
            return false;
        }
        let p = i - 1;
        let clear_subject = is(self.low(self.subject_start(i)), DET)
            || p == clause
            || matches!(self.low(p), "it" | "this" | "that" | "which" | "who" | "he" | "she")
            || (matches!(self.low(p), "and" | "or") && p >= 1 && self.flagged[p - 1]);
        if ambiguous && (!clear_subject || self.past_after(i)) {
            return false;
        }
        let past = past_form(&base);
        let a = if matches!(self.low(p), "and" | "or") { p } else { self.subject_start(i) };
        self.flag(a, i, i, i, past.clone(), past);
        true
    }

    /// A plural subject and a bare verb ("NaN gradients appear", "the health checks fail"), or
    /// a bare verb opening the entry ("14:10 Restart the job.").
    fn plural_or_opening_verb(&mut self, i: usize) -> bool {
        let w = self.low(i);
        let Some(&ambiguous) = lexicon().verbs.get(w) else {
            return false;
        };
        let past = past_form(w);
        if past == w {
            return true;
        }
        let clause = self.clause_of[i];
        if i > clause {
            let (pi, p) = (i - 1, self.low(i - 1));
            let plural = p.len() >= 3
                && p.ends_with('s')
                && !p.ends_with("ss")
                && !p.ends_with("us")
                && !p.ends_with("is")
                && !is(p, NOT_SUBJ)
                && !matches!(
                    p,
                    "was"
                        | "has"
                        | "does"
                        | "its"
                        | "yes"
                        | "plus"
                        | "thus"
                        | "less"
                        | "gas"
                        | "bias"
                        | "always"
                        | "perhaps"
                        | "sometimes"
                        | "previous"
                        | "various"
                );
            let after_causative = pi >= 1 && pi > clause && is(self.low(pi - 1), CAUSATIVE);
            let blocked = self.flagged[pi]
                || after_causative
                || self.blocked_before(clause, pi)
                || (ambiguous && self.past_after(i));
            if plural && !blocked {
                self.flag(self.subject_start(i), i, i, i, past.clone(), past);
                return true;
            }
        }
        if i == self.first && !self.next_is_verb(i) && !self.past_after(i) {
            let b = (i + 2).min(self.clause_end[i] - 1);
            self.flag(i, b, i, i, past.clone(), past);
        }
        true
    }
}

fn subject_pronoun(w: &str) -> bool {
    matches!(w, "i" | "we" | "they" | "he" | "she")
}
