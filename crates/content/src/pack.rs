//! The course as the app embeds it. The build packs the checked catalog into two parts: a
//! head of numbers (lengths, counts, choices) and one text holding every string in the order
//! the head names them. Start-up reads the head with the few lines below instead of serde_json,
//! whose code for every type of the model V8 would compile on the main thread before the first
//! page; what a page parses when first shown (a set's items, a passage, a language page's body,
//! the terms) is JSON inside the text, borrowed from it, as `Lazy` keeps it.
//!
//! Each type's fields are listed once (`packed!`), for writing and reading alike, so the two
//! cannot disagree; a field left out of the list must be named as one that is not packed.

use serde::de::DeserializeOwned;
use serde::Serialize;

use crate::lazy::Lazy;
use crate::model::*;
use crate::terms::{Head, Packed, Terms};
use crate::text::Text;

/// Writes a catalog's parts (at build time).
#[derive(Default)]
pub(crate) struct Packer {
    pub head: Vec<u8>,
    pub text: String,
}

/// Reads them back, in the order they were written.
pub(crate) struct Unpacker {
    head: &'static [u8],
    text: &'static str,
    /// Where the next number is in the head, and the next string in the text.
    at: usize,
    from: usize,
}

impl Packer {
    /// A number as LEB128: most are lengths under 128, one byte.
    pub fn num(&mut self, mut n: usize) {
        while n >= 0x80 {
            self.head.push((n as u8) | 0x80);
            n >>= 7;
        }
        self.head.push(n as u8);
    }

    /// A string: its length in the head, its bytes next in the text.
    pub fn str(&mut self, s: &str) {
        self.num(s.len());
        self.text.push_str(s);
    }

    /// A value that pages parse when first shown, as the JSON `Lazy` reads.
    pub fn json<T: Serialize>(&mut self, v: &T) {
        self.str(&serde_json::to_string(v).expect("the model serialises"));
    }
}

impl Unpacker {
    pub fn new(head: &'static [u8], text: &'static str) -> Unpacker {
        Unpacker { head, text, at: 0, from: 0 }
    }

    pub fn num(&mut self) -> usize {
        let (mut n, mut shift) = (0, 0);
        loop {
            let b = self.head[self.at];
            self.at += 1;
            n |= usize::from(b & 0x7f) << shift;
            if b < 0x80 {
                return n;
            }
            shift += 7;
        }
    }

    /// The next string, borrowed from the embedded text.
    pub fn str(&mut self) -> &'static str {
        let to = self.from + self.num();
        let s = &self.text[self.from..to];
        self.from = to;
        s
    }

    /// Whether every part has been read: what the build wrote is what start-up read.
    pub fn is_done(&self) -> bool {
        self.at == self.head.len() && self.from == self.text.len()
    }
}

pub(crate) trait Pack {
    fn pack(&self, p: &mut Packer);
    fn unpack(u: &mut Unpacker) -> Self;
}

impl Pack for String {
    fn pack(&self, p: &mut Packer) {
        p.str(self);
    }
    fn unpack(u: &mut Unpacker) -> String {
        u.str().to_owned()
    }
}

impl<'a> Pack for &'a str {
    fn pack(&self, p: &mut Packer) {
        p.str(self);
    }
    fn unpack(u: &mut Unpacker) -> &'a str {
        u.str()
    }
}

impl Pack for Text {
    fn pack(&self, p: &mut Packer) {
        p.str(self);
    }
    fn unpack(u: &mut Unpacker) -> Text {
        Text::embedded(u.str())
    }
}

impl Pack for u32 {
    fn pack(&self, p: &mut Packer) {
        p.num(*self as usize);
    }
    fn unpack(u: &mut Unpacker) -> u32 {
        u.num() as u32
    }
}

impl Pack for [u32; 2] {
    fn pack(&self, p: &mut Packer) {
        self.iter().for_each(|n| n.pack(p));
    }
    fn unpack(u: &mut Unpacker) -> [u32; 2] {
        [u32::unpack(u), u32::unpack(u)]
    }
}

impl<T: Pack> Pack for Option<T> {
    fn pack(&self, p: &mut Packer) {
        p.num(self.is_some().into());
        if let Some(v) = self {
            v.pack(p);
        }
    }
    fn unpack(u: &mut Unpacker) -> Option<T> {
        (u.num() == 1).then(|| T::unpack(u))
    }
}

impl<T: Pack> Pack for Vec<T> {
    fn pack(&self, p: &mut Packer) {
        p.num(self.len());
        self.iter().for_each(|v| v.pack(p));
    }
    fn unpack(u: &mut Unpacker) -> Vec<T> {
        (0..u.num()).map(|_| T::unpack(u)).collect()
    }
}

impl<A: Pack, B: Pack> Pack for (A, B) {
    fn pack(&self, p: &mut Packer) {
        self.0.pack(p);
        self.1.pack(p);
    }
    fn unpack(u: &mut Unpacker) -> (A, B) {
        (A::unpack(u), B::unpack(u))
    }
}

