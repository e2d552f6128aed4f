//! The learner's record: schema, versions, migration and merge. Pure; the browser
//! storage adapter lives in the browser layer (`web::store`).

pub mod dashboard;
pub mod keys;
mod merge;
mod migrate;
pub mod plan;
mod record;
pub mod review;

pub use keys::{BookmarkKey, CardKey};
pub use merge::{merge, preview, read_import, ImportPreview, MAX_IMPORT_BYTES};
pub use record::{
    Attempt, DecodeError, Draft, Flag, ItemRecord, Record, SetRecord, Settings, Talk, VERSION,
};
