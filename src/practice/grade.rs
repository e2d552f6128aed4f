//! Grading every item kind: a verdict, a score in [0, 1] for partial credit,
//! and the detail the feedback needs (which parts were wrong, the marked difference).

use serde::{Deserialize, Serialize};

use super::text::{diff, edit_distance, normalize, Seg};
use crate::content::{Body, Item};

/// What the learner did. Indices refer to the item's authored order, not the shuffled display.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Answer {
    /// choice, listening with options, word_stress: the chosen index.
    Pick(usize),
    /// multi_choice: the chosen indices.
    Picks(Vec<usize>),
    /// gap_fill, listening: the typed text.
    Text(String),
    /// error_correction: the word index chosen as wrong, and the typed fix.
    Fix { word: usize, text: String },
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
    let (d, closest) = best.expect("answer is always a candidate");
    // One slip in a short word is a different word more often than a typo; four letters is the floor.
    let near = d == 1 && normalize(closest).chars().count() >= 4;
    Outcome {
        verdict: if near { Verdict::NearMiss } else { Verdict::Wrong },
        score: if near { 0.5 } else { 0.0 },
        parts: vec![false],
        closest: Some(closest.to_string()),
        diff: diff(given.trim(), closest),
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
        (Body::Listening { answer: right, accept, options, .. }, Answer::Text(t))
            if options.is_empty() =>
        {
            grade_text(t, right, accept)
        }
        (Body::Listening { answer: right, options, .. }, Answer::Pick(i)) => {
            Outcome::whole(options.get(*i).is_some_and(|o| o == right))
        }
        (
            Body::ErrorCorrection { sentence, wrong, answer: right, accept },
            Answer::Fix { word, text },
        ) => {
            let (_, hits) = sentence_words(sentence, wrong);
            if !hits.contains(word) {
                return Outcome {
                    parts: vec![false, false],
                    closest: Some(right.clone()),
                    ..Outcome::whole(false)
                };
            }
            let mut o = grade_text(text, right, accept);
            // Finding the error is half the task; the fix is the other half.
            o.parts = vec![true, o.is_correct()];
            if o.verdict == Verdict::Wrong {
                o.verdict = Verdict::Partial;
                o.score = 0.5;
            } else if o.verdict == Verdict::NearMiss {
                o.score = 0.75;
            }
            o
        }
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
        _ => Outcome::from_parts(vec![false]),
    }
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
    }
}
