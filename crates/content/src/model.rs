//! The content model: what the files under `content/` deserialize into.
//! Plain serde types, no browser; `validate` checks what serde cannot.

use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

use crate::lazy::Lazy;
use crate::text::Text;

/// What an id may be: lowercase letters, digits and inner hyphens (the schemas state it; the
/// checker's `valid_id` holds the same rule).
pub const ID_PATTERN: &str = r"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$";

/// A role path (`content/paths/<id>.json`).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct RolePath {
    /// The JSON Schema of this kind of file, as a path relative to the file; editors read it,
    /// the app does not.
    #[serde(rename = "$schema", default, skip_serializing)]
    pub schema: Option<String>,
    #[cfg_attr(feature = "schema", schemars(pattern(ID_PATTERN)))]
    pub id: Text,
    pub title: Text,
    /// "Mid-level", "Senior", "Principal".
    pub level: Text,
    /// One sentence for the home page card.
    pub summary: Text,
    pub overview: Text,
    /// "uk" or "us": the spelling this path writes in; typed answers accept both.
    #[cfg_attr(feature = "schema", schemars(extend("enum" = ["uk", "us"])))]
    pub spelling: Text,
    pub topics: Vec<Topic>,
    /// Term ids; the term carries the definition and the example sentence.
    pub spotlight: Vec<Text>,
    /// The path's vocabulary reference: its own headings, each listing term ids.
    /// A term belongs to every path whose vocabulary or spotlight lists it.
    pub vocabulary: Vec<VocabGroup>,
    pub study_plan: Vec<PlanStep>,
    pub faq: Vec<Faq>,
    #[serde(default)]
    pub on_the_job: Option<OnTheJob>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Topic {
    #[cfg_attr(feature = "schema", schemars(pattern(ID_PATTERN)))]
    pub id: Text,
    pub title: Text,
    pub summary: Text,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct VocabGroup {
    pub title: Text,
    pub terms: Vec<Text>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct PlanStep {
    /// "Week 1", "Weeks 2-3".
    pub when: Text,
    pub focus: Text,
    pub detail: Text,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Faq {
    pub question: Text,
    pub answer: Text,
}

/// The "On the job" part of a path, from a job description.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct OnTheJob {
    pub summary: Text,
    pub duties: Vec<Text>,
    pub qualifications: Vec<Text>,
    /// Set ids (reading, interview language) shown in this part.
    pub sets: Vec<Text>,
    /// Scenario ids (the cover letter) shown in this part.
    pub scenarios: Vec<Text>,
}

/// A glossary category (`content/categories.json`).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Category {
    #[cfg_attr(feature = "schema", schemars(pattern(ID_PATTERN)))]
    pub id: Text,
    pub title: Text,
}

/// A glossary term (`content/terms/*.json` list them under `terms`).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Term {
    #[cfg_attr(feature = "schema", schemars(pattern(ID_PATTERN)))]
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
    // Left out of the packed course's JSON when absent, as editors still see it defaulted.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", schemars(extend("default" = null)))]
    pub spoken: Option<String>,
    #[serde(default)]
    pub related: Vec<String>,
}