impl<T: Serialize + DeserializeOwned> Pack for Lazy<T> {
    fn pack(&self, p: &mut Packer) {
        p.json(&**self);
    }
    fn unpack(u: &mut Unpacker) -> Lazy<T> {
        Lazy::checked(u.str())
    }
}

/// A set's items, as JSON, and what pages ask of them before they are parsed.
impl Pack for Items {
    fn pack(&self, p: &mut Packer) {
        let text = serde_json::to_string(&**self).expect("items serialise");
        // `Items::has` finds an item by `"id":"` in the text: only items may be named so.
        if text.matches("\"id\":").count() != self.len() {
            let set = self.first().map_or("", |i| i.id.as_str());
            panic!("{set}…: an item holds a field named \"id\" of its own, which Items::has would take for an item");
        }
        p.str(&text);
        p.num(self.len());
        p.num(self.pronunciation());
        let mut terms: Vec<&str> = self.iter().flat_map(|i| &i.terms).map(String::as_str).collect();
        terms.sort_unstable();
        terms.dedup();
        p.str(&terms.join(" "));
    }
    fn unpack(u: &mut Unpacker) -> Items {
        let text = u.str();
        let (count, pronunciation) = (u.num(), u.num());
        Items::checked(text, Summary { count, pronunciation, terms: u.str() })
    }
}

/// The terms, each as its head (what lists of names and a text's links read) and its JSON.
impl Pack for Terms {
    fn pack(&self, p: &mut Packer) {
        p.num(self.count());
        for t in self.iter() {
            Head::from(t).pack(p);
            p.json(t);
        }
    }
    fn unpack(u: &mut Unpacker) -> Terms {
        Terms::checked(
            (0..u.num()).map(|_| Packed { head: Pack::unpack(u), json: u.str() }).collect(),
        )
    }
}

impl<'a> Pack for Head<'a> {
    fn pack(&self, p: &mut Packer) {
        (self.id, self.name).pack(p);
        self.spoken.pack(p);
    }
    fn unpack(u: &mut Unpacker) -> Head<'a> {
        Head { id: u.str(), name: u.str(), spoken: Pack::unpack(u) }
    }
}

/// An enum without fields, as its place in the list.
macro_rules! packed_enum {
    ($t:ident [$($v:ident),*]) => {
        impl Pack for $t {
            fn pack(&self, p: &mut Packer) {
                const ALL: &[$t] = &[$($t::$v),*];
                p.num(ALL.iter().position(|v| v == self).expect("listed"));
            }
            fn unpack(u: &mut Unpacker) -> $t {
                const ALL: &[$t] = &[$($t::$v),*];
                ALL[u.num()]
            }
        }
    };
}

packed_enum!(Cefr[B1, B2, C1]);
packed_enum!(ScenarioKind[Writing, Interview]);

/// A struct as its fields in order; those after `skip` are not packed (editors' `$schema`,
/// what the catalog works out) and come back as their default.
macro_rules! packed {
    ($($t:ident { $($f:ident),* $(,)? } $(skip { $($s:ident),* })?;)*) => {$(
        impl Pack for $t {
            fn pack(&self, p: &mut Packer) {
                $(self.$f.pack(p);)*
            }
            fn unpack(u: &mut Unpacker) -> $t {
                $t { $($f: Pack::unpack(u),)* $($($s: Default::default(),)*)? }
            }
        }
    )*};
}

packed! {
    RolePath {
        id, title, level, summary, overview, spelling, topics, spotlight, vocabulary, study_plan,
        faq, on_the_job,
    } skip { schema };
    Topic { id, title, summary };
    VocabGroup { title, terms };
    PlanStep { when, focus, detail };
    Faq { question, answer };
    OnTheJob { summary, duties, qualifications, sets, scenarios };
    Category { id, title };
    ExerciseSet {
        id, path, topic, title, summary, minutes, passage, genre, conversation, level, glosses,
        versions, items,
    } skip { schema, language };
    LanguagePage {
        id, title, summary, level, spelling, in_short, practice, rule, examples, mistakes, sets,
        items,
    } skip { schema };
    Scenario {
        id, kind, path, topic, title, context, task, sections, targets, words, genre,
        model_answer, key_phrases,
    };
    SpeakingTask {
        id, path, topic, title, level, situation, listener, goal, structure, phrases,
        prepare_seconds, speak_seconds, model, checklist,
    };
    Guide {
        id, title, overview, levels, subskills, stages, portfolio, red_flags, ats_keywords,
        self_check, sets, faq,
    } skip { schema };
    Level { name, summary, can_do };
    Subskill { name, summary, tasks };
    Stage { name, goal, deliverables };
    Titled { title, detail };
    SelfCheck { id, question, suggest_path, suggest_sets };
}
