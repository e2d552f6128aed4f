//! Migrations from earlier stored versions: each reads an old document in its own shape and
//! returns today's record.
//!
//! Version 0 is a document without a `version` key: the first builds stored only
//! `{"completed": ["set-id", …]}`.

use serde::Deserialize;

use super::record::{Record, SetRecord};

#[derive(Deserialize)]
struct V0 {
    #[serde(default)]
    completed: Vec<String>,
}

pub fn from_v0(text: &str) -> Result<Record, serde_json::Error> {
    let old: V0 = serde_json::from_str(text)?;
    let mut record = Record::new();
    for id in old.completed {
        // Version 0 kept no score or date: count it done once, with an unknown score.
        record.sets.insert(id, SetRecord { times: 1, ..Default::default() });
    }
    Ok(record)
}