/// An exercise set (`content/sets/<path>/<id>.json`).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct ExerciseSet {
    /// The JSON Schema of this kind of file, as a path relative to the file; editors read it,
    /// the app does not.
    #[serde(rename = "$schema", default, skip_serializing)]
    pub schema: Option<String>,
    #[cfg_attr(feature = "schema", schemars(pattern(ID_PATTERN)))]
    pub id: Text,
    /// A role path id or the skill guide id.
    pub path: Text,
    /// A topic id of that path; absent for guide sets.
    #[serde(default)]
    pub topic: Option<Text>,
    pub title: Text,
    pub summary: Text,
    pub minutes: u32,
    /// A reading passage shown above the items (reading comprehension), paragraphs apart by
    /// a blank line.
    #[serde(default)]
    pub passage: Option<Lazy<String>>,
    /// What the passage is, as a learner meets it at work (one of `GENRES`). A set with a genre
    /// is an extended reading: a longer passage and a task named on every item.
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(extend("enum" = ["design_doc", "post_mortem", "release_notes", "rfc", "adr", "paper", "runbook", "incident_chat", "job_description", "handbook"])))]
    pub genre: Option<Text>,
    /// A conversation spoken by speech synthesis, one voice per speaker. A set with one is a
    /// listening piece, with a task named on every item.
    #[serde(default)]
    pub conversation: Option<Lazy<Conversation>>,
    /// The CEFR level of the English the set asks the learner to handle.
    #[serde(default)]
    pub level: Option<Cefr>,
    /// B1 support for a reading or listening: the words of the text a B1 reader would stumble
    /// on, in plain English.
    #[serde(default, skip_serializing_if = "crate::lazy::is_empty")]
    pub glosses: Lazy<Vec<Gloss>>,
    /// The passage at another level (a reading's C1 "authentic density" version); every item
    /// holds for every version.
    #[serde(default, skip_serializing_if = "crate::lazy::is_empty")]
    pub versions: Lazy<Vec<Version>>,
    /// The language page whose own practice set this is (from the page's `practice`).
    #[serde(skip)]
    pub language: Option<Text>,
    #[serde(default)]
    pub items: Items,
}

/// A level of the Common European Framework: the course serves B1 to C1.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Cefr {
    B1,
    B2,
    C1,
}

impl Cefr {
    pub const ALL: [Cefr; 3] = [Cefr::B1, Cefr::B2, Cefr::C1];

    pub fn key(self) -> &'static str {
        match self {
            Cefr::B1 => "b1",
            Cefr::B2 => "b2",
            Cefr::C1 => "c1",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Cefr::B1 => "B1",
            Cefr::B2 => "B2",
            Cefr::C1 => "C1",
        }
    }

    pub fn from_key(key: &str) -> Option<Cefr> {
        Cefr::ALL.into_iter().find(|l| l.key() == key)
    }
}

/// A word or phrase of a text, explained in plain English.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Gloss {
    pub term: String,
    pub meaning: String,
}

/// A reading's passage written at another level.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Version {
    pub level: Cefr,
    pub passage: String,
}

/// The kind of study a set is; pages and the minutes formula treat them apart.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Strand {
    Practice,
    Reading,
    Listening,
}

impl ExerciseSet {
    pub fn strand(&self) -> Strand {
        if self.conversation.is_some() {
            Strand::Listening
        } else if self.genre.is_some() {
            Strand::Reading
        } else {
            Strand::Practice
        }
    }
}

/// Genres of extended readings, with how a page names them.
pub const GENRES: [(&str, &str); 10] = [
    ("design_doc", "Design doc"),
    ("post_mortem", "Post-mortem"),
    ("release_notes", "Release notes"),
    ("rfc", "RFC"),
    ("adr", "Architecture decision record"),
    ("paper", "Paper: abstract and introduction"),
    ("runbook", "Runbook"),
    ("incident_chat", "Incident chat thread"),
    ("job_description", "Job description"),
    ("handbook", "Team handbook page"),
];

pub fn genre_label(genre: &str) -> Option<&'static str> {
    GENRES.iter().find(|(k, _)| *k == genre).map(|(_, label)| *label)
}

