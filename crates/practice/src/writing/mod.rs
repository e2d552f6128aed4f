//! Live checks for a scenario answer while the learner writes it.
//!
//! [`analyze`] reads a draft against its [`Scenario`] and reports the length, the required
//! section headings, the target terms (other forms of a word count: "rolled back" for
//! "roll back"), present tense in a post-mortem timeline, casual words in formal genres,
//! blunt review comments and over-long sentences. [`Analysis::checks`] turns that into the
//! rows of the checklist beside the editor.
//!
//! Plain Rust (std and serde only), cheap enough to run on every debounced keystroke,
//! and it never panics: every slice is cut at a character boundary the tokenizer found.

use std::borrow::Cow;
use std::collections::{HashMap, HashSet};
use std::hash::BuildHasherDefault;
use std::sync::OnceLock;

use serde::Serialize;

use super::text::{normalize, word_count};

mod comments;
mod lexicon;
mod register;
mod sections;
mod sentences;
mod tense;
mod words;

use comments::*;
use lexicon::*;
use register::*;
use sections::*;
use sentences::*;
use shoptalk_content::Scenario;
use tense::*;
use words::*;

/// Sentences with more words than this are flagged.
pub const LONG_SENTENCE: usize = 35;

/// What the checklist knows about a draft.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Analysis {
    pub words: usize,
    pub word_range: [u32; 2],
    /// Each required heading and whether it is in the text on a line of its own.
    pub sections: Vec<(String, bool)>,
    /// Each target term or collocation and whether the text uses it, in any form.
    pub targets: Vec<(String, bool)>,
    /// Sentences of the Timeline section written in the present tense, each followed by
    /// the verbs to change: "The job crashes at 14:05. — crashes → crashed".
    pub timeline_present: Vec<String>,
    /// Contractions and casual words, as written (lowercase), once each, in text order.
    pub casual: Vec<String>,
    /// Review comments that read as orders or verdicts, as written.
    pub unhedged: Vec<String>,
    /// Sentences over [`LONG_SENTENCE`] words, as written.
    pub long_sentences: Vec<String>,
    /// The scenario's genre ("post_mortem", "email", ...).
    pub genre: String,
    /// Every present-tense verb found in the timeline, with a past-simple version.
    pub tense: Vec<TenseFlag>,
    /// `None` when the task has no timeline; otherwise whether the draft has timeline text yet.
    pub timeline: Option<bool>,
    /// Which register the genre asks for; decides what `casual` reports.
    pub register: Register,
    /// Whether the text was read as review comments (the hedging check).
    pub review: bool,
}

/// One present-tense verb in a timeline.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TenseFlag {
    /// The sentence as written.
    pub sentence: String,
    /// The verb as written: "crashes", "is", "has spiked".
    pub verb: String,
    /// Its past simple: "crashed", "was", "spiked".
    pub past: String,
    /// The verb with its subject, as written: "the loss spikes".
    pub found: String,
    /// The same words in the past simple: "the loss spiked".
    pub fix: String,
}

/// One row of the checklist.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Check {
    /// Stable id: "length", "sections", "targets", "timeline", "register", "hedging", "long_sentences".
    pub id: &'static str,
    pub label: String,
    pub ok: bool,
    pub detail: String,
}

/// The register a genre asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Register {
    /// Post-mortem, proposal, runbook, design doc, cover letter: no contractions, no casual words.
    Formal,
    /// An email to a senior reader: contractions such as "I'd" are fine, slang is not.
    Professional,
    /// Interview answers, chat, review comments: not checked.
    Open,
}

/// The register a scenario genre asks for.
pub fn register_of(genre: &str) -> Register {
    match genre {
        "post_mortem" | "proposal" | "runbook" | "design_doc" | "cover_letter" | "report"
        | "memo" => Register::Formal,
        "email" => Register::Professional,
        _ => Register::Open,
    }
}

