//! The learner's record: schema, versions, migration and merge. Pure; the browser
//! storage adapter lives in the shell (`app::store`).

mod merge;
mod migrate;
mod record;

pub use merge::merge;
pub use record::{DecodeError, ItemRecord, Record, SetRecord, Settings, VERSION};