/// A recorded meeting or call.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Conversation {
    /// Where and why the people are talking, shown before playing.
    pub setting: String,
    pub speakers: Vec<Speaker>,
    pub lines: Vec<Line>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Speaker {
    #[cfg_attr(feature = "schema", schemars(pattern(ID_PATTERN)))]
    pub id: String,
    pub name: String,
    /// "SRE on call", "vendor solutions engineer".
    pub role: String,
    /// Speech synthesis pitch (0.5 to 1.5) and rate (0.8 to 1.2): each speaker sounds apart
    /// even where the browser has one voice.
    pub pitch: f32,
    pub rate: f32,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Line {
    pub speaker: String,
    pub text: String,
}

impl Conversation {
    pub fn speaker(&self, id: &str) -> Option<&Speaker> {
        self.speakers.iter().find(|s| s.id == id)
    }

    pub fn words(&self) -> usize {
        self.lines.iter().map(|l| words(&l.text)).sum()
    }
}

/// Words in a text, as the length rules and the minutes formula count them.
pub fn words(text: &str) -> usize {
    text.split_whitespace().filter(|w| w.chars().any(char::is_alphanumeric)).count()
}

/// What a reading or listening task asks of the learner.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Task {
    /// The main point.
    Gist,
    /// A fact stated in the text.
    Detail,
    /// A word's meaning in context.
    Vocabulary,
    /// What a pronoun or a phrase such as "this change" refers to.
    Reference,
    /// Who said what (listening).
    Speaker,
    /// What happens next (listening).
    Next,
    /// What a phrase does in the talk: interrupt, disagree, hand over an action, hedge.
    Function,
}

impl Task {
    pub fn label(self) -> &'static str {
        match self {
            Task::Gist => "Gist",
            Task::Detail => "Detail",
            Task::Vocabulary => "Vocabulary in context",
            Task::Reference => "Reference",
            Task::Speaker => "Who said it",
            Task::Next => "What happens next",
            Task::Function => "What the words do",
        }
    }
}

/// A language-focus page (`content/language/<id>.json`): a rule of working English with
/// examples from the domain and the mistakes non-native writers make.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct LanguagePage {
    /// The JSON Schema of this kind of file, as a path relative to the file; editors read it,
    /// the app does not.
    #[serde(rename = "$schema", default, skip_serializing)]
    pub schema: Option<String>,
    #[cfg_attr(feature = "schema", schemars(pattern(ID_PATTERN)))]
    pub id: Text,
    pub title: Text,
    /// One sentence for the index and link previews.
    pub summary: Text,
    #[serde(default)]
    pub level: Option<Cefr>,
    /// "uk" or "us": the spelling the page writes in (pages are shared by every path).
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(extend("enum" = ["uk", "us"])))]
    pub spelling: Option<Text>,
    /// The rule in three to five lines a B1 reader takes in at once.
    #[serde(default)]
    pub in_short: Lazy<Vec<String>>,
    /// The page's own practice set: notice, then controlled, then freer items.
    #[serde(default)]
    pub practice: Option<Text>,
    /// The rule, in paragraphs.
    pub rule: Lazy<Vec<String>>,
    pub examples: Lazy<Vec<Example>>,
    pub mistakes: Lazy<Vec<Mistake>>,
    /// Sets that practise the point.
    pub sets: Vec<Text>,
    /// Items whose explanation this page expands; each links here.
    pub items: Vec<Text>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Example {
    pub text: String,
    /// Why it is written so.
    pub note: String,
    /// What speech synthesis says for a spoken example (numbers, tags, stress), as it should
    /// sound: the page gives it a "Say it" button.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub say: Option<String>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Mistake {
    pub wrong: String,
    pub right: String,
    pub why: String,
    /// First languages whose speakers typically make this mistake (one of `L1S`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub l1: Vec<String>,
}

/// The first languages an error note may name.
pub const L1S: [&str; 18] = [
    "Arabic",
    "Bengali",
    "Chinese",
    "French",
    "German",
    "Hindi",
    "Italian",
    "Japanese",
    "Korean",
    "Marathi",
    "Polish",
    "Portuguese",
    "Russian",
    "Spanish",
    "Tamil",
    "Telugu",
    "Turkish",
    "Vietnamese",
];