/// Reads `text` as an answer to `scenario`.
pub fn analyze(scenario: &Scenario, text: &str) -> Analysis {
    let heads: Vec<Head> = scenario.sections.iter().map(|s| Head::new(s)).collect();
    let lines = classify(text, &heads);
    let toks = tokenize(text);
    let words = words_of(&toks);
    let sentences = split_sentences(text, &lines);

    let sections = scenario
        .sections
        .iter()
        .enumerate()
        .map(|(i, s)| (s.to_string(), lines.iter().any(|l| l.sections.contains(&i))))
        .collect();
    let targets =
        scenario.targets.iter().map(|t| (t.to_string(), Phrase::new(t).found_in(&words))).collect();

    // The timeline: sentences that start on a line under a Timeline heading.
    let expects_timeline = heads.iter().any(|h| h.timeline);
    let has_timeline_heading = lines.iter().any(|l| l.timeline_heading);
    let mut tense = Vec::new();
    let mut timeline_present = Vec::new();
    let mut timeline_written = false;
    for s in sentences.iter().filter(|s| lines[s.line].timeline) {
        timeline_written = true;
        let shown = sentence_text(text, s);
        let flags = tense_flags(text, toks_in(&toks, s.start, s.end), &shown);
        if !flags.is_empty() {
            let verbs: Vec<String> =
                flags.iter().map(|f| format!("{} → {}", f.verb, f.past)).collect();
            timeline_present.push(format!("{shown} — {}", verbs.join("; ")));
            tense.extend(flags);
        }
    }
    let timeline = (expects_timeline || has_timeline_heading).then_some(timeline_written);

    let register = register_of(&scenario.genre);
    let casual = match register {
        Register::Formal => casual_words(text, &toks, true),
        Register::Professional => casual_words(text, &toks, false),
        Register::Open => Vec::new(),
    };

    // Review comments: the whole text for a review, else only lines labelled like comments ("nit:").
    let labelled: Vec<Option<bool>> =
        lines.iter().map(|l| comment_label(&text[l.start..l.end])).collect();
    let review = scenario.genre.contains("review") || labelled.iter().any(Option::is_some);
    let mut unhedged = Vec::new();
    if review {
        let whole = scenario.genre.contains("review");
        for s in &sentences {
            let label = labelled[s.line];
            if !whole && label.is_none() {
                continue;
            }
            if is_blunt(toks_in(&toks, s.start, s.end), label == Some(true)) {
                unhedged.push(sentence_text(text, s));
            }
        }
    }

    let long_sentences = sentences
        .iter()
        // The tokenizer splits at least as finely as `word_count`, so its count is a cheap first test.
        .filter(|s| {
            toks_in(&toks, s.start, s.end).iter().filter(|t| t.punct.is_none()).count()
                > LONG_SENTENCE
                && word_count(&text[s.start..s.end]) > LONG_SENTENCE
        })
        .map(|s| sentence_text(text, s))
        .collect();

    Analysis {
        words: word_count(text),
        word_range: scenario.words,
        sections,
        targets,
        timeline_present,
        casual,
        unhedged,
        long_sentences,
        genre: scenario.genre.to_string(),
        tense,
        timeline,
        register,
        review,
    }
}

/// Which key phrases of the scenario the text uses, matched like targets (other forms
/// of each word, articles and determiners between words tolerated).
pub fn key_phrases_used(scenario: &Scenario, text: &str) -> Vec<(String, bool)> {
    let toks = tokenize(text);
    let words = words_of(&toks);
    scenario.key_phrases.iter().map(|k| (k.clone(), Phrase::new(k).found_in(&words))).collect()
}

/// Whether `text` uses `term` in any form: "sharded" for "shard", "rolled it back" for
/// "roll back", "resumed from the checkpoint" for "resume from a checkpoint".
pub fn uses_term(text: &str, term: &str) -> bool {
    let toks = tokenize(text);
    Phrase::new(term).found_in(&words_of(&toks))
}

