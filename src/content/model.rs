//! The content model: what the files under `content/` deserialize into.
//! Plain serde types, no browser; `validate` checks what serde cannot.

use serde::{Deserialize, Serialize};

/// A role path (`content/paths/<id>.json`).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RolePath {
    pub id: String,
    pub title: String,
    /// "Mid-level", "Senior", "Principal".
    pub level: String,
    /// One sentence for the home page card.
    pub summary: String,
    pub overview: String,
    /// "uk" or "us": the spelling this path writes in; typed answers accept both.
    pub spelling: String,
    pub topics: Vec<Topic>,
    /// Term ids; the term carries the definition and the example sentence.
    pub spotlight: Vec<String>,
    /// The path's vocabulary reference: its own headings, each listing term ids.
    /// A term belongs to every path whose vocabulary or spotlight lists it.
    pub vocabulary: Vec<VocabGroup>,
    pub study_plan: Vec<PlanStep>,
    pub faq: Vec<Faq>,
    #[serde(default)]
    pub on_the_job: Option<OnTheJob>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Topic {
    pub id: String,
    pub title: String,
    pub summary: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct VocabGroup {
    pub title: String,
    pub terms: Vec<String>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlanStep {
    /// "Week 1", "Weeks 2-3".
    pub when: String,
    pub focus: String,
    pub detail: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Faq {
    pub question: String,
    pub answer: String,
}

/// The "On the job" part of a path, from a job description.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OnTheJob {
    pub summary: String,
    pub duties: Vec<String>,
    pub qualifications: Vec<String>,
    /// Set ids (reading, interview language) shown in this part.
    pub sets: Vec<String>,
    /// Scenario ids (the cover letter) shown in this part.
    pub scenarios: Vec<String>,
}

/// A glossary category (`content/categories.json`).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Category {
    pub id: String,
    pub title: String,
}

/// A glossary term (`content/terms/*.json` hold arrays of these).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Term {
    pub id: String,
    pub term: String,
    /// "noun", "verb", "noun phrase", "adjective", "acronym (noun)".
    pub pos: String,
    /// A glossary category id from `content/categories.json`.
    pub category: String,
    pub definition: String,
    pub example: String,
    #[serde(default)]
    pub collocations: Vec<String>,
    /// Stress in capitals: "koo-ber-NET-eez", "FLOPS". Always present.
    pub pronunciation: String,
    /// What speech synthesis should say, when reading `term` aloud would mislead ("N C C L").
    #[serde(default)]
    pub spoken: Option<String>,
    #[serde(default)]
    pub related: Vec<String>,
}

/// An exercise set (`content/sets/<path>/<id>.json`).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExerciseSet {
    pub id: String,
    /// A role path id or the skill guide id.
    pub path: String,
    /// A topic id of that path; absent for guide sets.
    #[serde(default)]
    pub topic: Option<String>,
    pub title: String,
    pub summary: String,
    pub minutes: u32,
    /// A reading passage shown above the items (reading comprehension).
    #[serde(default)]
    pub passage: Option<String>,
    pub items: Vec<Item>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Skill {
    Vocabulary,
    Collocation,
    Tense,
    Register,
    Hedging,
    FalseFriends,
    Pronunciation,
    Reading,
    Interview,
}

impl Skill {
    pub const ALL: [Skill; 9] = [
        Skill::Vocabulary,
        Skill::Collocation,
        Skill::Tense,
        Skill::Register,
        Skill::Hedging,
        Skill::FalseFriends,
        Skill::Pronunciation,
        Skill::Reading,
        Skill::Interview,
    ];

    pub fn key(self) -> &'static str {
        match self {
            Skill::Vocabulary => "vocabulary",
            Skill::Collocation => "collocation",
            Skill::Tense => "tense",
            Skill::Register => "register",
            Skill::Hedging => "hedging",
            Skill::FalseFriends => "false_friends",
            Skill::Pronunciation => "pronunciation",
            Skill::Reading => "reading",
            Skill::Interview => "interview",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Skill::FalseFriends => "False friends",
            Skill::Vocabulary => "Vocabulary",
            Skill::Collocation => "Collocation",
            Skill::Tense => "Tense",
            Skill::Register => "Register",
            Skill::Hedging => "Hedging",
            Skill::Pronunciation => "Pronunciation",
            Skill::Reading => "Reading",
            Skill::Interview => "Interview",
        }
    }
}

