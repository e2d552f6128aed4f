//! The microphone: one take at a time through `MediaRecorder`, and the kept takes in the
//! browser's IndexedDB (`takes.js`). Audio never leaves the device: nothing here sends it
//! anywhere, and speech recognition (which browsers run on a server) is not used.

use std::cell::RefCell;
use std::rc::Rc;

use js_sys::{Array, Promise};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{Blob, BlobEvent, MediaRecorder, MediaStream, MediaStreamConstraints};

/// Whether this browser can record at all (a microphone API and `MediaRecorder`).
pub fn supported() -> bool {
    let Some(w) = web_sys::window() else { return false };
    let has = |o: &JsValue, name: &str| {
        js_sys::Reflect::get(o, &name.into()).is_ok_and(|v| !v.is_undefined() && !v.is_null())
    };
    has(&w.navigator(), "mediaDevices") && has(&w, "MediaRecorder")
}

/// How a take ended.
pub enum Ended {
    /// Stopped by the learner or the clock.
    Done(Blob),
    /// The microphone went away mid-take (permission revoked, device unplugged): what was
    /// recorded until then.
    Cut(Blob),
    Failed(String),
}

/// A take being recorded; `stop` ends it and the callback given to [`record`] hears how.
/// Dropping it stops the take too, so leaving the page never leaves the microphone on.
pub struct Take {
    parts: Rc<RefCell<Option<Parts>>>,
}

struct Parts {
    recorder: MediaRecorder,
    stream: MediaStream,
    _on_data: Closure<dyn FnMut(BlobEvent)>,
    _on_stop: Closure<dyn FnMut()>,
    _on_track_end: Closure<dyn FnMut()>,
}

impl Take {
    pub fn stop(&self) {
        if let Some(p) = self.parts.borrow().as_ref() {
            if p.recorder.state() == web_sys::RecordingState::Recording {
                let _ = p.recorder.stop();
            }
        }
    }
}

impl Drop for Take {
    fn drop(&mut self) {
        self.stop();
    }
}

/// Asks for the microphone and starts a take. `Err` says in a sentence why there is none.
pub async fn record(on_end: impl FnOnce(Ended) + 'static) -> Result<Take, String> {
    if !supported() {
        return Err("This browser cannot record audio.".into());
    }
    let devices = web_sys::window()
        .and_then(|w| w.navigator().media_devices().ok())
        .ok_or("This browser cannot record audio.")?;
    let constraints = MediaStreamConstraints::new();
    constraints.set_audio(&JsValue::TRUE);
    let asked = devices.get_user_media_with_constraints(&constraints).map_err(why_no_mic)?;
    let stream: MediaStream = JsFuture::from(asked).await.map_err(why_no_mic)?.unchecked_into();
    let recorder = match MediaRecorder::new_with_media_stream(&stream) {
        Ok(r) => r,
        Err(_) => {
            stop_tracks(&stream);
            return Err("This browser cannot record audio.".into());
        }
    };
    let chunks: Rc<RefCell<Vec<Blob>>> = Rc::default();
    let cut = Rc::new(std::cell::Cell::new(false));
    let parts: Rc<RefCell<Option<Parts>>> = Rc::default();
    let on_data = Closure::<dyn FnMut(BlobEvent)>::new({
        let chunks = chunks.clone();
        move |e: BlobEvent| {
            if let Some(b) = e.data().filter(|b| b.size() > 0.0) {
                chunks.borrow_mut().push(b);
            }
        }
    });
    let mut on_end = Some(on_end);
    let on_stop = Closure::<dyn FnMut()>::new({
        let (chunks, cut, parts) = (chunks.clone(), cut.clone(), parts.clone());
        move || {
            let Some(p) = parts.borrow_mut().take() else { return };
            stop_tracks(&p.stream);
            let list: Array = chunks.borrow().iter().collect();
            let options = web_sys::BlobPropertyBag::new();
            options.set_type(&p.recorder.mime_type());
            let ended = match Blob::new_with_blob_sequence_and_options(&list, &options) {
                Ok(b) if cut.get() => Ended::Cut(b),
                Ok(b) => Ended::Done(b),
                Err(_) => Ended::Failed("The take could not be put together.".into()),
            };
            if let Some(f) = on_end.take() {
                f(ended);
            }
            // `p` (this closure among its parts) is dropped after the call returns.
            drop(p);
        }
    });
    let on_track_end = Closure::<dyn FnMut()>::new({
        let (cut, recorder) = (cut.clone(), recorder.clone());
        move || {
            cut.set(true);
            if recorder.state() == web_sys::RecordingState::Recording {
                let _ = recorder.stop();
            }
        }
    });
    recorder.set_ondataavailable(Some(on_data.as_ref().unchecked_ref()));
    recorder.set_onstop(Some(on_stop.as_ref().unchecked_ref()));
    for t in stream.get_audio_tracks() {
        let t: web_sys::MediaStreamTrack = t.unchecked_into();
        t.set_onended(Some(on_track_end.as_ref().unchecked_ref()));
    }
    recorder.start().map_err(|_| {
        stop_tracks(&stream);
        "The recording could not start.".to_string()
    })?;
    *parts.borrow_mut() = Some(Parts {
        recorder,
        stream,
        _on_data: on_data,
        _on_stop: on_stop,
        _on_track_end: on_track_end,
    });
    Ok(Take { parts })
}