impl Analysis {
    /// The checklist rows, in display order. Rows that do not apply to the genre are left out.
    pub fn checks(&self) -> Vec<Check> {
        let mut out = Vec::new();
        let (min, max) = (self.word_range[0] as usize, self.word_range[1] as usize);
        let w = self.words;
        out.push(Check {
            id: "length",
            label: format!("Length: {w} {} (aim for {min}–{max})", plural(w, "word", "words")),
            ok: (min..=max).contains(&w),
            detail: if w == 0 {
                format!("Start writing: aim for {min}–{max} words.")
            } else if w < min {
                format!("About {} more {} to go.", min - w, plural(min - w, "word", "words"))
            } else if w > max {
                format!(
                    "About {} {} too many: cut repetition and background the reader does not need.",
                    w - max,
                    plural(w - max, "word", "words")
                )
            } else {
                "Within the range.".into()
            },
        });

        if !self.sections.is_empty() {
            let n = self.sections.len();
            let found = self.sections.iter().filter(|s| s.1).count();
            let missing: Vec<String> =
                self.sections.iter().filter(|s| !s.1).map(|s| quote(&s.0)).collect();
            out.push(Check {
                id: "sections",
                label: if missing.is_empty() {
                    format!("Sections: all {n} {}", plural(n, "heading", "headings"))
                } else {
                    format!("Sections: {found} of {n} headings")
                },
                ok: missing.is_empty(),
                detail: if missing.is_empty() {
                    "Every heading is there, each on a line of its own.".into()
                } else {
                    format!(
                        "Missing: {}. Put each heading on a line of its own.",
                        missing.join(", ")
                    )
                },
            });
        }

        if !self.targets.is_empty() {
            let n = self.targets.len();
            let used = self.targets.iter().filter(|t| t.1).count();
            let todo: Vec<String> =
                self.targets.iter().filter(|t| !t.1).map(|t| quote(&t.0)).collect();
            out.push(Check {
                id: "targets",
                label: format!("Target terms: {used} of {n} used"),
                ok: todo.is_empty(),
                detail: if todo.is_empty() {
                    "All of them are in your text.".into()
                } else {
                    format!(
                        "Still to use: {}. Other forms count too: 'rolled back' for 'roll back'.",
                        todo.join(", ")
                    )
                },
            });
        }

        if let Some(written) = self.timeline {
            let n = self.timeline_present.len();
            let (label, ok, detail) = if !written {
                (
                    "Timeline: not written yet".to_string(),
                    false,
                    "Under a 'Timeline' heading, tell what happened in the past simple, one time stamp per line.".to_string(),
                )
            } else if n == 0 {
                (
                    "Timeline: past simple throughout".to_string(),
                    true,
                    "Every event is told in the past simple.".to_string(),
                )
            } else {
                let fixes: Vec<String> =
                    self.tense.iter().map(|f| format!("'{}' → '{}'", f.found, f.fix)).collect();
                (
                    format!(
                        "Timeline: {n} {} in the present tense",
                        plural(n, "sentence", "sentences")
                    ),
                    false,
                    format!(
                        "{}. A timeline tells finished events: use the past simple.",
                        list_some(&fixes, 3)
                    ),
                )
            };
            out.push(Check { id: "timeline", label, ok, detail });
        }

        if self.register != Register::Open {
            let genre = genre_name(&self.genre);
            let n = self.casual.len();
            let what = if self.register == Register::Formal {
                "casual words or contractions"
            } else {
                "casual words"
            };
            let fixes: Vec<String> = self.casual.iter().map(|c| casual_fix(c)).collect();
            out.push(Check {
                id: "register",
                label: if n == 0 {
                    format!("Register: right for {genre}")
                } else {
                    format!("Register: {n} {what}")
                },
                ok: n == 0,
                detail: if n > 0 {
                    format!("{}.", list_some(&fixes, 4))
                } else if self.register == Register::Formal {
                    "No contractions or casual words.".into()
                } else {
                    "No slang. Contractions such as 'I'd' are fine in an email.".into()
                },
            });
        }

        if self.review {
            let n = self.unhedged.len();
            let shown: Vec<String> =
                self.unhedged.iter().map(|s| format!("'{}'", clip(s, 10))).collect();
            out.push(Check {
                id: "hedging",
                label: if n == 0 {
                    "Tone: comments read as suggestions".into()
                } else {
                    format!("Tone: {n} blunt {}", plural(n, "comment", "comments"))
                },
                ok: n == 0,
                detail: if n == 0 {
                    "Every comment leaves room for the author's view.".into()
                } else {
                    format!(
                        "{}. Soften with 'Have you considered …?', 'Could we …?', 'I wonder if …', or mark small points 'nit:'.",
                        list_some(&shown, 2)
                    )
                },
            });
        }

        let n = self.long_sentences.len();
        let shown: Vec<String> = self
            .long_sentences
            .iter()
            .map(|s| format!("'{}' ({} words)", clip(s, 8), word_count(s)))
            .collect();
        out.push(Check {
            id: "long_sentences",
            label: if n == 0 {
                format!("Sentences: none over {LONG_SENTENCE} words")
            } else {
                format!("Sentences: {n} over {LONG_SENTENCE} words")
            },
            ok: n == 0,
            detail: if n == 0 {
                "Every sentence is easy to follow.".into()
            } else {
                format!("{}: split where the idea changes.", list_some(&shown, 2))
            },
        });
        out
    }
}