/// One exercise. Fields shared by every kind, then the kind's own.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Item {
    pub id: String,
    pub skill: Skill,
    /// The instruction or question shown above the exercise.
    pub prompt: String,
    /// Why the answer is right.
    pub explanation: String,
    /// Glossary terms this item practises.
    #[serde(default)]
    pub terms: Vec<String>,
    #[serde(flatten)]
    pub body: Body,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Body {
    /// One correct option, named by its text.
    Choice { options: Vec<Opt>, answer: String },
    /// One or more correct options.
    MultiChoice { options: Vec<Opt>, answers: Vec<String> },
    /// `text` holds one `___` gap.
    GapFill {
        text: String,
        answer: String,
        #[serde(default)]
        accept: Vec<String>,
    },
    /// `sentence` contains `wrong` once; the learner finds it, then types `answer`.
    ErrorCorrection {
        sentence: String,
        wrong: String,
        answer: String,
        #[serde(default)]
        accept: Vec<String>,
    },
    /// `steps` in the correct order; the player shuffles them.
    Ordering { steps: Vec<String> },
    /// Left to right pairs; the player shuffles the right column.
    Matching { pairs: Vec<Pair> },
    /// `stress` is the 0-based index of the stressed syllable.
    WordStress {
        word: String,
        syllables: Vec<String>,
        stress: usize,
    },
    /// Speech synthesis says `say`; the learner types `answer` or, with `options`, picks it.
    Listening {
        say: String,
        answer: String,
        #[serde(default)]
        accept: Vec<String>,
        #[serde(default)]
        options: Vec<String>,
    },
    /// A simulated meeting: each turn the other side speaks, the learner replies.
    Dialogue { setting: String, turns: Vec<Turn> },
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Opt {
    pub text: String,
    /// Why this option is right or wrong.
    pub why: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Pair {
    pub left: String,
    pub right: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Turn {
    pub speaker: String,
    pub line: String,
    pub replies: Vec<Reply>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Reply {
    pub text: String,
    /// How the other side reacts.
    pub reaction: String,
    pub why: String,
    #[serde(default)]
    pub best: bool,
}

impl Body {
    pub fn kind(&self) -> &'static str {
        match self {
            Body::Choice { .. } => "choice",
            Body::MultiChoice { .. } => "multi_choice",
            Body::GapFill { .. } => "gap_fill",
            Body::ErrorCorrection { .. } => "error_correction",
            Body::Ordering { .. } => "ordering",
            Body::Matching { .. } => "matching",
            Body::WordStress { .. } => "word_stress",
            Body::Listening { .. } => "listening",
            Body::Dialogue { .. } => "dialogue",
        }
    }
}

pub const KINDS: [&str; 9] = [
    "choice",
    "multi_choice",
    "gap_fill",
    "error_correction",
    "ordering",
    "matching",
    "word_stress",
    "listening",
    "dialogue",
];

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ScenarioKind {
    Writing,
    Interview,
}

/// A writing task or an interview question (`content/scenarios/<path>.json` hold arrays).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    pub id: String,
    pub kind: ScenarioKind,
    pub path: String,
    pub title: String,
    /// The situation the learner is in.
    pub context: String,
    /// What to write or answer.
    pub task: String,
    /// Section headings the text must have (writing); empty for interviews.
    #[serde(default)]
    pub sections: Vec<String>,
    /// Terms and collocations to use; matched with their inflections.
    pub targets: Vec<String>,
    /// Inclusive word range [min, max].
    pub words: [u32; 2],
    /// "post_mortem", "proposal", "runbook", "design_doc", "email", "review", "cover_letter", "answer".
    pub genre: String,
    pub model_answer: String,
    /// Phrases of the model answer worth reusing (marked on the page).
    #[serde(default)]
    pub key_phrases: Vec<String>,
}

/// The skill guide (`content/guide/<id>.json`).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Guide {
    pub id: String,
    pub title: String,
    pub overview: String,
    pub levels: Vec<Level>,
    pub subskills: Vec<Subskill>,
    pub stages: Vec<Stage>,
    pub portfolio: Vec<Titled>,
    pub red_flags: Vec<Titled>,
    pub ats_keywords: Vec<String>,
    pub self_check: Vec<SelfCheck>,
    /// Set ids: the quick quiz first, then the resume-phrasing set.
    pub sets: Vec<String>,
    pub faq: Vec<Faq>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Level {
    pub name: String,
    pub summary: String,
    pub can_do: Vec<String>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Subskill {
    pub name: String,
    pub summary: String,
    pub tasks: Vec<String>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Stage {
    pub name: String,
    pub goal: String,
    pub deliverables: Vec<String>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Titled {
    pub title: String,
    pub detail: String,
}

/// A self-assessment question; the answer suggests where to start.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SelfCheck {
    pub id: String,
    pub question: String,
    /// Path id to suggest when the learner answers "not yet".
    pub suggest_path: String,
    /// Set ids to suggest when the learner answers "not yet".
    pub suggest_sets: Vec<String>,
}