fn stop_tracks(stream: &MediaStream) {
    for t in stream.get_tracks() {
        t.unchecked_into::<web_sys::MediaStreamTrack>().stop();
    }
}

/// The sentence for a refused or missing microphone, from the browser's error name.
fn why_no_mic(e: JsValue) -> String {
    let name = e.dyn_ref::<web_sys::DomException>().map(|d| d.name()).unwrap_or_default();
    match name.as_str() {
        "NotAllowedError" | "SecurityError" => {
            "The microphone is blocked for this site: allow it in the browser's site settings, or speak without recording.".into()
        }
        "NotFoundError" | "OverconstrainedError" => "No microphone was found.".into(),
        "NotReadableError" | "AbortError" => {
            "The microphone is in use by another program, or the system blocked it.".into()
        }
        _ => "The microphone could not be opened.".into(),
    }
}

/// A kept take, without its audio.
#[derive(Clone, Debug, PartialEq, serde::Deserialize)]
pub struct KeptTake {
    pub id: f64,
    pub task: String,
    pub created_ms: f64,
    #[serde(rename = "type")]
    pub mime: String,
    pub size: f64,
}

#[wasm_bindgen(module = "/src/web/takes.js")]
extern "C" {
    #[wasm_bindgen(catch)]
    fn takes_put(task: &str, created_ms: f64, audio: &Blob) -> Result<Promise, JsValue>;
    #[wasm_bindgen(catch)]
    fn takes_list() -> Result<Promise, JsValue>;
    #[wasm_bindgen(catch)]
    fn takes_audio(id: f64) -> Result<Promise, JsValue>;
    #[wasm_bindgen(catch)]
    fn takes_delete(id: f64) -> Result<Promise, JsValue>;
    #[wasm_bindgen(catch)]
    fn takes_clear() -> Result<Promise, JsValue>;
}

async fn wait(p: Result<Promise, JsValue>) -> Result<JsValue, String> {
    let message = |e: JsValue| {
        e.dyn_ref::<js_sys::Error>()
            .map(|e| String::from(e.message()))
            .unwrap_or_else(|| "The recordings store failed.".into())
    };
    JsFuture::from(p.map_err(message)?).await.map_err(message)
}

/// Keeps a take of `task`; its id in the store.
pub async fn keep(task: &str, created_ms: f64, audio: &Blob) -> Result<f64, String> {
    Ok(wait(takes_put(task, created_ms, audio)).await?.as_f64().unwrap_or_default())
}

/// Every kept take, oldest first.
pub async fn kept() -> Result<Vec<KeptTake>, String> {
    let v = wait(takes_list()).await?;
    let mut list: Vec<KeptTake> = from_plain(v);
    crate::content::order::sort_by(&mut list, |a, b| a.created_ms.total_cmp(&b.created_ms));
    Ok(list)
}

/// The list as JSON: the store hands back plain objects, so a round trip through JSON text
/// needs no extra crate.
fn from_plain(v: JsValue) -> Vec<KeptTake> {
    js_sys::JSON::stringify(&v)
        .ok()
        .and_then(|s| s.as_string())
        .and_then(|s| serde_json::from_str(&s).ok())
        .unwrap_or_default()
}

pub async fn audio(id: f64) -> Result<Option<Blob>, String> {
    Ok(wait(takes_audio(id)).await?.dyn_into::<Blob>().ok())
}

pub async fn forget(id: f64) -> Result<(), String> {
    wait(takes_delete(id)).await.map(|_| ())
}

pub async fn forget_all() -> Result<(), String> {
    wait(takes_clear()).await.map(|_| ())
}