/// A set's items. Read with the set from a file; in the app, kept as text and parsed when
/// first used, so start-up parses only what the first page shows (items are two thirds of
/// the content). What pages ask of every set (how many items, how many train pronunciation,
/// which terms they practise) is known without parsing.
#[derive(Clone, Default)]
pub struct Items {
    parsed: OnceLock<Vec<Item>>,
    /// The JSON text, and what `build.rs` counted in it.
    text: Option<(&'static str, Summary)>,
    /// The items' ids, read from the text when first asked for.
    ids: OnceLock<Vec<&'static str>>,
}

/// What `build.rs` knows of a set's items without the app parsing them.
#[derive(Debug, Clone, Copy, Default)]
pub struct Summary {
    pub count: usize,
    /// Items of the pronunciation skill.
    pub pronunciation: usize,
    /// The term ids the items practise, space-separated.
    pub terms: &'static str,
}

impl Items {
    /// Items in JSON text that `build.rs` has already validated and summed up.
    pub fn checked(text: &'static str, summary: Summary) -> Items {
        Items { text: Some((text, summary)), ..Items::default() }
    }

    fn summary(&self) -> Option<Summary> {
        self.text.filter(|_| self.parsed.get().is_none()).map(|(_, s)| s)
    }

    /// Counting does not parse (a role path's page lists its sets' sizes).
    pub fn len(&self) -> usize {
        self.summary().map_or_else(|| (**self).len(), |s| s.count)
    }

    /// How many items train pronunciation (the drills page picks sets so).
    pub fn pronunciation(&self) -> usize {
        self.summary().map_or_else(
            || self.iter().filter(|i| i.skill == Skill::Pronunciation).count(),
            |s| s.pronunciation,
        )
    }

    /// Whether an item practises the term (a term's page lists the sets that do).
    pub fn practise_term(&self, term: &str) -> bool {
        self.summary().map_or_else(
            || self.iter().any(|i| i.terms.iter().any(|t| t == term)),
            |s| s.terms.split(' ').any(|t| t == term),
        )
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Whether they have been read (for tests of what start-up leaves alone).
    pub fn is_parsed(&self) -> bool {
        self.parsed.get().is_some()
    }

    /// Whether an item of this id is here, without parsing them (a learner's record is fitted
    /// so at start-up).
    pub fn has(&self, id: &str) -> bool {
        match self.text.filter(|_| self.parsed.get().is_none()) {
            Some((text, _)) => self.ids.get_or_init(|| json_ids(text).collect()).contains(&id),
            None => self.iter().any(|i| i.id == id),
        }
    }
}

/// The values of the `"id"` keys in checked JSON text, found without parsing it. Ids are plain
/// (a checked pattern: no quote or backslash to escape), and a quote inside a string value is
/// escaped, so only a key reads `"id":"`; packing makes sure that only the items' own ids are
/// named so.
pub(crate) fn json_ids(text: &'static str) -> impl Iterator<Item = &'static str> {
    text.match_indices("\"id\":\"").filter_map(move |(at, key)| {
        let rest = &text[at + key.len()..];
        rest.find('"').map(|end| &rest[..end])
    })
}

impl std::ops::Deref for Items {
    type Target = Vec<Item>;

    fn deref(&self) -> &Vec<Item> {
        self.parsed.get_or_init(|| {
            self.text
                .map(|(t, ..)| serde_json::from_str(t).expect("items validated at build time"))
                .unwrap_or_default()
        })
    }
}

/// As the list, parsed if need be: what the items are, not how far they have been read.
impl std::fmt::Debug for Items {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        (**self).fmt(f)
    }
}

impl From<Vec<Item>> for Items {
    fn from(items: Vec<Item>) -> Items {
        Items { parsed: OnceLock::from(items), ..Items::default() }
    }
}

impl<'a> IntoIterator for &'a Items {
    type Item = &'a Item;
    type IntoIter = std::slice::Iter<'a, Item>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

#[cfg(feature = "schema")]
impl schemars::JsonSchema for Items {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Items".into()
    }

