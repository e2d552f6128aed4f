//! Grading every item kind: a verdict, a score in [0, 1] for partial credit,
//! and the detail the feedback needs (which parts were wrong, the marked difference).

use serde::{Deserialize, Serialize};

use super::text::{diff, edit_distance, normalize, word_count, Seg};
use super::writing::uses_term;
use shoptalk_content::{Body, Item};

/// What the learner did. Indices refer to the item's authored order, not the shuffled display.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Answer {
    /// choice, listening with options, word_stress: the chosen index.
    Pick(usize),
    /// multi_choice: the chosen indices.
    Picks(Vec<usize>),
    /// gap_fill, listening, write: the typed text.
    Text(String),
    /// error_correction: the words chosen as wrong (first and last index of a phrase), and
    /// the typed fix.
    Fix { from: usize, to: usize, text: String },
    /// ordering: authored step indices in the learner's order.
    Order(Vec<usize>),
    /// matching: for each left (authored order), the authored index of the right chosen.
    Match(Vec<usize>),
    /// dialogue: the reply index chosen at each turn.
    Replies(Vec<usize>),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Verdict {
    Correct,
    /// One edit away from an accepted answer.
    NearMiss,
    /// Some parts right.
    Partial,
    Wrong,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Outcome {
    pub verdict: Verdict,
    pub score: f32,
    /// Per part (option, step, pair, turn): was the learner right there.
    pub parts: Vec<bool>,
    /// For typed answers that were not exact: the accepted answer closest to what was typed,
    /// and the marked difference.
    pub closest: Option<String>,
    pub diff: Vec<Seg>,
}

impl Outcome {
    pub fn whole(ok: bool) -> Self {
        Outcome {
            verdict: if ok { Verdict::Correct } else { Verdict::Wrong },
            score: if ok { 1.0 } else { 0.0 },
            parts: vec![ok],
            closest: None,
            diff: Vec::new(),
        }
    }

    fn from_parts(parts: Vec<bool>) -> Self {
        let right = parts.iter().filter(|p| **p).count();
        let score = if parts.is_empty() { 0.0 } else { right as f32 / parts.len() as f32 };
        let verdict = match right {
            r if r == parts.len() && r > 0 => Verdict::Correct,
            0 => Verdict::Wrong,
            _ => Verdict::Partial,
        };
        Outcome { verdict, score, parts, closest: None, diff: Vec::new() }
    }

    pub fn is_correct(&self) -> bool {
        self.verdict == Verdict::Correct
    }
}

/// Grades typed text against an answer and its accepted variants.
pub fn grade_text(given: &str, answer: &str, accept: &[String]) -> Outcome {
    let g = normalize(given);
    let candidates = std::iter::once(answer).chain(accept.iter().map(String::as_str));
    if g.is_empty() {
        return Outcome { closest: Some(answer.to_string()), ..Outcome::whole(false) };
    }
    let mut best: Option<(usize, &str)> = None;
    for c in candidates {
        let d = edit_distance(&g, &normalize(c));
        if d == 0 {
            return Outcome::whole(true);
        }
        if best.is_none_or(|(bd, _)| d < bd) {
            best = Some((d, c));
        }
    }
    let (d, nearest) = best.expect("answer is always a candidate");
    // One slip in a short word is a different word more often than a typo; four letters is the floor.
    let near = d == 1 && normalize(nearest).chars().count() >= 4;
    // A slip is shown against the variant it nearly is; anything else against the answer.
    let closest = if near { nearest } else { answer };
    Outcome {
        verdict: if near { Verdict::NearMiss } else { Verdict::Wrong },
        score: if near { 0.5 } else { 0.0 },
        parts: vec![false],
        closest: Some(closest.to_string()),
        diff: diff(given.trim(), closest),
    }
}

/// Grades a typed identifier: as text, but its separators must also be those of the answer
/// or of an accepted variant it matches ("gpu_r11_n06" is wrong for "gpu-r11-n06").
pub fn grade_identifier(given: &str, answer: &str, accept: &[String]) -> Outcome {
    let separators = |s: &str| s.chars().filter(|c| "-_/.:@~".contains(*c)).collect::<String>();
    let same = std::iter::once(answer)
        .chain(accept.iter().map(String::as_str))
        .any(|c| normalize(c) == normalize(given) && separators(c) == separators(given));
    match grade_text(given, answer, accept) {
        o if o.is_correct() && !same => Outcome {
            verdict: Verdict::Wrong,
            score: 0.0,
            parts: vec![false],
            closest: Some(answer.to_string()),
            diff: diff(given.trim(), answer),
        },
        o => o,
    }
}

/// The words of an error-correction sentence as the learner clicks them, and the
/// indices of the words that make up the wrong phrase.
pub fn sentence_words(sentence: &str, wrong: &str) -> (Vec<String>, Vec<usize>) {
    let words: Vec<String> = sentence.split_whitespace().map(str::to_string).collect();
    let start = sentence.find(wrong).unwrap_or(0);
    let end = start + wrong.len();
    let mut pos = 0;
    let mut hits = Vec::new();
    for (i, w) in sentence.split_whitespace().enumerate() {
        let at = pos + sentence[pos..].find(w).unwrap_or(0);
        pos = at + w.len();
        if at < end && pos > start {
            hits.push(i);
        }
    }
    (words, hits)
}

/// An error correction: the learner chose the words `span` (first and last index) and typed
/// `text` in their place. Right when the sentence that makes is one the item accepts (so
/// "certainly" to "probably" fixes "will certainly" as well as "will certainly" to "will
/// probably" does), or when the chosen words are part of the error and `text` replaces the
/// whole of it. Finding the error is half the task; the fix is the other half.
fn grade_fix(
    sentence: &str,
    wrong: &str,
    right: &str,
    accept: &[String],
    span: (usize, usize),
    text: &str,
) -> Outcome {
    let (words, hits) = sentence_words(sentence, wrong);
    let (from, to) = (span.0.min(span.1), span.0.max(span.1));
    let found = hits.iter().any(|h| (from..=to).contains(h));
    let fixes: Vec<&str> =
        std::iter::once(right).chain(accept.iter().map(String::as_str)).collect();
    let fixed: Vec<String> = fixes.iter().map(|f| sentence.replacen(wrong, f, 1)).collect();
    let mine = if to < words.len() {
        [&words[..from], &[text.to_string()], &words[to + 1..]].concat().join(" ")
    } else {
        String::new()
    };
    let whole = grade_text(&mine, &fixed[0], &fixed[1..]);
    let phrase = grade_text(text, right, accept);
    if whole.is_correct() || (found && phrase.is_correct()) {
        return Outcome { parts: vec![true, true], ..Outcome::whole(true) };
    }
    if !found {
        return Outcome {
            parts: vec![false, false],
            closest: Some(right.to_string()),
            ..Outcome::whole(false)
        };
    }
    // The nearer reading of what was typed: a fix of the chosen words, or of the whole phrase.
    let mut o = if whole.verdict == Verdict::NearMiss && phrase.verdict != Verdict::NearMiss {
        let at = whole.closest.as_ref().and_then(|c| fixed.iter().position(|f| f == c));
        Outcome { closest: at.map(|i| fixes[i].to_string()), ..whole }
    } else if phrase.verdict == Verdict::NearMiss {
        phrase
    } else {
        Outcome { closest: Some(right.to_string()), diff: Vec::new(), ..phrase }
    };
    o.parts = vec![true, false];
    (o.verdict, o.score) = if o.verdict == Verdict::NearMiss {
        (Verdict::NearMiss, 0.75)
    } else {
        (Verdict::Partial, 0.5)
    };
    o
}

/// The one model answer feedback shows: the accepted answer nearest to what the learner typed
/// where there is one, otherwise the item's answer.
pub fn model_answer(item: &Item, outcome: &Outcome) -> String {
    match (&item.body, &outcome.closest) {
        (Body::ErrorCorrection { wrong, .. }, Some(fix)) => format!("“{wrong}” should be “{fix}”"),
        (Body::GapFill { .. } | Body::Listening { .. }, Some(closest)) => closest.clone(),
        _ => correct_answer(item),
    }
}

/// Grades one answer to one item. An answer of the wrong shape for the kind is simply wrong.
pub fn grade(item: &Item, answer: &Answer) -> Outcome {
    match (&item.body, answer) {
        (Body::Choice { options, answer: right }, Answer::Pick(i)) => {
            Outcome::whole(options.get(*i).is_some_and(|o| &o.text == right))
        }
        (Body::MultiChoice { options, answers }, Answer::Picks(picked)) => {
            // Each option is a part: chosen when it should be, left when it should be.
            let parts = options
                .iter()
                .enumerate()
                .map(|(i, o)| answers.contains(&o.text) == picked.contains(&i))
                .collect();
            Outcome::from_parts(parts)
        }
        (Body::GapFill { answer: right, accept, .. }, Answer::Text(t)) => {
            grade_text(t, right, accept)
        }
        (Body::Listening { answer: right, accept, options, symbols, .. }, Answer::Text(t))
            if options.is_empty() =>
        {
            if *symbols {
                grade_identifier(t, right, accept)
            } else {
                grade_text(t, right, accept)
            }
        }
        (Body::Listening { answer: right, options, .. }, Answer::Pick(i)) => {
            Outcome::whole(options.get(*i).is_some_and(|o| o == right))
        }
        (
            Body::ErrorCorrection { sentence, wrong, answer: right, accept },
            Answer::Fix { from, to, text },
        ) => grade_fix(sentence, wrong, right, accept, (*from, *to), text),
        (Body::Ordering { steps }, Answer::Order(order)) => {
            let parts = (0..steps.len()).map(|pos| order.get(pos) == Some(&pos)).collect();
            Outcome::from_parts(parts)
        }
        (Body::Matching { pairs }, Answer::Match(chosen)) => {
            let parts = (0..pairs.len()).map(|i| chosen.get(i) == Some(&i)).collect();
            Outcome::from_parts(parts)
        }
        (Body::WordStress { stress, .. }, Answer::Pick(i)) => Outcome::whole(i == stress),
        (Body::Dialogue { turns, .. }, Answer::Replies(chosen)) => {
            let parts = turns
                .iter()
                .enumerate()
                .map(|(t, turn)| {
                    chosen.get(t).and_then(|&r| turn.replies.get(r)).is_some_and(|r| r.best)
                })
                .collect();
            Outcome::from_parts(parts)
        }
        (Body::Write { targets, words, .. }, Answer::Text(t)) => {
            Outcome::from_parts(write_checks(targets, *words, t).into_iter().map(|c| c.1).collect())
        }
        _ => Outcome::from_parts(vec![false]),
    }
}

/// What a written sentence is checked for, in display order: each target (any of its `|`
/// alternatives, in any form), then the length. Each row says what it asked for.
pub fn write_checks(targets: &[String], words: [u32; 2], text: &str) -> Vec<(String, bool)> {
    let mut rows: Vec<(String, bool)> = targets
        .iter()
        .map(|t| {
            let alternatives: Vec<&str> = t.split('|').map(str::trim).collect();
            let used = alternatives.iter().any(|a| uses_term(text, a));
            (format!("Uses “{}”", alternatives.join("” or “")), used)
        })
        .collect();
    let n = word_count(text) as u32;
    rows.push((
        format!("{} to {} words (now {n})", words[0], words[1]),
        (words[0]..=words[1]).contains(&n),
    ));
    rows
}

/// The right answer in words, for feedback and the summary of missed items.
pub fn correct_answer(item: &Item) -> String {
    match &item.body {
        Body::Choice { answer, .. } => answer.clone(),
        Body::MultiChoice { answers, .. } => answers.join("; "),
        Body::GapFill { answer, .. } | Body::Listening { answer, .. } => answer.clone(),
        Body::ErrorCorrection { wrong, answer, .. } => format!("“{wrong}” should be “{answer}”"),
        Body::Ordering { steps } => steps.join(" → "),
        Body::Matching { pairs } => {
            pairs.iter().map(|p| format!("{} = {}", p.left, p.right)).collect::<Vec<_>>().join("; ")
        }
        Body::WordStress { syllables, stress, .. } => syllables
            .iter()
            .enumerate()
            .map(|(i, s)| if i == *stress { s.to_uppercase() } else { s.to_lowercase() })
            .collect::<Vec<_>>()
            .join("·"),
        Body::Dialogue { turns, .. } => turns
            .iter()
            .filter_map(|t| t.replies.iter().find(|r| r.best).map(|r| format!("“{}”", r.text)))
            .collect::<Vec<_>>()
            .join(" then "),
        Body::Write { model, .. } => model.clone(),
    }
}
