//! The learner's record: schema, versions, migration and merge. Pure; the browser
//! storage adapter lives in the shell (`app::store`).

pub mod dashboard;
mod merge;
mod migrate;
mod record;

pub use merge::{merge, preview, read_import, ImportPreview, MAX_IMPORT_BYTES};
pub use record::{Attempt, DecodeError, Draft, Flag, ItemRecord, Record, SetRecord, Settings, VERSION};

#[cfg(target_arch = "wasm32")]
pub mod store;