    fn json_schema(g: &mut schemars::SchemaGenerator) -> schemars::Schema {
        g.subschema_for::<Vec<Item>>()
    }
}

impl<'de> Deserialize<'de> for Items {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Items, D::Error> {
        Ok(Items::from(Vec::<Item>::deserialize(d)?))
    }
}

impl Serialize for Items {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        (**self).serialize(s)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
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
    Listening,
    Interview,
    Grammar,
}

impl Skill {
    pub const ALL: [Skill; 11] = [
        Skill::Vocabulary,
        Skill::Collocation,
        Skill::Tense,
        Skill::Register,
        Skill::Hedging,
        Skill::FalseFriends,
        Skill::Pronunciation,
        Skill::Reading,
        Skill::Listening,
        Skill::Interview,
        Skill::Grammar,
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
            Skill::Listening => "listening",
            Skill::Interview => "interview",
            Skill::Grammar => "grammar",
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
            Skill::Listening => "Listening",
            Skill::Interview => "Interview",
            Skill::Grammar => "Grammar",
        }
    }
}

/// One exercise. Fields shared by every kind, then the kind's own.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(deny_unknown_fields))]
pub struct Item {
    #[cfg_attr(feature = "schema", schemars(pattern(ID_PATTERN)))]
    pub id: String,
    pub skill: Skill,
    /// The instruction or question shown above the exercise.
    pub prompt: String,
    /// Why the answer is right.
    pub explanation: String,
    /// Glossary terms this item practises.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "schema", schemars(extend("default" = [])))]
    pub terms: Vec<String>,
    /// What a reading or listening task asks; absent on practice items.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub task: Option<Task>,
    /// Where a language page's practice item stands in the lesson; absent elsewhere.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub phase: Option<Phase>,
    #[serde(flatten)]
    pub body: Body,
}

/// The order a teacher uses: find the form, use it under control, then use it freely.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    Notice,
    Controlled,
    Freer,
}

