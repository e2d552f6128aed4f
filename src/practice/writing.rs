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
use crate::content::Scenario;

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
        "post_mortem" | "proposal" | "runbook" | "design_doc" | "cover_letter" | "report" | "memo" => Register::Formal,
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
        .map(|(i, s)| (s.clone(), lines.iter().any(|l| l.sections.contains(&i))))
        .collect();
    let targets = scenario.targets.iter().map(|t| (t.clone(), Phrase::new(t).found_in(&words))).collect();

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
            let verbs: Vec<String> = flags.iter().map(|f| format!("{} → {}", f.verb, f.past)).collect();
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
    let labelled: Vec<Option<bool>> = lines.iter().map(|l| comment_label(&text[l.start..l.end])).collect();
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
            toks_in(&toks, s.start, s.end).iter().filter(|t| t.punct.is_none()).count() > LONG_SENTENCE
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
        genre: scenario.genre.clone(),
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
            let missing: Vec<String> = self.sections.iter().filter(|s| !s.1).map(|s| quote(&s.0)).collect();
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
                    format!("Missing: {}. Put each heading on a line of its own.", missing.join(", "))
                },
            });
        }

        if !self.targets.is_empty() {
            let n = self.targets.len();
            let used = self.targets.iter().filter(|t| t.1).count();
            let todo: Vec<String> = self.targets.iter().filter(|t| !t.1).map(|t| quote(&t.0)).collect();
            out.push(Check {
                id: "targets",
                label: format!("Target terms: {used} of {n} used"),
                ok: todo.is_empty(),
                detail: if todo.is_empty() {
                    "All of them are in your text.".into()
                } else {
                    format!("Still to use: {}. Other forms count too: 'rolled back' for 'roll back'.", todo.join(", "))
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
                ("Timeline: past simple throughout".to_string(), true, "Every event is told in the past simple.".to_string())
            } else {
                let fixes: Vec<String> = self.tense.iter().map(|f| format!("'{}' → '{}'", f.found, f.fix)).collect();
                (
                    format!("Timeline: {n} {} in the present tense", plural(n, "sentence", "sentences")),
                    false,
                    format!("{}. A timeline tells finished events: use the past simple.", list_some(&fixes, 3)),
                )
            };
            out.push(Check { id: "timeline", label, ok, detail });
        }

        if self.register != Register::Open {
            let genre = genre_name(&self.genre);
            let n = self.casual.len();
            let what = if self.register == Register::Formal { "casual words or contractions" } else { "casual words" };
            let fixes: Vec<String> = self.casual.iter().map(|c| casual_fix(c)).collect();
            out.push(Check {
                id: "register",
                label: if n == 0 { format!("Register: right for {genre}") } else { format!("Register: {n} {what}") },
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
            let shown: Vec<String> = self.unhedged.iter().map(|s| format!("'{}'", clip(s, 10))).collect();
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
        let shown: Vec<String> =
            self.long_sentences.iter().map(|s| format!("'{}' ({} words)", clip(s, 8), word_count(s))).collect();
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

fn casual_fix(c: &str) -> String {
    let to = match c {
        "gonna" => "'going to' or 'will'",
        "wanna" => "'want to'",
        "gotta" => "'have to' or 'must'",
        "kinda" | "sorta" => "'somewhat', or give the number",
        "dunno" => "'do not know'",
        "stuff" => "name the thing: 'files', 'jobs', 'settings'",
        "guys" | "folks" => "'everyone' or 'the team'",
        "awesome" | "cool" => "'very good', or say what was good",
        "basically" | "totally" | "literally" => "leave it out",
        "super" | "pretty" | "crazy" | "insane" => "'very', or better, a number",
        "yeah" | "yep" | "yup" => "'yes'",
        "nope" | "nah" => "'no'",
        "ok" | "okay" => "'acceptable' or 'fine'",
        "hey" => "'Hello' or 'Dear …'",
        "a lot" | "a lot of" | "lots of" | "tons of" | "loads of" | "a bunch of" => "'many', 'much' or a number",
        "heads-up" => "'please note'",
        "!" => "a full stop",
        "btw" | "lol" | "omg" | "tbh" | "imo" | "imho" | "thx" | "cos" | "cuz" | "coz" => "write it out or leave it out",
        "anyways" | "dude" | "gotcha" | "freaking" => "leave it out",
        _ => "",
    };
    if !to.is_empty() {
        return format!("'{c}' → {to}");
    }
    match expand_contraction(c) {
        Some(full) => format!("'{c}' → '{full}'"),
        None => format!("'{c}'"),
    }
}

/// "don't" → "do not", "it's" → "it is"; `None` if `c` is not a contraction.
fn expand_contraction(c: &str) -> Option<String> {
    let parts = expand(c);
    (parts.len() == 2).then(|| {
        let head = if c.starts_with("i'") { "I" } else { parts[0].as_str() };
        format!("{head} {}", parts[1])
    })
}

// ---------------------------------------------------------------------------
// Word lists

/// Words that may stand between the words of a target phrase.
const SKIPPABLE: &[&str] = &[
    "a", "an", "the", "this", "that", "these", "those", "its", "their", "our", "my", "your", "his", "her", "it",
    "them", "each", "every", "any", "some", "all", "both", "several", "another", "one", "two", "three", "four", "five",
    "six", "seven", "eight", "nine", "ten", "twelve",
];

/// Words a heading can do without when compared ("Where the savings come from").
const HEAD_STOP: &[&str] = &[
    "the", "an", "and", "or", "of", "to", "for", "how", "what", "when", "where", "why", "who", "which", "we", "you",
    "i", "it", "this", "that", "these", "them", "they", "our", "your", "my", "their", "from", "in", "on", "at", "by",
    "with", "is", "are", "be", "do", "does", "if", "as", "about", "into",
];

const SIGNOFFS: &[&str] = &[
    "kind regards", "best regards", "regards", "warm regards", "warmest regards", "with kind regards",
    "with best regards", "yours sincerely", "sincerely", "sincerely yours", "yours faithfully", "yours truly",
    "best wishes", "all best", "best", "many thanks", "thanks", "thank you", "thanks again", "respectfully",
    "cheers",
];

/// Forms of irregular verbs: base, past simple, past participle.
const IRREGULAR: &[(&str, &str, &str)] = &[
    ("be", "was", "been"), ("have", "had", "had"), ("do", "did", "done"), ("arise", "arose", "arisen"),
    ("become", "became", "become"), ("begin", "began", "begun"), ("bend", "bent", "bent"), ("bind", "bound", "bound"),
    ("bleed", "bled", "bled"), ("blow", "blew", "blown"), ("break", "broke", "broken"), ("breed", "bred", "bred"),
    ("bring", "brought", "brought"), ("build", "built", "built"), ("burst", "burst", "burst"), ("buy", "bought", "bought"),
    ("catch", "caught", "caught"), ("choose", "chose", "chosen"), ("come", "came", "come"), ("cost", "cost", "cost"),
    ("cut", "cut", "cut"), ("deal", "dealt", "dealt"), ("dig", "dug", "dug"), ("draw", "drew", "drawn"),
    ("drink", "drank", "drunk"), ("drive", "drove", "driven"), ("eat", "ate", "eaten"), ("fall", "fell", "fallen"),
    ("feed", "fed", "fed"), ("feel", "felt", "felt"), ("fight", "fought", "fought"), ("find", "found", "found"),
    ("flee", "fled", "fled"), ("fly", "flew", "flown"), ("forbid", "forbade", "forbidden"), ("forget", "forgot", "forgotten"),
    ("forgive", "forgave", "forgiven"), ("freeze", "froze", "frozen"), ("get", "got", "got"), ("give", "gave", "given"),
    ("go", "went", "gone"), ("grow", "grew", "grown"), ("hang", "hung", "hung"), ("hear", "heard", "heard"),
    ("hide", "hid", "hidden"), ("hit", "hit", "hit"), ("hold", "held", "held"), ("hurt", "hurt", "hurt"),
    ("keep", "kept", "kept"), ("know", "knew", "known"), ("lay", "laid", "laid"), ("lead", "led", "led"),
    ("leave", "left", "left"), ("lend", "lent", "lent"), ("let", "let", "let"), ("light", "lit", "lit"),
    ("lose", "lost", "lost"), ("make", "made", "made"), ("mean", "meant", "meant"), ("meet", "met", "met"),
    ("mislead", "misled", "misled"), ("overcome", "overcame", "overcome"), ("overrun", "overran", "overrun"),
    ("overwrite", "overwrote", "overwritten"), ("pay", "paid", "paid"), ("put", "put", "put"), ("quit", "quit", "quit"),
    ("read", "read", "read"), ("rebuild", "rebuilt", "rebuilt"), ("redo", "redid", "redone"), ("rerun", "reran", "rerun"),
    ("reset", "reset", "reset"), ("rewrite", "rewrote", "rewritten"), ("ride", "rode", "ridden"), ("ring", "rang", "rung"),
    ("rise", "rose", "risen"), ("run", "ran", "run"), ("say", "said", "said"), ("see", "saw", "seen"),
    ("seek", "sought", "sought"), ("sell", "sold", "sold"), ("send", "sent", "sent"), ("set", "set", "set"),
    ("shake", "shook", "shaken"), ("shed", "shed", "shed"), ("shine", "shone", "shone"), ("shoot", "shot", "shot"),
    ("show", "showed", "shown"), ("shrink", "shrank", "shrunk"), ("shut", "shut", "shut"), ("sing", "sang", "sung"),
    ("sink", "sank", "sunk"), ("sit", "sat", "sat"), ("sleep", "slept", "slept"), ("slide", "slid", "slid"),
    ("speak", "spoke", "spoken"), ("speed", "sped", "sped"), ("spend", "spent", "spent"), ("spin", "spun", "spun"),
    ("split", "split", "split"), ("spread", "spread", "spread"), ("stand", "stood", "stood"), ("steal", "stole", "stolen"),
    ("stick", "stuck", "stuck"), ("strike", "struck", "struck"), ("swing", "swung", "swung"), ("take", "took", "taken"),
    ("teach", "taught", "taught"), ("tear", "tore", "torn"), ("tell", "told", "told"), ("think", "thought", "thought"),
    ("throw", "threw", "thrown"), ("understand", "understood", "understood"), ("undo", "undid", "undone"),
    ("upset", "upset", "upset"), ("wake", "woke", "woken"), ("wear", "wore", "worn"), ("win", "won", "won"),
    ("withdraw", "withdrew", "withdrawn"), ("write", "wrote", "written"),
];

/// Other forms whose base the suffix rules cannot find.
const EXTRA_FORMS: &[(&str, &str)] = &[
    ("is", "be"), ("am", "be"), ("are", "be"), ("were", "be"), ("being", "be"), ("has", "have"), ("having", "have"),
    ("does", "do"), ("doing", "do"), ("goes", "go"), ("going", "go"), ("using", "use"), ("dying", "die"),
    ("lying", "lie"), ("tying", "tie"), ("gotten", "get"),
];

/// Verbs that tell events in an incident timeline, to spot "the job crashes" and
/// "gradients appear". `true` marks words that are often plural nouns too ("alerts", "checks"),
/// which need a clearer subject before they are flagged.
const EVENT_VERBS: &[(&str, bool)] = &[
    ("affect", false), ("alert", true), ("appear", false), ("apply", false), ("arrive", false), ("become", false),
    ("begin", false), ("block", true), ("break", false), ("call", true), ("cause", true), ("change", true),
    ("check", true), ("climb", false), ("close", true), ("collapse", false), ("come", false), ("complete", false),
    ("confirm", false), ("contain", false), ("continue", false), ("crash", true), ("decide", false), ("decline", false),
    ("degrade", false), ("deploy", false), ("detect", false), ("die", false), ("disappear", false), ("discover", false),
    ("diverge", false), ("drain", false), ("drop", true), ("emit", false), ("escalate", false), ("evict", false),
    ("exceed", false), ("explode", false), ("fail", false), ("fall", true), ("find", false), ("finish", false),
    ("fire", true), ("fix", true), ("freeze", false), ("get", false), ("give", false), ("go", false), ("grow", false),
    ("hang", false), ("happen", false), ("hit", true), ("identify", false), ("include", false), ("increase", true),
    ("investigate", false), ("jump", true), ("keep", false), ("kill", false), ("leave", false), ("load", true),
    ("log", true), ("look", false), ("lose", false), ("make", false), ("mark", true), ("move", true), ("need", false),
    ("notice", false), ("notify", false), ("occur", false), ("open", false), ("overflow", false), ("page", true),
    ("pass", true), ("peak", true), ("preempt", false), ("push", true), ("reach", false), ("read", true),
    ("reboot", false), ("receive", false), ("recover", false), ("redeploy", false), ("reject", false),
    ("release", true), ("remain", false), ("remove", false), ("replace", false), ("report", true), ("rerun", false),
    ("resolve", false), ("respond", false), ("restart", true), ("restore", false), ("resubmit", false),
    ("resume", false), ("retry", true), ("return", true), ("revert", false), ("rise", true), ("roll", false),
    ("run", true), ("saturate", false), ("save", true), ("say", false), ("scale", false), ("see", false),
    ("seem", false), ("send", false), ("show", false), ("shrink", false), ("skip", false), ("slow", false),
    ("spike", true), ("stabilize", false), ("stall", false), ("start", true), ("stay", false), ("stop", true),
    ("succeed", false), ("surge", true), ("switch", true), ("take", false), ("throw", false), ("trigger", true),
    ("trip", true), ("turn", true), ("update", true), ("use", false), ("wait", false), ("wake", false),
    ("work", true), ("write", true),
];

/// Regular verbs that double their last consonant or are otherwise irregular in spelling.
const DOUBLING: &[(&str, &str)] = &[
    ("occur", "occurred"), ("prefer", "preferred"), ("refer", "referred"), ("commit", "committed"),
    ("submit", "submitted"), ("resubmit", "resubmitted"), ("permit", "permitted"), ("omit", "omitted"),
    ("admit", "admitted"), ("control", "controlled"), ("regret", "regretted"), ("transfer", "transferred"),
    ("recur", "recurred"), ("emit", "emitted"), ("equip", "equipped"), ("patrol", "patrolled"),
];

/// Words ending in "-ed" that are not past forms.
const ED_NOT_PAST: &[&str] = &[
    "need", "feed", "seed", "speed", "proceed", "succeed", "exceed", "embed", "shed", "bed", "red", "bleed", "breed",
    "heed", "indeed", "weed", "shred", "hundred", "sped",
];

const MODALS: &[&str] =
    &["will", "would", "shall", "should", "could", "might", "may", "must", "won't", "wouldn't", "shouldn't", "couldn't", "mustn't", "ought", "'d"];

/// Adverbs that may stand between a subject pronoun and its verb.
const ADVERBS: &[&str] = &[
    "then", "also", "now", "still", "first", "finally", "just", "again", "only", "already", "soon", "never", "always",
    "later", "together", "both", "all", "each", "immediately", "quickly", "eventually", "manually", "automatically",
    "initially", "not", "even", "next", "thus", "therefore", "meanwhile", "ourselves",
];

/// Words after which the next word is not a verb (the next word belongs to a noun phrase).
const NOT_SUBJECT: &[&str] = &[
    "the", "a", "an", "these", "those", "its", "their", "our", "my", "your", "his", "her", "no", "some", "any",
    "many", "several", "few", "more", "most", "less", "all", "both", "each", "every", "other", "multiple", "numerous",
    "various", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "hundreds", "thousands", "of",
    "in", "on", "at", "for", "with", "by", "from", "to", "into", "about", "after", "before", "during", "between",
    "without", "per", "than", "via", "across", "under", "over", "through", "not", "new", "old", "same", "such",
    "what", "whose", "very", "too", "so", "as", "if",
];

const DETERMINERS: &[&str] = &["the", "a", "an", "this", "that", "its", "our", "their", "my", "your", "one", "each", "every", "his", "her"];

/// Words that open a new clause inside a sentence.
const CLAUSE_OPENERS: &[&str] = &[
    "but", "so", "because", "while", "when", "after", "before", "until", "once", "since", "although", "though",
    "whereas", "that", "which", "who", "where", "if", "unless", "as",
];

/// Verbs after which a bare verb is an infinitive ("let the pods restart").
const CAUSATIVES: &[&str] =
    &["let", "lets", "make", "makes", "made", "saw", "see", "sees", "watched", "watch", "help", "helped", "helps", "heard", "hear"];

const MONTHS: &[&str] = &[
    "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
    "december", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec", "monday",
    "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "mon", "tue", "wed", "thu", "fri", "sat", "sun",
];

const ZONES: &[&str] = &["utc", "gmt", "cet", "cest", "pst", "pdt", "est", "edt", "bst", "ist", "jst", "local"];

/// Stems before "'s" that make a contraction of "is" rather than a possessive.
const PRONOUN_S: &[&str] = &["it", "that", "there", "here", "what", "who", "where", "how", "he", "she", "let", "everything", "nothing"];

const CASUAL: &[&str] = &[
    "gonna", "wanna", "gotta", "kinda", "sorta", "dunno", "stuff", "guys", "folks", "awesome", "basically", "totally",
    "literally", "yeah", "yep", "yup", "nope", "nah", "okay", "hey", "btw", "lol", "omg", "tbh", "imo", "imho", "thx",
    "crazy", "insane", "anyways", "dude", "cos", "cuz", "coz", "gotcha", "freaking",
];

/// Nouns after "super" that make a compound, not an intensifier ("super-resolution").
const SUPER_OK: &[&str] = &[
    "resolution", "computer", "computers", "computing", "node", "nodes", "pod", "pods", "cluster", "clusters", "set",
    "sets", "user", "users", "class", "script", "block", "blocks", "chip", "chips", "convergence", "linear", "scalar",
    "micro", "net", "network",
];

/// Phrases that soften a review comment, padded with spaces.
const HEDGES: &[&str] = &[
    " have you considered ", " have you thought ", " could we ", " could you ", " would you ", " would it ", " can we ",
    " might ", " may ", " maybe ", " perhaps ", " i wonder ", " wondering ", " nit ", " consider ", " considering ",
    " what do you think ", " what about ", " how about ", " i think ", " i feel ", " suggest ", " suggestion ",
    " seems ", " it seems ", " looks like ", " not sure ", " possibly ", " optional ", " optionally ", " should we ",
    " do we need ", " worth ", " curious ", " missing something ", " feel free ", " minor ", " could ", " would ",
    " i'd ", " we'd ", " wdyt ",
];

/// Questions that accuse rather than ask.
const ACCUSING: &[&str] = &[" why did you ", " why would you ", " why didn't you ", " why not just ", " why on earth "];

/// Verdicts and orders that make a review comment blunt, padded with spaces.
const BLUNT: &[&str] = &[
    " wrong ", " bad ", " broken ", " terrible ", " horrible ", " awful ", " stupid ", " silly ", " ugly ", " useless ",
    " pointless ", " nonsense ", " ridiculous ", " lazy ", " sloppy ", " messy ", " incorrect ", " makes no sense ",
    " doesn't make sense ", " does not make sense ", " won't work ", " will not work ", " doesn't work ",
    " does not work ", " obviously ", " clearly ", " of course ", " everyone knows ", " you must ", " you need to ",
    " you have to ", " you should ", " you forgot ", " you didn't ", " you did not ", " you never ", " you always ",
    " never do ", " don't do ", " do not do ", " must ", " you just ",
];

/// Verbs that make an order when they open a review comment ("Rename this.").
const ORDERS: &[&str] = &[
    "change", "remove", "delete", "rename", "use", "fix", "move", "add", "replace", "rewrite", "split", "revert",
    "refactor", "drop", "do", "make", "put", "stop", "avoid", "extract", "inline", "update", "get", "just", "simply",
];

/// Labels of conventional review comments; `true` when the label itself softens the comment.
const COMMENT_LABELS: &[(&str, bool)] = &[
    ("nit", true), ("nitpick", true), ("suggestion", true), ("question", true), ("optional", true), ("thought", true),
    ("praise", true), ("minor", true), ("idea", true), ("issue", false), ("blocking", false), ("todo", false),
    ("chore", false), ("bug", false),
];

/// A fast hash for the word tables (FNV-1a); the default SipHash costs more than the look-up.
#[derive(Default, Clone, Copy)]
struct Fnv(u64);

impl std::hash::Hasher for Fnv {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        let mut h = if self.0 == 0 { 0xcbf2_9ce4_8422_2325 } else { self.0 };
        for &b in bytes {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
        self.0 = h;
    }
}

type FastMap<K, V> = HashMap<K, V, BuildHasherDefault<Fnv>>;
type FastSet<K> = HashSet<K, BuildHasherDefault<Fnv>>;

// Word classes, one bit each, looked up together.
const SKIP: u32 = 1;
const HEAD_STOP_W: u32 = 1 << 1;
const CASUAL_W: u32 = 1 << 2;
const NOT_SUBJ: u32 = 1 << 3;
const DET: u32 = 1 << 4;
const ADV: u32 = 1 << 5;
const MODAL: u32 = 1 << 6;
const OPENER: u32 = 1 << 7;
const MONTH: u32 = 1 << 8;
const ZONE: u32 = 1 << 9;
const CAUSATIVE: u32 = 1 << 10;

/// Whether `w` belongs to a word class.
fn is(w: &str, class: u32) -> bool {
    lexicon().class.get(w).is_some_and(|c| c & class != 0)
}

struct Lexicon {
    /// Irregular form → base ("went" → "go").
    base_of: FastMap<&'static str, &'static str>,
    /// Past simple and participle forms of irregular verbs.
    past: FastSet<&'static str>,
    /// Base → past simple, for irregular verbs.
    past_of: FastMap<&'static str, &'static str>,
    /// Base → often a noun too.
    verbs: FastMap<&'static str, bool>,
    doubling: FastMap<&'static str, &'static str>,
    /// Word → its classes (bits).
    class: FastMap<&'static str, u32>,
}

fn lexicon() -> &'static Lexicon {
    static L: OnceLock<Lexicon> = OnceLock::new();
    L.get_or_init(|| {
        let mut base_of = FastMap::default();
        let mut past = FastSet::default();
        let mut past_of = FastMap::default();
        for &(b, p, pp) in IRREGULAR {
            past_of.entry(b).or_insert(p);
            past.insert(p);
            if p != b {
                base_of.entry(p).or_insert(b);
            }
            if pp != b {
                past.insert(pp);
                base_of.entry(pp).or_insert(b);
            }
        }
        for &(f, b) in EXTRA_FORMS {
            base_of.entry(f).or_insert(b);
        }
        past.insert("were");
        let mut class: FastMap<&'static str, u32> = FastMap::default();
        for (list, bit) in [
            (SKIPPABLE, SKIP),
            (HEAD_STOP, HEAD_STOP_W),
            (CASUAL, CASUAL_W),
            (NOT_SUBJECT, NOT_SUBJ),
            (DETERMINERS, DET),
            (ADVERBS, ADV),
            (MODALS, MODAL),
            (CLAUSE_OPENERS, OPENER),
            (MONTHS, MONTH),
            (ZONES, ZONE),
            (CAUSATIVES, CAUSATIVE),
        ] {
            for w in list {
                *class.entry(*w).or_insert(0) |= bit;
            }
        }
        Lexicon {
            base_of,
            past,
            past_of,
            verbs: EVENT_VERBS.iter().copied().collect(),
            doubling: DOUBLING.iter().copied().collect(),
            class,
        }
    })
}

// ---------------------------------------------------------------------------
// Tokens and word forms

/// A word or a punctuation mark of the text, with its byte range.
#[derive(Debug, Clone)]
struct Tok<'a> {
    start: usize,
    end: usize,
    /// Lowercase, straight apostrophes, UK spellings folded to US; empty for punctuation.
    /// Borrowed from the text when it is already in that form (most words).
    low: Cow<'a, str>,
    /// The mark, for punctuation (a line break counts as one).
    punct: Option<char>,
    /// Inside "double quotes" or `code`: log lines and commands, not the writer's own prose.
    quoted: bool,
}

fn is_apos(c: char) -> bool {
    matches!(c, '\'' | '\u{2019}' | '\u{02bc}')
}

/// Splits text into words and punctuation. Inside a word: letters and digits, an apostrophe
/// between letters ("don't"), and '.', ',' or ':' between digits ("12.5", "84,300", "14:05").
/// A hyphen, slash or underscore between letters joins two words without a mark ("on-call").
/// Other symbols ('$', '%', '<', '#', '*', emoji) are ignored.
fn tokenize(s: &str) -> Vec<Tok<'_>> {
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
                let in_number =
                    matches!(d, '.' | ',' | ':') && cs[j - 1].1.is_ascii_digit() && next.is_some_and(|x| x.is_ascii_digit());
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
        let abbrev_point = c == '.' && out.last().is_some_and(|t: &Tok| t.end == b && matches!(t.low.as_ref(), "vs" | "approx" | "cf"));
        match c {
            _ if joiner || abbrev_point => {}
            '"' | '`' => quoted = !quoted,
            '\u{201c}' => quoted = true,
            '\u{201d}' => quoted = false,
            '\n' => {
                quoted = false;
                out.push(Tok { start: b, end: b + 1, low: Cow::Borrowed(""), punct: Some('\n'), quoted });
            }
            '.' | ',' | ';' | ':' | '!' | '?' | '(' | ')' | '[' | ']' | '{' | '}' | '-' | '\u{2013}' | '\u{2014}'
            | '\u{2026}' | '|' => {
                out.push(Tok { start: b, end: b + c.len_utf8(), low: Cow::Borrowed(""), punct: Some(c), quoted });
            }
            _ => {}
        }
        i += 1;
    }
    out
}

/// Lowercase, straight apostrophes, UK spelling folded ("optimised" → "optimized").
fn lower_word(raw: &str) -> Cow<'_, str> {
    let w: Cow<str> = if !raw.is_ascii() {
        Cow::Owned(raw.chars().flat_map(char::to_lowercase).map(|c| if is_apos(c) { '\'' } else { c }).collect())
    } else if raw.bytes().any(|b| b.is_ascii_uppercase()) {
        Cow::Owned(raw.to_ascii_lowercase())
    } else {
        Cow::Borrowed(raw)
    };
    if w == "versus" {
        return "vs".into();
    }
    const FOLDS: [&str; 15] = [
        "ise", "ised", "ises", "ising", "iser", "isers", "isation", "isations", "yse", "tre", "our", "lled", "lling",
        "mme", "ogue",
    ];
    // Every ending above finishes with one of these pairs; most words do not.
    let b = w.as_bytes();
    let tail = if b.len() >= 5 { [b[b.len() - 2], b[b.len() - 1]] } else { [0, 0] };
    let maybe = matches!(&tail, b"se" | b"ed" | b"es" | b"ng" | b"er" | b"rs" | b"on" | b"ns" | b"re" | b"ur" | b"me" | b"ue");
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
fn expand(w: &str) -> Vec<String> {
    if w == "cannot" {
        return vec!["can".into(), "not".into()];
    }
    let Some(i) = w.find('\'') else { return vec![w.to_string()] };
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
enum Cand {
    Cut(usize, &'static str),
    Base(&'static str),
}

/// At most this many forms per word; the rules below produce at most 11.
const MAX_CANDS: usize = 12;

/// A word ready for matching: its forms and whether punctuation comes before it.
#[derive(Debug, Clone)]
struct W<'a> {
    low: Cow<'a, str>,
    /// The word and the bases it may be a form of ("rolled" → "rolle", "roll", "rol").
    cands: [Cand; MAX_CANDS],
    n: usize,
    /// An irregular form, whose base may start differently ("went" → "go").
    irr: bool,
    /// Punctuation stands between this word and the one before.
    gap: bool,
}

impl<'a> W<'a> {
    fn new(low: Cow<'a, str>, gap: bool) -> W<'a> {
        let mut w = W { low, cands: [Cand::Base(""); MAX_CANDS], n: 0, irr: false, gap };
        lemmas(&mut w);
        w
    }

    fn owned(self) -> W<'static> {
        W { low: Cow::Owned(self.low.into_owned()), cands: self.cands, n: self.n, irr: self.irr, gap: self.gap }
    }

    fn cand(&self, c: Cand) -> (&str, &'static str) {
        match c {
            Cand::Cut(n, tail) => (&self.low[..n], tail),
            Cand::Base(b) => (b, ""),
        }
    }

    fn forms(&self) -> impl Iterator<Item = (&str, &'static str)> + '_ {
        self.cands[..self.n].iter().map(|&c| self.cand(c))
    }

    fn push(&mut self, c: Cand) {
        // Duplicates are harmless (one more comparison), so they are not looked for.
        if self.n < MAX_CANDS {
            self.cands[self.n] = c;
            self.n += 1;
        }
    }
}

fn same_form(a: (&str, &str), b: (&str, &str)) -> bool {
    a.0.len() + a.1.len() == b.0.len() + b.1.len() && a.0.bytes().chain(a.1.bytes()).eq(b.0.bytes().chain(b.1.bytes()))
}

fn words_of<'a>(toks: &'a [Tok<'_>]) -> Vec<W<'a>> {
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
fn lemmas(w: &mut W) {
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
    if low.ends_with('s') && !low.ends_with("ss") && !low.ends_with("us") && !low.ends_with("is") && n > 3 {
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

fn is_vowel(b: u8) -> bool {
    matches!(b, b'a' | b'e' | b'i' | b'o' | b'u')
}

fn doubled(b: &str) -> bool {
    let s = b.as_bytes();
    s.len() >= 3 && s[s.len() - 1] == s[s.len() - 2] && !is_vowel(s[s.len() - 1])
}

fn wmatch(a: &W, b: &W) -> bool {
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
struct Phrase {
    alts: Vec<Vec<W<'static>>>,
}

impl Phrase {
    fn new(s: &str) -> Phrase {
        let mut alts = vec![phrase_words(s)];
        if s.contains('-') {
            alts.push(phrase_words(&s.replace('-', "")));
        }
        alts.retain(|a| !a.is_empty());
        Phrase { alts }
    }

    fn found_in(&self, words: &[W]) -> bool {
        self.alts.iter().any(|p| find_phrase(words, p))
    }
}

/// The words of a phrase without its articles ("resume from a checkpoint" → resume, from, checkpoint).
fn phrase_words(s: &str) -> Vec<W<'static>> {
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
fn find_phrase(words: &[W<'_>], p: &[W<'_>]) -> bool {
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
                let Some(w) = words.get(k) else { continue 'start };
                if w.gap && !pw.gap {
                    continue 'start;
                }
                if wmatch(w, pw) {
                    break;
                }
                if skipped < 2 && (is(&w.low, SKIP) || w.low.bytes().all(|b| b.is_ascii_digit() || b == b',')) {
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
fn toks_in<'t, 'a>(toks: &'t [Tok<'a>], start: usize, end: usize) -> &'t [Tok<'a>] {
    let a = toks.partition_point(|t| t.start < start);
    let b = toks.partition_point(|t| t.start < end);
    &toks[a..b.max(a)]
}

// ---------------------------------------------------------------------------
// Lines and headings

enum HeadKind {
    Greeting,
    SignOff,
    Words { content: Vec<W<'static>>, joined: String },
}

/// A required heading, ready to compare with lines.
struct Head {
    kind: HeadKind,
    timeline: bool,
}

impl Head {
    fn new(h: &str) -> Head {
        let n = normalize(h);
        let timeline = n.split(' ').any(|w| w == "timeline");
        let kind = if is_greeting_norm(&n) {
            HeadKind::Greeting
        } else if SIGNOFFS.contains(&n.as_str()) {
            HeadKind::SignOff
        } else {
            HeadKind::Words { content: content_words(h), joined: n.replace(' ', "") }
        };
        Head { kind, timeline }
    }
}

/// The words of a heading that carry meaning; all of them if none do.
fn content_words(s: &str) -> Vec<W<'static>> {
    let toks = tokenize(s);
    let ws: Vec<W<'static>> = words_of(&toks).into_iter().map(W::owned).collect();
    let c: Vec<W<'static>> = ws.iter().filter(|w| !is(&w.low, HEAD_STOP_W)).cloned().collect();
    if c.is_empty() {
        ws
    } else {
        c
    }
}

fn is_greeting_norm(n: &str) -> bool {
    let words = n.split(' ').count();
    n == "dear"
        || n.starts_with("dear ")
        || n == "to whom it may concern"
        || ((n == "hi" || n == "hello" || n == "hey" || n.starts_with("hi ") || n.starts_with("hello ") || n.starts_with("hey "))
            && words <= 4)
        || n.starts_with("good morning")
        || n.starts_with("good afternoon")
        || n.starts_with("good evening")
}

/// Whether `s` has at most `max` words between spaces; stops counting early.
fn at_most_words(s: &str, max: usize) -> bool {
    s.split_whitespace().nth(max).is_none()
}

fn is_greeting_line(t: &str) -> bool {
    at_most_words(t, 8) && is_greeting_norm(&normalize(t))
}

fn is_signoff_line(t: &str) -> bool {
    at_most_words(t, 4) && SIGNOFFS.contains(&normalize(t).as_str())
}

/// A heading line without its markup: '#', bold, numbering ("1.", "2.1", "a)", "IV."), a final ':'.
fn clean_heading(t: &str) -> &str {
    let mut s = t.trim();
    s = s.trim_start_matches('#').trim_start();
    s = s.trim_matches(|c| c == '*' || c == '_').trim();
    if let Some(sp) = s.find(char::is_whitespace) {
        let first = &s[..sp];
        if let Some(num) = first.strip_suffix('.').or_else(|| first.strip_suffix(')')) {
            let numeric = num.starts_with(|c: char| c.is_ascii_digit()) && num.chars().all(|c| c.is_ascii_digit() || c == '.');
            let letter = num.chars().count() == 1 && num.chars().all(|c| c.is_ascii_alphabetic());
            let roman = !num.is_empty() && num.len() <= 4 && num.chars().all(|c| matches!(c, 'i' | 'v' | 'x' | 'I' | 'V' | 'X'));
            if numeric || letter || roman {
                s = s[sp..].trim_start();
            }
        }
    }
    s = s.trim_end_matches(':').trim_end();
    s.trim_matches(|c| c == '*' || c == '_').trim().trim_end_matches(':').trim_end()
}

fn ends_terminal(s: &str) -> bool {
    s.ends_with(['.', '!', '?', ';', ','])
}

/// "14:05", "3:40": a time of day.
fn has_time(s: &str) -> bool {
    let b = s.as_bytes();
    (1..b.len().saturating_sub(1)).any(|i| b[i] == b':' && b[i - 1].is_ascii_digit() && b[i + 1].is_ascii_digit())
}

/// The meaningful words of a cleaned line and its letters without spaces, computed once per line.
struct LineWords {
    content: Vec<W<'static>>,
    joined: String,
}

impl LineWords {
    fn new(clean: &str) -> LineWords {
        LineWords { content: content_words(clean), joined: normalize(clean).replace(' ', "") }
    }
}

/// The stem of a derived word, for headings: "prevention", "preventive" → "prevent";
/// "escalation", "escalate" → "escal". `None` when no suffix applies.
fn derived(w: &str) -> Option<&str> {
    const SUFFIXES: [&str; 12] = ["ations", "ation", "ions", "ion", "ives", "ive", "ates", "ate", "ments", "ment", "ing", "al"];
    SUFFIXES.iter().find_map(|suf| w.strip_suffix(suf).filter(|stem| stem.len() >= 4 && stem.is_ascii()))
}

/// Whether a cleaned line matches a heading: every meaningful word in some form with at most
/// three extra words ("Root Cause Analysis"), or, for longer headings, at least half of them
/// with at most two extra ("Savings" for "Where the savings come from"). `strict`: all words, one extra.
fn words_match(line: &LineWords, content: &[W], joined: &str, strict: bool) -> bool {
    let lw = &line.content;
    if lw.is_empty() || content.is_empty() {
        return false;
    }
    if line.joined == joined {
        return true;
    }
    let same = |l: &W, h: &W| wmatch(l, h) || derived(&l.low).is_some_and(|d| derived(&h.low) == Some(d));
    let mh = content.iter().filter(|h| lw.iter().any(|l| same(l, h))).count();
    let ml = lw.iter().filter(|l| content.iter().any(|h| same(l, h))).count();
    let extra = lw.len() - ml;
    if mh == content.len() && extra <= if strict { 1 } else { 3 } {
        return true;
    }
    !strict && content.len() >= 2 && mh >= 1 && mh * 2 >= content.len() && extra <= 2
}

/// Which required headings a line is, and where its own text starts for "Subject: …" lines.
fn match_heads(t: &str, t_off: usize, heads: &[Head]) -> (Vec<usize>, Option<usize>) {
    let mut found = Vec::new();
    if heads.is_empty() || t.starts_with(['-', '•', '>', '|']) || (t.starts_with('*') && !t.starts_with("**")) {
        return (found, None);
    }
    let clean = clean_heading(t);
    if clean.is_empty() {
        return (found, None);
    }
    let whole = clean.len() <= 160 && at_most_words(clean, 12) && !has_time(clean) && !ends_terminal(clean);
    let line = whole.then(|| LineWords::new(clean));
    for (i, h) in heads.iter().enumerate() {
        let hit = match (&h.kind, &line) {
            (HeadKind::Greeting, _) => is_greeting_line(t),
            (HeadKind::SignOff, _) => is_signoff_line(t),
            (HeadKind::Words { content, joined }, Some(line)) => words_match(line, content, joined, false),
            (HeadKind::Words { .. }, None) => false,
        };
        if hit {
            found.push(i);
        }
    }
    if !found.is_empty() {
        return (found, None);
    }
    // "Subject: Proposal to cut costs", "Impact: 3,000 GPU hours".
    if let Some(colon) = t.char_indices().take(80).find(|c| c.1 == ':').map(|c| c.0) {
        let prefix = clean_heading(&t[..colon]);
        if !prefix.is_empty() && at_most_words(prefix, 6) && !has_time(&t[..colon + 1]) {
            let line = LineWords::new(prefix);
            for (i, h) in heads.iter().enumerate() {
                if let HeadKind::Words { content, joined } = &h.kind {
                    if words_match(&line, content, joined, true) {
                        found.push(i);
                    }
                }
            }
            if !found.is_empty() {
                return (found, Some(t_off + colon + 1));
            }
        }
    }
    (found, None)
}

/// A short line that reads like a heading of the writer's own ("Lessons learned").
fn heading_like(t: &str) -> bool {
    if t.starts_with(['-', '•', '>', '|']) || (t.starts_with('*') && !t.starts_with("**")) {
        return false;
    }
    let c = clean_heading(t);
    !c.is_empty()
        && at_most_words(c, 6)
        && c.starts_with(|ch: char| ch.is_uppercase())
        && !ends_terminal(c)
        && !c.contains(':')
}

/// One line of the draft.
struct Line {
    start: usize,
    end: usize,
    /// Where the writer's sentences start on this line; `None` for headings and blank lines.
    body: Option<usize>,
    /// Required headings this line is.
    sections: Vec<usize>,
    /// A heading of any kind (required, the writer's own, a greeting or a sign-off).
    heading: bool,
    /// A heading that opens a timeline.
    timeline_heading: bool,
    /// Text under a timeline heading (including "Timeline: …" on the heading line).
    timeline: bool,
}

fn classify(text: &str, heads: &[Head]) -> Vec<Line> {
    let mut out = Vec::new();
    let mut prev_blank = true;
    let mut start = 0;
    let raws: Vec<&str> = text.split('\n').collect();
    for (li, &raw) in raws.iter().enumerate() {
        let end = start + raw.len();
        // A line that the next one carries on in lowercase is a wrapped sentence, not a heading.
        let wrapped = raws.get(li + 1).is_some_and(|n| n.trim_start().starts_with(char::is_lowercase));
        let t = raw.trim();
        let t_off = start + (raw.len() - raw.trim_start().len());
        let mut line =
            Line { start, end, body: Some(start), sections: Vec::new(), heading: false, timeline_heading: false, timeline: false };
        if t.is_empty() {
            line.body = None;
            prev_blank = true;
        } else {
            let (sections, inline) = match_heads(t, t_off, heads);
            let generic = t.starts_with("# ")
                || t.starts_with("##")
                || is_greeting_line(t)
                || is_signoff_line(t)
                || (prev_blank && !wrapped && heading_like(t));
            if !sections.is_empty() || generic {
                line.timeline_heading = sections.iter().any(|&i| heads[i].timeline)
                    || (sections.is_empty() && normalize(clean_heading(t)).starts_with("timeline"));
                line.body = inline;
                line.sections = sections;
                line.heading = true;
            }
            prev_blank = false;
        }
        out.push(line);
        start = end + 1;
    }
    // Mark the timeline: from a timeline heading to the next heading.
    let mut inside = false;
    for l in &mut out {
        if l.heading {
            inside = l.timeline_heading;
        }
        l.timeline = inside && l.body.is_some();
    }
    out
}

// ---------------------------------------------------------------------------
// Sentences

struct Sentence {
    start: usize,
    end: usize,
    /// The line the sentence starts on.
    line: usize,
}

const ABBREVIATIONS: &[&str] = &[
    "vs", "approx", "cf", "fig", "eg", "ie", "dr", "mr", "mrs", "ms", "al", "inc", "ltd", "incl", "esp", "resp", "ca",
    "nb", "viz", "eq", "no", "nos", "vol", "min", "max", "avg", "est", "dept",
];

/// Whether the '.' at `chars[idx]` ends an abbreviation rather than a sentence.
fn is_abbreviation(chars: &[(usize, char)], idx: usize, next_word_upper: bool) -> bool {
    let mut k = idx;
    while k > 0 && (chars[k - 1].1.is_alphanumeric() || chars[k - 1].1 == '.') {
        k -= 1;
    }
    let word: String = chars[k..idx].iter().map(|c| c.1.to_ascii_lowercase()).collect();
    if word.is_empty() {
        return false;
    }
    if word.contains('.') {
        return true; // e.g., i.e., a.m., U.S.
    }
    if word == "etc" {
        return !next_word_upper;
    }
    ABBREVIATIONS.contains(&word.as_str()) && !(next_word_upper && matches!(word.as_str(), "no" | "min" | "max" | "est"))
}

/// Splits the writer's lines into sentences. A sentence ends at '.', '!' or '?' followed by
/// a space, unless the word before is an abbreviation ("e.g."); "12.5", "p95" and "14:05" never
/// end one. A line break ends a sentence too, unless the next line carries on in lowercase.
fn split_sentences(text: &str, lines: &[Line]) -> Vec<Sentence> {
    let mut out = Vec::new();
    let mut open: Option<(usize, usize)> = None;
    let mut last_end = 0;
    let mut prev_body = false;
    let close = |open: &mut Option<(usize, usize)>, end: usize, out: &mut Vec<Sentence>| {
        if let Some((s, line)) = open.take() {
            if end > s && text[s..end].chars().any(char::is_alphanumeric) {
                out.push(Sentence { start: s, end, line });
            }
        }
    };
    for (li, l) in lines.iter().enumerate() {
        let Some(bs) = l.body else {
            close(&mut open, last_end, &mut out);
            prev_body = false;
            continue;
        };
        let seg = &text[bs..l.end];
        let chars: Vec<(usize, char)> = seg.char_indices().collect();
        let Some(&(_, c0)) = chars.iter().find(|c| !c.1.is_whitespace()) else {
            close(&mut open, last_end, &mut out);
            prev_body = false;
            continue;
        };
        if open.is_some() && !(prev_body && c0.is_lowercase()) {
            close(&mut open, last_end, &mut out);
        }
        let mut i = 0;
        while i < chars.len() {
            let (off, c) = chars[i];
            if c.is_whitespace() {
                i += 1;
                continue;
            }
            if open.is_none() {
                open = Some((bs + off, li));
            }
            last_end = bs + off + c.len_utf8();
            if matches!(c, '.' | '!' | '?' | '\u{2026}') {
                let mut e = i + 1;
                while e < chars.len() && matches!(chars[e].1, '.' | '!' | '?' | '\u{2026}' | '"' | '\'' | ')' | ']' | '\u{201d}' | '\u{2019}') {
                    e += 1;
                }
                let at_break = e >= chars.len() || chars[e].1.is_whitespace();
                if at_break {
                    let next_upper = chars[e..].iter().find(|c| !c.1.is_whitespace()).is_none_or(|c| c.1.is_uppercase());
                    if !(c == '.' && is_abbreviation(&chars, i, next_upper)) {
                        let end = if e < chars.len() { bs + chars[e].0 } else { l.end };
                        last_end = end;
                        close(&mut open, end, &mut out);
                    }
                }
                for ch in chars.iter().take(e).skip(i + 1) {
                    last_end = bs + ch.0 + ch.1.len_utf8();
                }
                i = e;
                continue;
            }
            i += 1;
        }
        prev_body = true;
    }
    close(&mut open, last_end, &mut out);
    out
}

/// A sentence for display: one line, without a list marker.
fn sentence_text(text: &str, s: &Sentence) -> String {
    let t = text[s.start..s.end].trim();
    let t = t.strip_prefix("- ").or_else(|| t.strip_prefix("* ")).or_else(|| t.strip_prefix("• ")).unwrap_or(t);
    t.split_whitespace().collect::<Vec<_>>().join(" ")
}

// ---------------------------------------------------------------------------
// Timeline tense

/// A word of a timeline sentence.
struct TW<'a> {
    low: &'a str,
    start: usize,
    end: usize,
    gap: bool,
}

/// The past simple of an auxiliary or a contraction in the present ("is" → "was").
fn aux_past(w: &str) -> Option<&'static str> {
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

fn is_perfect_aux(w: &str) -> bool {
    matches!(w, "has" | "have" | "hasn't" | "haven't" | "we've" | "they've" | "i've" | "you've")
}

fn is_past(w: &str) -> bool {
    lexicon().past.contains(w) || (w.len() >= 4 && w.ends_with("ed") && !ED_NOT_PAST.contains(&w))
}

fn is_participle(w: &str) -> bool {
    w == "been" || is_past(w)
}

/// The base of a third-person "-s" form ("crashes" → "crash"), if it is one.
fn s_base(w: &str) -> Option<Cow<'_, str>> {
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
fn past_form(base: &str) -> String {
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
    let vowel_groups = b.windows(2).filter(|w| is_vowel(w[1]) && !is_vowel(w[0])).count() + usize::from(is_vowel(b[0]));
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
fn past_of_participle(p: &str) -> String {
    match lexicon().base_of.get(p) {
        Some(b) => past_form(b),
        None => p.to_string(),
    }
}

/// `rep` with a capital letter if `raw` has one.
fn match_case(raw: &str, rep: &str) -> String {
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

fn is_word(w: &str) -> bool {
    !w.is_empty() && w.bytes().all(|b| b.is_ascii_lowercase() || b == b'\'')
}

/// Present-tense verbs in one timeline sentence, each with a past-simple fix.
/// Quoted text (log lines, commands) is skipped, and so is a note such as "All times are UTC".
fn tense_flags(text: &str, toks: &[Tok], sentence: &str) -> Vec<TenseFlag> {
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
    let n = ws.len();
    let has = |w: &str| ws.iter().any(|x| x.low == w);
    if (has("times") || has("timestamps") || has("time")) && ZONES.iter().any(|z| has(z)) && !ws.iter().any(|x| has_time(x.low)) {
        return Vec::new();
    }
    let lex = lexicon();
    let low = |i: usize| ws[i].low;
    // Skip the time stamp: "3 June, 10:20 -", "02:10 UTC", "Day 2".
    let stamp = |i: usize| {
        let w = low(i);
        w.bytes().any(|b| b.is_ascii_digit())
            || (is(w, MONTH) && (w != "may" || ws.get(i + 1).is_some_and(|x| x.low.bytes().any(|b| b.is_ascii_digit()))))
            || is(w, ZONE)
            || matches!(w, "am" | "pm" | "day" | "t") && i > 0 && low(i - 1).bytes().any(|b| b.is_ascii_digit())
            || (w == "day" && ws.get(i + 1).is_some_and(|x| x.low.bytes().any(|b| b.is_ascii_digit())))
    };
    let mut first = 0;
    while first < n && stamp(first) {
        first += 1;
    }
    // Clause boundaries: punctuation, words such as "because", "while", "which", and
    // "and" before a new subject ("and it works", "and the loss drops").
    let opens = |i: usize| {
        i > first
            && (ws[i].gap
                || is(low(i - 1), OPENER)
                || (matches!(low(i - 1), "and" | "or" | "but")
                    && (matches!(low(i), "i" | "we" | "they" | "he" | "she" | "it" | "you" | "there") || is(low(i), DET))))
    };
    let mut clause_of = vec![first; n];
    let mut clause_end = vec![n; n];
    {
        let mut c = first;
        for (i, slot) in clause_of.iter_mut().enumerate().skip(first) {
            if opens(i) {
                c = i;
            }
            *slot = c;
        }
        let mut e = n;
        for i in (first..n).rev() {
            clause_end[i] = e;
            if opens(i) {
                e = i;
            }
        }
    }
    let is_verb = |w: &str| {
        is_past(w)
            || aux_past(w).is_some()
            || is(w, MODAL)
            || matches!(w, "was" | "were" | "will" | "did" | "had")
            || lex.verbs.contains_key(w)
            || s_base(w).is_some_and(|b| lex.verbs.contains_key(b.as_ref()))
    };
    let subject_pronoun = |w: &str| matches!(w, "i" | "we" | "they" | "he" | "she");
    // Something before the word in its clause shows that the word is not the verb of the subject.
    let blocked_before = |from: usize, to: usize| {
        (from..to).any(|k| {
            let w = low(k);
            is_past(w) || aux_past(w).is_some() || is(w, MODAL) || subject_pronoun(w)
        })
    };
    let past_after = |i: usize| (i + 1..clause_end[i]).any(|k| is_past(low(k)) || matches!(low(k), "was" | "were" | "had" | "did"));
    let next = |i: usize| (i + 1 < n && !ws[i + 1].gap).then_some(i + 1);
    // The subject before a verb: up to three words back, stopping at a determiner.
    let subject_start = |i: usize| {
        let mut a = i;
        let mut k = 0;
        while a > clause_of[i] && k < 3 {
            let p = a - 1;
            let joined = matches!(&text[ws[p].end..ws[a].start], "-" | "/" | "_");
            let w = low(p);
            if !joined && (stamp(p) || matches!(w, "and" | "or" | "but" | "then") || (is(w, NOT_SUBJ) && !is(w, DET))) {
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
    };
    let mut flagged = vec![false; n];
    let mut out: Vec<TenseFlag> = Vec::new();
    let mut flag = |flagged: &mut Vec<bool>, a: usize, b: usize, r0: usize, r1: usize, rep: String, verb_past: String| {
        let b = b.max(r1);
        let raw_verb = &text[ws[r0].start..ws[r1].end];
        let rep = match_case(raw_verb, &rep);
        let found = text[ws[a].start..ws[b].end].to_string();
        let fix = format!("{}{}{}", &text[ws[a].start..ws[r0].start], rep, &text[ws[r1].end..ws[b].end]);
        for f in flagged.iter_mut().take(r1 + 1).skip(r0) {
            *f = true;
        }
        out.push(TenseFlag {
            sentence: sentence.to_string(),
            verb: raw_verb.to_string(),
            past: match_case(raw_verb, &verb_past),
            found,
            fix,
        });
    };

    for i in first..n {
        if flagged[i] || !is_word(low(i)) {
            continue;
        }
        let w = low(i);
        let clause = clause_of[i];
        let prev = (i > clause).then(|| low(i - 1));

        // Be, have, do, can: "is failing", "has spiked", "don't see", "it's down".
        if let Some(rep) = aux_past(w) {
            if prev.is_some_and(|p| p == "to" || is(p, MODAL)) {
                continue;
            }
            let pronoun_contraction = w.contains('\'') && !w.ends_with("n't");
            let a = if pronoun_contraction { i } else { subject_start(i) };
            if is_perfect_aux(w) {
                // Skip adverbs to the participle.
                let mut j = i + 1;
                let mut negated = w.ends_with("n't");
                while j < clause_end[i] && (is(low(j), ADV) || low(j) == "not") {
                    negated |= low(j) == "not";
                    j += 1;
                }
                if j < clause_end[i] && is_participle(low(j)) && !negated {
                    let raw = &text[ws[i].start..ws[i].end];
                    let subj = if pronoun_contraction { raw.find(is_apos).map(|k| &raw[..k]) } else { None };
                    let part = low(j);
                    let past = if part == "been" {
                        let plural = matches!(w, "have" | "we've" | "they've" | "you've");
                        if plural { "were".to_string() } else { "was".to_string() }
                    } else {
                        past_of_participle(part)
                    };
                    let rep = match subj {
                        Some(s) => format!("{s} {past}"),
                        None => past.clone(),
                    };
                    let verb_rep = rep.clone();
                    flag(&mut flagged, a, j, i, j, rep, verb_rep);
                    continue;
                }
            }
            let rep = if w.ends_with("'s") && next(i).is_some_and(|j| low(j) == "been") {
                format!("{} had", &w[..w.len() - 2])
            } else {
                rep.to_string()
            };
            let b = next(i).filter(|&j| j < clause_end[i]).unwrap_or(i);
            flag(&mut flagged, a, b, i, i, rep.clone(), rep);
            continue;
        }

        // A subject pronoun and its verb: "we restart it", "it crashes".
        let pronoun_subject = subject_pronoun(w) || (matches!(w, "it" | "you") && i == clause);
        if pronoun_subject {
            let mut j = i + 1;
            while j < clause_end[i] && (is(low(j), ADV) || (low(j).ends_with("ly") && low(j).len() > 4)) {
                j += 1;
            }
            if j >= clause_end[i] || flagged[j] {
                continue;
            }
            let v = low(j);
            if !is_word(v)
                || v.contains('\'')
                || aux_past(v).is_some()
                || is_past(v)
                || is(v, MODAL)
                || is(v, NOT_SUBJ)
                || matches!(v, "and" | "or" | "but" | "nor" | "who" | "which" | "that" | "than" | "too" | "alone" | "here" | "there" | "itself" | "themselves" | "ourselves" | "myself" | "when" | "then")
            {
                continue;
            }
            let base = if matches!(w, "he" | "she" | "it") { s_base(v).unwrap_or(Cow::Borrowed(v)) } else { Cow::Borrowed(v) };
            let past = past_form(&base);
            let mut b = j;
            if let Some(k) = next(j) {
                if k < clause_end[i] && matches!(low(k), "it" | "them" | "back" | "up" | "down" | "out" | "off" | "over") {
                    b = k;
                }
            }
            flag(&mut flagged, i, b, j, j, past.clone(), past);
            continue;
        }

        let next_is_verb = next(i).is_some_and(|j| is_verb(low(j)));

        // A noun subject and a verb in "-s": "the loss spikes", "the job crashes".
        if let Some(base) = s_base(w) {
            if let Some(&ambiguous) = lex.verbs.get(base.as_ref()) {
                let ok_prev = prev.is_some_and(|p| !is(p, NOT_SUBJ) && !p.bytes().any(|b| b.is_ascii_digit()) && !stamp(i - 1));
                if ok_prev && !next_is_verb && !blocked_before(clause, i) {
                    let p = i - 1;
                    let clear_subject = is(low(subject_start(i)), DET)
                        || p == clause
                        || matches!(low(p), "it" | "this" | "that" | "which" | "who" | "he" | "she")
                        || (matches!(low(p), "and" | "or") && p >= 1 && flagged[p - 1]);
                    if !ambiguous || (clear_subject && !past_after(i)) {
                        let past = past_form(&base);
                        let a = if matches!(low(p), "and" | "or") { p } else { subject_start(i) };
                        flag(&mut flagged, a, i, i, i, past.clone(), past);
                        continue;
                    }
                }
            }
        }

        // A plural subject and a bare verb: "NaN gradients appear", "the health checks fail".
        if let Some(&ambiguous) = lex.verbs.get(w) {
            let past = past_form(w);
            if past == w {
                continue;
            }
            if let Some(p) = prev {
                let pi = i - 1;
                let plural = p.len() >= 3
                    && p.ends_with('s')
                    && !p.ends_with("ss")
                    && !p.ends_with("us")
                    && !p.ends_with("is")
                    && !is(p, NOT_SUBJ)
                    && !matches!(p, "was" | "has" | "does" | "its" | "yes" | "plus" | "thus" | "less" | "gas" | "bias" | "always" | "perhaps" | "sometimes" | "previous" | "various");
                let after_causative = pi >= 1 && pi > clause && is(low(pi - 1), CAUSATIVE);
                let blocked = flagged[pi] || after_causative || blocked_before(clause, pi) || (ambiguous && past_after(i));
                if plural && !blocked {
                    flag(&mut flagged, subject_start(i), i, i, i, past.clone(), past);
                    continue;
                }
            }
            // A bare verb opening the entry: "14:10 Restart the job."
            if i == first && !next_is_verb && !past_after(i) {
                let b = (i + 2).min(clause_end[i] - 1);
                flag(&mut flagged, i, b, i, i, past.clone(), past);
            }
        }
    }
    out
}

// ---------------------------------------------------------------------------
// Register

fn is_contraction(w: &str) -> bool {
    let Some(i) = w.find('\'') else { return false };
    let (head, tail) = w.split_at(i);
    matches!(tail, "'t" if head.ends_with('n'))
        || matches!(tail, "'re" | "'ve" | "'ll" | "'d" | "'m" | "'em")
        || (tail == "'s" && PRONOUN_S.contains(&head))
        || w == "y'all"
}

/// Contractions (when `contractions`) and casual words outside quotes, once each, in order.
fn casual_words(text: &str, toks: &[Tok], contractions: bool) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut add = |s: &str| {
        if !out.iter().any(|o| o == s) {
            out.push(s.to_string());
        }
    };
    let word_at = |k: usize| toks.get(k).filter(|t| t.punct.is_none()).map(|t| t.low.as_ref());
    for (k, t) in toks.iter().enumerate() {
        if t.quoted {
            continue;
        }
        if let Some(c) = t.punct {
            if c == '!' {
                let before = text[..t.start].chars().next_back();
                let after = text[t.end..].chars().next();
                if before.is_some_and(|b| b.is_alphanumeric() || matches!(b, ')' | '!')) && after.is_none_or(|a| a.is_whitespace() || a == '!') {
                    add("!");
                }
            }
            continue;
        }
        let w = t.low.as_ref();
        let next = if k + 1 < toks.len() { word_at(k + 1) } else { None };
        let prev = if k > 0 { word_at(k - 1) } else { None };
        if is_contraction(w) {
            if contractions {
                add(w);
            }
            continue;
        }
        if is(w, CASUAL_W) {
            add(w);
            continue;
        }
        match w {
            "super" if !next.is_some_and(|n| SUPER_OK.contains(&n)) => add("super"),
            "pretty" if next.is_some_and(|n| !n.starts_with("print")) => add("pretty"),
            "ok" if &text[t.start..t.end] != "OK" => add("ok"),
            "cool" if !next.is_some_and(|n| matches!(n, "down" | "off" | "air" | "ing")) => add("cool"),
            "lot" if prev == Some("a") => add(if next == Some("of") { "a lot of" } else { "a lot" }),
            "lots" | "tons" | "loads" if next == Some("of") => add(&format!("{w} of")),
            "bunch" if prev == Some("a") && next == Some("of") => add("a bunch of"),
            "heads" if next == Some("up") => add("heads-up"),
            _ => {}
        }
    }
    out
}

// ---------------------------------------------------------------------------
// Review comments

/// The label of a conventional review comment at the start of a line ("nit:", "issue (blocking):"):
/// `Some(true)` when the label softens the comment.
fn comment_label(line: &str) -> Option<bool> {
    let t = line.trim_start().trim_start_matches(['-', '*', '>', '•']).trim_start();
    if !t.bytes().take(40).any(|b| b == b':') && !t.get(..4).is_some_and(|h| h.eq_ignore_ascii_case("lgtm")) {
        return None;
    }
    let t: String = t.chars().take(32).flat_map(char::to_lowercase).collect();
    if t.starts_with("lgtm") {
        return Some(true);
    }
    let colon = t.find(':')?;
    let head = t[..colon].trim();
    let word = head.split(|c: char| !c.is_alphanumeric()).next().unwrap_or("");
    if head.len() > 30 {
        return None;
    }
    COMMENT_LABELS.iter().find(|(l, _)| *l == word).map(|&(_, soft)| soft && !head.contains("blocking"))
}

/// Whether a review sentence reads as an order or a verdict with nothing to soften it.
fn is_blunt(toks: &[Tok], soft_label: bool) -> bool {
    if soft_label {
        return false;
    }
    let words: Vec<&str> = toks.iter().filter(|t| t.punct.is_none()).map(|t| t.low.as_ref()).collect();
    if words.is_empty() {
        return false;
    }
    // Leave out a label such as "issue:".
    let skip = usize::from(
        toks.iter().position(|t| t.punct == Some(':')).is_some_and(|p| p <= 3)
            && COMMENT_LABELS.iter().any(|(l, _)| *l == words[0]),
    );
    let body = &words[skip.min(words.len())..];
    let padded = format!(" {} ", body.join(" "));
    let question = toks.iter().rev().find(|t| t.punct.is_some_and(|c| c != '\n')).is_some_and(|t| t.punct == Some('?'));
    let accusing = ACCUSING.iter().any(|a| padded.contains(a));
    if !accusing && (question || HEDGES.iter().any(|h| padded.contains(h))) {
        return false;
    }
    if accusing || BLUNT.iter().any(|b| padded.contains(b)) {
        return true;
    }
    body.first().is_some_and(|f| ORDERS.contains(f)) && !padded.contains(" please ")
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
        assert_eq!(s, vec!["At 14:05 the p95 rose to 12.5 s, e.g. on node 3.", "Then it fell.", "See Fig. 2 vs. the baseline!"]);
        assert_eq!(sentences("First line\nwraps here.\nSecond line."), vec!["First line wraps here.", "Second line."]);
    }

    #[test]
    fn lemmas_cover_common_inflections() {
        let m = |a: &str, b: &str| wmatch(&W::new(a.into(), false), &W::new(b.into(), false));
        for (a, b) in [("shard", "sharded"), ("shards", "sharding"), ("roll", "rolled"), ("resume", "resuming"), ("retry", "retries"), ("cache", "caches"), ("use", "used"), ("go", "went"), ("stop", "stopped")] {
            assert!(m(a, b), "{a} ~ {b}");
        }
        for (a, b) in [("shard", "sharp"), ("roll", "role"), ("the", "thing")] {
            assert!(!m(a, b), "{a} !~ {b}");
        }
    }

    #[test]
    fn past_forms() {
        for (b, p) in [("crash", "crashed"), ("spike", "spiked"), ("stop", "stopped"), ("retry", "retried"), ("deploy", "deployed"), ("fail", "failed"), ("open", "opened"), ("run", "ran"), ("occur", "occurred"), ("restart", "restarted")] {
            assert_eq!(past_form(b), p);
        }
    }
}