fn plural(n: usize, one: &'static str, many: &'static str) -> &'static str {
    if n == 1 {
        one
    } else {
        many
    }
}

fn quote(s: &str) -> String {
    format!("'{}'", s.trim_end_matches([',', ':']))
}

/// The first `n` items joined with "; ", then "and 3 more".
fn list_some(items: &[String], n: usize) -> String {
    let mut s = items.iter().take(n).cloned().collect::<Vec<_>>().join("; ");
    if items.len() > n {
        s.push_str(&format!("; and {} more", items.len() - n));
    }
    s
}

/// The first `n` words of `s`, with "…" when cut.
fn clip(s: &str, n: usize) -> String {
    let words: Vec<&str> = s.split_whitespace().collect();
    if words.len() <= n {
        words.join(" ")
    } else {
        format!("{} …", words[..n].join(" "))
    }
}

fn genre_name(g: &str) -> String {
    match g {
        "post_mortem" => "a post-mortem".into(),
        "proposal" => "a proposal".into(),
        "runbook" => "a runbook".into(),
        "design_doc" => "a design doc".into(),
        "cover_letter" => "a cover letter".into(),
        "email" => "an email to a senior reader".into(),
        other => {
            let g = other.replace('_', " ");
            if g.starts_with(['a', 'e', 'i', 'o', 'u']) {
                format!("an {g}")
            } else {
                format!("a {g}")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sentences(text: &str) -> Vec<String> {
        let lines = classify(text, &[]);
        split_sentences(text, &lines).iter().map(|s| sentence_text(text, s)).collect()
    }

    #[test]
    fn sentence_splitting_keeps_numbers_abbreviations_and_times() {
        let s = sentences("At 14:05 the p95 rose to 12.5 s, e.g. on node 3. Then it fell. See Fig. 2 vs. the baseline!");
        assert_eq!(
            s,
            vec![
                "At 14:05 the p95 rose to 12.5 s, e.g. on node 3.",
                "Then it fell.",
                "See Fig. 2 vs. the baseline!"
            ]
        );
        assert_eq!(
            sentences("First line\nwraps here.\nSecond line."),
            vec!["First line wraps here.", "Second line."]
        );
    }

    #[test]
    fn lemmas_cover_common_inflections() {
        let m = |a: &str, b: &str| wmatch(&W::new(a.into(), false), &W::new(b.into(), false));
        for (a, b) in [
            ("shard", "sharded"),
            ("shards", "sharding"),
            ("roll", "rolled"),
            ("resume", "resuming"),
            ("retry", "retries"),
            ("cache", "caches"),
            ("use", "used"),
            ("go", "went"),
            ("stop", "stopped"),
        ] {
            assert!(m(a, b), "{a} ~ {b}");
        }
        for (a, b) in [("shard", "sharp"), ("roll", "role"), ("the", "thing")] {
            assert!(!m(a, b), "{a} !~ {b}");
        }
    }

    #[test]
    fn past_forms() {
        for (b, p) in [
            ("crash", "crashed"),
            ("spike", "spiked"),
            ("stop", "stopped"),
            ("retry", "retried"),
            ("deploy", "deployed"),
            ("fail", "failed"),
            ("open", "opened"),
            ("run", "ran"),
            ("occur", "occurred"),
            ("restart", "restarted"),
        ] {
            assert_eq!(past_form(b), p);
        }
    }
}