impl Phase {
    pub fn label(self) -> &'static str {
        match self {
            Phase::Notice => "Notice the form",
            Phase::Controlled => "Controlled practice",
            Phase::Freer => "In your own words",
        }
    }
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
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
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        #[cfg_attr(feature = "schema", schemars(extend("default" = [])))]
        accept: Vec<String>,
    },
    /// `sentence` contains `wrong` once; the learner finds it, then types `answer`.
    ErrorCorrection {
        sentence: String,
        wrong: String,
        answer: String,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        #[cfg_attr(feature = "schema", schemars(extend("default" = [])))]
        accept: Vec<String>,
    },
    /// `steps` in the correct order; the player shuffles them.
    Ordering { steps: Vec<String> },
    /// Left to right pairs; the player shuffles the right column.
    Matching { pairs: Vec<Pair> },
    /// `stress` is the 0-based index of the stressed syllable.
    WordStress { word: String, syllables: Vec<String>, stress: usize },
    /// Speech synthesis says `say`; the learner types `answer` or, with `options`, picks it.
    Listening {
        say: String,
        answer: String,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        #[cfg_attr(feature = "schema", schemars(extend("default" = [])))]
        accept: Vec<String>,
        #[serde(default)]
        options: Vec<String>,
        /// A typed identifier's separators count (dash, underscore, slash, dot, colon, at,
        /// tilde): "gpu_r11" is not "gpu-r11". Elsewhere punctuation is ignored.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        symbols: bool,
    },
    /// A simulated meeting: each turn the other side speaks, the learner replies.
    Dialogue { setting: String, turns: Vec<Turn> },
    /// The learner writes a sentence or two of their own; it must use every target (a target
    /// lists alternatives with `|`) within `words`, and is then compared with `model`.
    Write { targets: Vec<String>, words: [u32; 2], model: String },
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Opt {
    pub text: String,
    /// Why this option is right or wrong.
    pub why: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Pair {
    pub left: String,
    pub right: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Turn {
    pub speaker: String,
    pub line: String,
    pub replies: Vec<Reply>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Reply {
    pub text: String,
    /// How the other side reacts.
    pub reaction: String,
    pub why: String,
    #[serde(default)]
    pub best: bool,
}

/// An item as written in a set file: every kind's fields in one flat object. Read in one pass
/// (an internally tagged, flattened enum would buffer every item twice) and then checked, so a
/// field another kind uses, or a misspelt one, is an error rather than silently ignored.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ItemFile {
    id: String,
    skill: Skill,
    prompt: String,
    explanation: String,
    #[serde(default)]
    terms: Vec<String>,
    #[serde(default)]
    task: Option<Task>,
    #[serde(default)]
    phase: Option<Phase>,
    kind: String,
    options: Option<Vec<OptOrText>>,
    answer: Option<String>,
    answers: Option<Vec<String>>,
    accept: Option<Vec<String>>,
    text: Option<String>,
    sentence: Option<String>,
    wrong: Option<String>,
    steps: Option<Vec<String>>,
    pairs: Option<Vec<Pair>>,
    word: Option<String>,
    syllables: Option<Vec<String>>,
    stress: Option<usize>,
    say: Option<String>,
    setting: Option<String>,
    turns: Option<Vec<Turn>>,
    targets: Option<Vec<String>>,
    words: Option<[u32; 2]>,
    model: Option<String>,
    symbols: Option<bool>,
}

/// Choice options carry a why; listening options are plain text.
#[derive(Deserialize)]
#[serde(untagged)]
enum OptOrText {
    Opt(Opt),
    Text(String),
}

// Read through `ItemFile` (not `#[serde(try_from)]`, which the schema would follow to the flat
// reader): the schema shows the typed shape, the reader says which field a kind misses.
impl<'de> Deserialize<'de> for Item {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Item, D::Error> {
        Item::try_from(ItemFile::deserialize(d)?).map_err(serde::de::Error::custom)
    }
}

impl TryFrom<ItemFile> for Item {
    type Error = String;

    fn try_from(mut f: ItemFile) -> Result<Item, String> {
        let (id, kind) = (f.id.clone(), f.kind.clone());
        let missing = |field: &str| format!("item {id}: kind `{kind}` needs the field `{field}`");
        macro_rules! take {
            ($field:ident) => {
                f.$field.take().ok_or_else(|| missing(stringify!($field)))?
            };
            ($field:ident or default) => {
                f.$field.take().unwrap_or_default()
            };
        }
        let opts = |v: Vec<OptOrText>| -> Result<Vec<Opt>, String> {
            v.into_iter()
                .map(|o| match o {
                    OptOrText::Opt(o) => Ok(o),
                    OptOrText::Text(t) => Err(format!("item {id}: option {t:?} needs a `why`")),
                })
                .collect()
        };
        let texts = |v: Vec<OptOrText>| -> Result<Vec<String>, String> {
            v.into_iter()
                .map(|o| match o {
                    OptOrText::Text(t) => Ok(t),
                    OptOrText::Opt(o) => Err(format!(
                        "item {id}: listening options are plain text, not {{text, why}} ({:?})",
                        o.text
                    )),
                })
                .collect()
        };
        let body = match kind.as_str() {
            "choice" => Body::Choice { options: opts(take!(options))?, answer: take!(answer) },
            "multi_choice" => {
                Body::MultiChoice { options: opts(take!(options))?, answers: take!(answers) }
            }
            "gap_fill" => Body::GapFill {
                text: take!(text),
                answer: take!(answer),
                accept: take!(accept or default),
            },
            "error_correction" => Body::ErrorCorrection {
                sentence: take!(sentence),
                wrong: take!(wrong),
                answer: take!(answer),
                accept: take!(accept or default),
            },
            "ordering" => Body::Ordering { steps: take!(steps) },
            "matching" => Body::Matching { pairs: take!(pairs) },
            "word_stress" => Body::WordStress {
                word: take!(word),
                syllables: take!(syllables),
                stress: take!(stress),
            },
            "listening" => Body::Listening {
                say: take!(say),
                answer: take!(answer),
                accept: take!(accept or default),
                options: texts(take!(options or default))?,
                symbols: take!(symbols or default),
            },
            "dialogue" => Body::Dialogue { setting: take!(setting), turns: take!(turns) },
            "write" => {
                Body::Write { targets: take!(targets), words: take!(words), model: take!(model) }
            }
            other => {
                return Err(format!(
                    "item {id}: unknown kind `{other}`; expected one of {}",
                    KINDS.join(", ")
                ))
            }
        };
        let present = [
            ("options", f.options.is_some()),
            ("answer", f.answer.is_some()),
            ("answers", f.answers.is_some()),
            ("accept", f.accept.is_some()),
            ("text", f.text.is_some()),
            ("sentence", f.sentence.is_some()),
            ("wrong", f.wrong.is_some()),
            ("steps", f.steps.is_some()),
            ("pairs", f.pairs.is_some()),
            ("word", f.word.is_some()),
            ("syllables", f.syllables.is_some()),
            ("stress", f.stress.is_some()),
            ("say", f.say.is_some()),
            ("setting", f.setting.is_some()),
            ("turns", f.turns.is_some()),
            ("targets", f.targets.is_some()),
            ("words", f.words.is_some()),
            ("model", f.model.is_some()),
            ("symbols", f.symbols.is_some()),
        ];
        if let Some((field, _)) = present.iter().find(|(_, set)| *set) {
            return Err(format!("item {id}: kind `{kind}` has no field `{field}`"));
        }
        Ok(Item {
            id: f.id,
            skill: f.skill,
            prompt: f.prompt,
            explanation: f.explanation,
            terms: f.terms,
            task: f.task,
            phase: f.phase,
            body,
        })
    }
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
            Body::Write { .. } => "write",
        }
    }
}

