//! The browser adapter for the record: localStorage, kept in a signal.
//!
//! - Damaged data is copied under a backup key before anything else is written.
//! - No storage (private mode, blocked cookies) or a newer format: an in-memory session.
//! - Every save first merges what another tab stored, so its work is never overwritten,
//!   and the `storage` event merges another tab's saves into this one.
//! - Every record that comes in (stored, another tab's, imported) is fitted to this build's
//!   content first, so no page meets an index or id that names nothing.

use gloo_storage::{LocalStorage, Storage};
use leptos::prelude::*;
use wasm_bindgen::prelude::*;

use crate::progress::{merge, DecodeError, Record};

/// The store the app provides to every page.
pub fn store() -> Store {
    expect_context::<Store>()
}

/// A stored or imported document, read and fitted to the content this build carries.
fn decode(text: &str) -> Result<Record, DecodeError> {
    let mut r = Record::decode(text)?;
    r.fit_to(crate::content::catalog());
    Ok(r)
}

/// An export file chosen for import, read and fitted; the message says what is wrong.
pub fn read_import(text: &str) -> Result<Record, String> {
    let mut r = crate::progress::read_import(text)?;
    r.fit_to(crate::content::catalog());
    Ok(r)
}

pub const KEY: &str = "shoptalk.record";
const BACKUP_PREFIX: &str = "shoptalk.record.unreadable.";

/// Where the record lives.
#[derive(Debug, Clone, PartialEq)]
pub enum Mode {
    Saved,
    /// Not saved beyond this tab, and why.
    Memory(String),
}

/// A message for the learner about their data, shown until dismissed.
#[derive(Debug, Clone, PartialEq)]
pub struct Notice {
    pub text: String,
    /// The storage key of kept-aside data the learner can download.
    pub backup_key: Option<String>,
}

#[derive(Clone, Copy)]
pub struct Store {
    pub record: RwSignal<Record>,
    pub mode: RwSignal<Mode>,
    pub notice: RwSignal<Option<Notice>>,
    /// The text this tab last read or wrote: while storage still holds it, no other tab has
    /// saved, and a save can skip decoding and merging.
    known: StoredValue<Option<String>>,
}

/// localStorage, once the browser has shown it can be reached: gloo-storage's `raw()` throws
/// where storage is blocked, so the check comes first. The record is read and written as raw
/// text, which the save compares with what this tab last wrote.
fn storage() -> Result<web_sys::Storage, String> {
    match web_sys::window().ok_or("no window")?.local_storage() {
        Err(_) => Err("this browser blocks site storage".into()),
        Ok(None) => Err("this browser has no site storage".into()),
        Ok(Some(_)) => Ok(LocalStorage::raw()),
    }
}

/// localStorage if it can be read and written; private modes may expose it and then throw.
fn usable_storage() -> Result<web_sys::Storage, String> {
    let storage = storage()?;
    let probe = "shoptalk.probe";
    LocalStorage::set(probe, true)
        .map_err(|_| "this browser does not allow saving site data".to_string())?;
    LocalStorage::delete(probe);
    Ok(storage)
}

fn read_stored(storage: &web_sys::Storage) -> Option<String> {
    storage.get_item(KEY).ok().flatten()
}

impl Store {
    /// Loads the record, never failing: whatever goes wrong becomes a mode and a notice.
    pub fn load() -> Store {
        // Rendered ahead of time, a page shows what a first visit sees: no learner's data.
        if super::page::rendered_ahead() {
            return Store::new(Record::new(), Mode::Saved, None, None);
        }
        let mut known = None;
        let (record, mode, notice) = match usable_storage() {
            Err(why) => (
                Record::new(),
                Mode::Memory(why.clone()),
                Some(Notice { text: format!("Your progress cannot be saved: {why}. It is kept in this tab until you close it; use Export on the Progress page to keep a copy."), backup_key: None }),
            ),
            Ok(storage) => match read_stored(&storage).map(|t| (decode(&t), t)) {
                None => (Record::new(), Mode::Saved, None),
                Some((Ok(r), raw)) => {
                    known = Some(raw);
                    (r, Mode::Saved, None)
                }
                Some((Err(DecodeError::TooNew(v)), _)) => (
                    Record::new(),
                    Mode::Memory(format!("saved by a newer version (format {v})")),
                    Some(Notice { text: "Your saved progress comes from a newer version of Shoptalk. It has been left untouched; reload to get the newer version. Until then, work in this tab is not saved.".into(), backup_key: None }),
                ),
                Some((Err(e), raw)) => {
                    let key = format!("{BACKUP_PREFIX}{}", super::clock::now().ms() as u64);
                    match storage.set_item(&key, &raw) {
                        Ok(()) => (
                            Record::new(),
                            Mode::Saved,
                            Some(Notice { text: format!("{e}. It has been kept aside and you can download it; Shoptalk started a fresh record."), backup_key: Some(key) }),
                        ),
                        // Without a backup the damaged data must stay where it is.
                        Err(_) => (
                            Record::new(),
                            Mode::Memory("damaged data could not be kept aside".into()),
                            Some(Notice { text: format!("{e}. It was left where it is, and work in this tab is not saved until storage has room."), backup_key: None }),
                        ),
                    }
                }
            },
        };
        let store = Store::new(record, mode, notice, known);
        store.listen_to_other_tabs();
        store
    }

