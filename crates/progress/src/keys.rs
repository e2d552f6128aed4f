//! Typed keys of the record's maps. Stored as the strings earlier versions wrote
//! ("term:<id>", "item:<id>", "set:<id>", "scenario:<id>"), so records stay readable; a key
//! that parses as nothing is dropped when the record is read, never a reason to reject it.

use std::collections::BTreeMap;
use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// What a review card asks about.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum CardKey {
    /// A glossary term, by term id.
    Term(String),
    /// An exercise the learner missed, by item id.
    Item(String),
    /// A language point the learner missed in its page's practice set, by page id: each
    /// review asks a different item of that set.
    Language(String),
}

/// What a bookmark marks.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum BookmarkKey {
    Term(String),
    Set(String),
    Scenario(String),
}

impl CardKey {
    pub fn id(&self) -> &str {
        match self {
            CardKey::Term(id) | CardKey::Item(id) | CardKey::Language(id) => id,
        }
    }
}

impl BookmarkKey {
    pub fn id(&self) -> &str {
        match self {
            BookmarkKey::Term(id) | BookmarkKey::Set(id) | BookmarkKey::Scenario(id) => id,
        }
    }
}

impl fmt::Display for CardKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CardKey::Term(id) => write!(f, "term:{id}"),
            CardKey::Item(id) => write!(f, "item:{id}"),
            CardKey::Language(id) => write!(f, "language:{id}"),
        }
    }
}

impl fmt::Display for BookmarkKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BookmarkKey::Term(id) => write!(f, "term:{id}"),
            BookmarkKey::Set(id) => write!(f, "set:{id}"),
            BookmarkKey::Scenario(id) => write!(f, "scenario:{id}"),
        }
    }
}

/// The id after `prefix:`, if it is not empty.
fn after<'a>(s: &'a str, prefix: &str) -> Option<&'a str> {
    s.strip_prefix(prefix)?.strip_prefix(':').filter(|id| !id.is_empty())
}

impl FromStr for CardKey {
    type Err = ();

    fn from_str(s: &str) -> Result<Self, ()> {
        if let Some(id) = after(s, "term") {
            Ok(CardKey::Term(id.into()))
        } else if let Some(id) = after(s, "item") {
            Ok(CardKey::Item(id.into()))
        } else if let Some(id) = after(s, "language") {
            Ok(CardKey::Language(id.into()))
        } else {
            Err(())
        }
    }
}

impl FromStr for BookmarkKey {
    type Err = ();

    fn from_str(s: &str) -> Result<Self, ()> {
        if let Some(id) = after(s, "term") {
            Ok(BookmarkKey::Term(id.into()))
        } else if let Some(id) = after(s, "set") {
            Ok(BookmarkKey::Set(id.into()))
        } else if let Some(id) = after(s, "scenario") {
            Ok(BookmarkKey::Scenario(id.into()))
        } else {
            Err(())
        }
    }
}

macro_rules! as_string {
    ($t:ty) => {
        impl Serialize for $t {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.collect_str(self)
            }
        }
        impl<'de> Deserialize<'de> for $t {
            fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                let s = String::deserialize(d)?;
                s.parse().map_err(|()| serde::de::Error::custom(format!("not a key: {s:?}")))
            }
        }
    };
}
as_string!(CardKey);
as_string!(BookmarkKey);

/// Reads a map whose keys are typed, dropping entries whose key parses as nothing (a
/// hand-edited file, a key of a kind this version does not know).
pub fn lenient_map<'de, D, K, V>(d: D) -> Result<BTreeMap<K, V>, D::Error>
where
    D: Deserializer<'de>,
    K: FromStr + Ord,
    V: Deserialize<'de>,
{
    let raw = BTreeMap::<String, V>::deserialize(d)?;
    Ok(raw.into_iter().filter_map(|(k, v)| Some((k.parse().ok()?, v))).collect())
}