pub const KINDS: [&str; 10] = [
    "choice",
    "multi_choice",
    "gap_fill",
    "error_correction",
    "ordering",
    "matching",
    "word_stress",
    "listening",
    "dialogue",
    "write",
];

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum ScenarioKind {
    Writing,
    Interview,
}

/// A writing task or an interview question (`content/scenarios/<path>.json` list them under
/// `scenarios`).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    #[cfg_attr(feature = "schema", schemars(pattern(ID_PATTERN)))]
    pub id: Text,
    pub kind: ScenarioKind,
    pub path: Text,
    /// A topic id of the path, when the scenario belongs to one (its topic page lists it).
    #[serde(default)]
    pub topic: Option<Text>,
    pub title: Text,
    /// The situation the learner is in.
    pub context: Text,
    /// What to write or answer.
    pub task: Text,
    /// Section headings the text must have (writing); empty for interviews.
    #[serde(default)]
    pub sections: Vec<Text>,
    /// Terms and collocations to use; matched with their inflections.
    pub targets: Vec<Text>,
    /// Inclusive word range [min, max].
    pub words: [u32; 2],
    /// "post_mortem", "proposal", "runbook", "design_doc", "email", "review", "cover_letter", "answer".
    pub genre: Text,
    pub model_answer: Lazy<String>,
    /// Phrases of the model answer worth reusing (marked on the page).
    #[serde(default)]
    pub key_phrases: Lazy<Vec<String>>,
}

