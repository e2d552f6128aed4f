//! Migrations from earlier stored versions to the current one, as JSON-to-JSON steps,
//! so an old document is upgraded before serde sees it.
//!
//! Version 0 is a document without a `version` key: the first builds stored only
//! `{"completed": ["set-id", …]}`.

use serde_json::{json, Map, Value};

pub fn to_current(mut value: Value, from: u32) -> Result<Value, String> {
    if !value.is_object() {
        return Err("the saved progress is not a JSON object".into());
    }
    if from == 0 {
        value = v0_to_v1(value)?;
    }
    Ok(value)
}

fn v0_to_v1(value: Value) -> Result<Value, String> {
    let mut sets = Map::new();
    if let Some(done) = value.get("completed") {
        let done = done.as_array().ok_or("`completed` is not a list")?;
        for id in done {
            let id = id.as_str().ok_or("`completed` holds something other than set ids")?;
            // Version 0 kept no score or date: count it done once, with an unknown score.
            sets.insert(id.to_string(), json!({ "times": 1, "best_score": 0.0, "last_score": 0.0 }));
        }
    }
    Ok(json!({ "version": 1, "sets": sets }))
}
