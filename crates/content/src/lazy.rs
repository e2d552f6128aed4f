//! A part of a file the app parses when it is first read. Start-up reads only what lists and
//! links need (titles, levels, ids); a reading's passage, a listening's conversation and a
//! language page's body stay as JSON in the packed course (`pack`) until a page shows them.

use std::fmt;
use std::ops::Deref;
use std::sync::OnceLock;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

#[derive(Clone)]
pub struct Lazy<T> {
    parsed: OnceLock<T>,
    /// The checked JSON text, when not parsed yet.
    text: &'static str,
}

impl<T> Lazy<T> {
    /// JSON text `build.rs` has already validated.
    pub fn checked(text: &'static str) -> Lazy<T> {
        Lazy { parsed: OnceLock::new(), text }
    }
}

impl<T> Lazy<T> {
    /// Whether it has been read (for tests of what start-up leaves alone).
    pub fn is_parsed(&self) -> bool {
        self.parsed.get().is_some()
    }
}

impl<T> From<T> for Lazy<T> {
    fn from(v: T) -> Lazy<T> {
        Lazy { parsed: OnceLock::from(v), text: "" }
    }
}

impl<T: Default> Default for Lazy<T> {
    fn default() -> Lazy<T> {
        T::default().into()
    }
}

impl<T: DeserializeOwned> Deref for Lazy<T> {
    type Target = T;

    fn deref(&self) -> &T {
        self.parsed.get_or_init(|| serde_json::from_str(self.text).expect("checked at build time"))
    }
}

impl<T: DeserializeOwned + fmt::Debug> fmt::Debug for Lazy<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        (**self).fmt(f)
    }
}

impl<'a, T: DeserializeOwned> IntoIterator for &'a Lazy<Vec<T>> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

/// Read from a file (the checker, tests), a part is parsed at once.
impl<'de, T: Deserialize<'de>> Deserialize<'de> for Lazy<T> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Lazy<T>, D::Error> {
        T::deserialize(d).map(Lazy::from)
    }
}

impl<T: Serialize + DeserializeOwned> Serialize for Lazy<T> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        (**self).serialize(s)
    }
}

/// The schema is the part's own: laziness is the app's business, not the author's.
#[cfg(feature = "schema")]
impl<T: schemars::JsonSchema> schemars::JsonSchema for Lazy<T> {
    fn inline_schema() -> bool {
        T::inline_schema()
    }

    fn schema_name() -> std::borrow::Cow<'static, str> {
        T::schema_name()
    }

    fn schema_id() -> std::borrow::Cow<'static, str> {
        T::schema_id()
    }

    fn json_schema(g: &mut schemars::SchemaGenerator) -> schemars::Schema {
        T::json_schema(g)
    }
}

/// For `skip_serializing_if` on a lazy list.
pub fn is_empty<T: DeserializeOwned>(v: &Lazy<Vec<T>>) -> bool {
    v.is_empty()
}