/// A speaking task (`content/speaking/<path>.json` list them under `tasks`): the learner prepares, speaks
/// for a set time (recording themselves if they like), then compares with a model and checks
/// their own take against a list.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct SpeakingTask {
    #[cfg_attr(feature = "schema", schemars(pattern(ID_PATTERN)))]
    pub id: Text,
    /// A role path id or the skill guide id.
    pub path: Text,
    /// A topic id of the path, when the task belongs to one (its topic page lists it).
    #[serde(default)]
    pub topic: Option<Text>,
    pub title: Text,
    pub level: Cefr,
    /// Where the learner is and what has happened.
    pub situation: Text,
    /// Who listens: "the research team lead and four researchers".
    pub listener: Text,
    /// What the talk must achieve.
    pub goal: Text,
    /// The talk's parts, in order.
    pub structure: Vec<Text>,
    /// Phrases to use, each of them in the model.
    pub phrases: Vec<Text>,
    /// Preparation time and speaking time, in seconds.
    pub prepare_seconds: u32,
    pub speak_seconds: u32,
    /// A good talk, as its transcript; speech synthesis says it.
    pub model: Lazy<String>,
    /// What the learner checks in their own take.
    pub checklist: Lazy<Vec<String>>,
}

/// The skill guide (`content/guide/<id>.json`).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Guide {
    /// The JSON Schema of this kind of file, as a path relative to the file; editors read it,
    /// the app does not.
    #[serde(rename = "$schema", default, skip_serializing)]
    pub schema: Option<String>,
    #[cfg_attr(feature = "schema", schemars(pattern(ID_PATTERN)))]
    pub id: Text,
    pub title: Text,
    pub overview: Text,
    pub levels: Vec<Level>,
    pub subskills: Vec<Subskill>,
    pub stages: Vec<Stage>,
    pub portfolio: Vec<Titled>,
    pub red_flags: Vec<Titled>,
    pub ats_keywords: Vec<Text>,
    pub self_check: Vec<SelfCheck>,
    /// Set ids: the quick quiz first, then the resume-phrasing set.
    pub sets: Vec<Text>,
    pub faq: Vec<Faq>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Level {
    pub name: Text,
    pub summary: Text,
    pub can_do: Vec<Text>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Subskill {
    pub name: Text,
    pub summary: Text,
    pub tasks: Vec<Text>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Stage {
    pub name: Text,
    pub goal: Text,
    pub deliverables: Vec<Text>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Titled {
    pub title: Text,
    pub detail: Text,
}

/// A self-assessment question; the answer suggests where to start.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct SelfCheck {
    #[cfg_attr(feature = "schema", schemars(pattern(ID_PATTERN)))]
    pub id: Text,
    pub question: Text,
    /// Path id to suggest when the learner answers "not yet".
    pub suggest_path: Text,
    /// Set ids to suggest when the learner answers "not yet".
    pub suggest_sets: Vec<Text>,
}

/// A file that lists one kind of entry under one key, beside its `"$schema"`.
macro_rules! list_file {
    ($(#[$doc:meta])* $name:ident { $field:ident: $entry:ty }) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Serialize, Deserialize)]
        #[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
        #[serde(deny_unknown_fields)]
        pub struct $name {
            /// The JSON Schema of this kind of file, relative to the file.
            #[serde(rename = "$schema", default, skip_serializing)]
            pub schema: Option<String>,
            pub $field: Vec<$entry>,
        }
    };
}

list_file! {
    /// A terms file (`content/terms/*.json`).
    TermsFile { terms: Term }
}

list_file! {
    /// The glossary's categories (`content/categories.json`).
    CategoriesFile { categories: Category }
}

list_file! {
    /// A path's writing tasks and interview questions (`content/scenarios/<path>.json`).
    ScenariosFile { scenarios: Scenario }
}

list_file! {
    /// A path's speaking tasks (`content/speaking/<path>.json`).
    SpeakingFile { tasks: SpeakingTask }
}

/// Who a host's own content comes from (`host.json` at the top of a `CONTENT_EXTRA` folder).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct HostFile {
    /// The JSON Schema of this kind of file, relative to the file.
    #[serde(rename = "$schema", default, skip_serializing)]
    pub schema: Option<String>,
    /// Shown on the host's sets, terms and pages: "From Example Co. ML platform team".
    #[cfg_attr(feature = "schema", schemars(length(min = 2, max = 60)))]
    pub name: String,
}