    fn new(record: Record, mode: Mode, notice: Option<Notice>, known: Option<String>) -> Store {
        Store {
            record: RwSignal::new(record),
            mode: RwSignal::new(mode),
            notice: RwSignal::new(notice),
            known: StoredValue::new(known),
        }
    }

    /// Changes the record and saves it.
    pub fn update(&self, f: impl FnOnce(&mut Record)) {
        self.apply(f);
    }

    /// Applies one domain call to the record, saves, and returns what the call returned
    /// (None only if the app is being torn down and the record has gone).
    pub fn apply<T>(&self, f: impl FnOnce(&mut Record) -> T) -> Option<T> {
        let out = self.record.try_update(f);
        self.save();
        out
    }

    /// Merges what another tab stored, then writes. Quota errors keep the session in memory.
    pub fn save(&self) {
        let Some(storage) = self.saving_storage() else {
            return;
        };
        let stored = read_stored(&storage);
        if stored.is_some() && self.known.with_value(|k| *k != stored) {
            if let Some(Ok(theirs)) = stored.map(|t| decode(&t)) {
                let merged = self.record.with_untracked(|ours| merge(ours, &theirs));
                if self.record.with_untracked(|ours| *ours != merged) {
                    self.record.set(merged);
                }
            }
        }
        self.write(&storage);
    }

    /// Replaces the whole record without merging what is stored: for "reset everything" and
    /// "replace with the imported file", where the learner asked for the old data to go.
    pub fn replace(&self, record: Record) {
        self.record.set(record);
        if let Some(storage) = self.saving_storage() {
            self.write(&storage);
        }
    }

    /// Storage while this tab saves; if it has gone, the session continues in memory.
    fn saving_storage(&self) -> Option<web_sys::Storage> {
        if self.mode.get_untracked() != Mode::Saved {
            return None;
        }
        let storage = storage().ok();
        if storage.is_none() {
            self.mode.set(Mode::Memory("storage became unavailable".into()));
            self.notice.set(Some(Notice { text: "Storage became unavailable. Your progress is kept in this tab; export it to keep a copy.".into(), backup_key: None }));
        }
        storage
    }

    fn write(&self, storage: &web_sys::Storage) {
        let text = self.record.with_untracked(Record::encode);
        if storage.set_item(KEY, &text).is_ok() {
            self.known.set_value(Some(text));
        } else {
            self.notice.set(Some(Notice {
                text: "Browser storage is full, so the latest changes are not saved yet. They are kept in this tab; export your progress or free some space.".into(),
                backup_key: None,
            }));
        }
    }

    fn listen_to_other_tabs(&self) {
        let store = *self;
        // The listener goes with the store's owner: a store that is gone hears nothing more.
        let handle = window_event_listener(leptos::ev::storage, move |ev| {
            if ev.key().as_deref() != Some(KEY) {
                return;
            }
            let Some(text) = ev.new_value() else { return };
            let Some(ours) = store.record.try_get_untracked() else { return };
            if let Ok(theirs) = decode(&text) {
                store.record.set(merge(&ours, &theirs));
                // Already merged: the next save need not decode and merge this text again.
                store.known.set_value(Some(text));
            }
        });
        on_cleanup(move || handle.remove());
    }

    /// The raw text kept under a backup key, for download.
    pub fn backup_text(key: &str) -> Option<String> {
        storage().ok()?.get_item(key).ok().flatten()
    }

    /// Asks the browser to keep this site's storage (`navigator.storage.persist()`); None
    /// where the browser has no such API.
    pub async fn ask_persist() -> Option<bool> {
        let storage =
            js_sys::Reflect::get(&web_sys::window()?.navigator(), &"storage".into()).ok()?;
        if !storage.is_object() {
            return None;
        }
        let storage: web_sys::StorageManager = storage.unchecked_into();
        let granted = wasm_bindgen_futures::JsFuture::from(storage.persist().ok()?).await.ok()?;
        granted.as_bool()
    }
}
