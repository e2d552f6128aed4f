//! Speech synthesis through the browser; where it is missing, callers show the written form.

/// The browser's speech synthesis, if it has one.
fn synth() -> Option<web_sys::SpeechSynthesis> {
    // Pages rendered ahead of time have no browser to ask.
    if super::page::rendered_ahead() {
        return None;
    }
    // Read as a plain property: where it is missing (or blanked by a privacy setting) the
    // typed getter would hand back `undefined` dressed as an object.
    let w: wasm_bindgen::JsValue = web_sys::window()?.into();
    let v = js_sys::Reflect::get(&w, &"speechSynthesis".into()).ok()?;
    (v.is_object()).then(|| wasm_bindgen::JsCast::unchecked_into(v))
}

/// Whether the browser can speak; a page rendered ahead of time shows its speech buttons,
/// and the app checks for real when it starts.
pub fn available() -> bool {
    super::page::rendered_ahead() || synth().is_some()
}

/// How long an utterance may take to start before the browser is taken not to speak: some
/// engines accept an utterance and then neither speak nor report anything (no voices).
const START_WITHIN_MS: u64 = 4000;

/// What the browser reports while it speaks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Heard {
    /// The line with this index (of those given) has started.
    Line(usize),
    /// The last line has ended, or the speech was stopped.
    End,
    /// The browser could not speak: its error code ("synthesis-failed") or "no-start".
    Failed(String),
}

/// Says `text` in `lang` ("en-US", "en-GB") at `rate`; `on_fail` hears why, if the browser then
/// cannot speak it. Returns false if speech is unavailable.
pub fn say(text: &str, lang: &str, rate: f32, on_fail: impl Fn(String) + 'static) -> bool {
    let line = Spoken { text: text.to_string(), pitch: 1.0, rate, voice: 0 };
    say_lines(vec![line], lang, move |h| {
        if let Heard::Failed(why) = h {
            on_fail(why)
        }
    })
}

/// One line of a conversation to speak, with its speaker's voice.
pub struct Spoken {
    pub text: String,
    pub pitch: f32,
    pub rate: f32,
    /// The speaker's place in the conversation: speakers take different voices where the
    /// browser has several in the language.
    pub voice: usize,
}

/// Speaks `lines` in order, queued in the browser's synthesis; `on` hears each line as it
/// starts, then the end, or a failure (once, and nothing after it). Returns false if speech is
/// unavailable.
pub fn say_lines(lines: Vec<Spoken>, lang: &str, on: impl Fn(Heard) + 'static) -> bool {
    use std::cell::Cell;
    use std::rc::Rc;
    use wasm_bindgen::{closure::Closure, JsCast};
    let Some(s) = synth() else { return false };
    let voices: Vec<web_sys::SpeechSynthesisVoice> = s
        .get_voices()
        .iter()
        .filter_map(|v| v.dyn_into::<web_sys::SpeechSynthesisVoice>().ok())
        .filter(|v| v.lang().starts_with("en"))
        .collect();
    // The learner's variety first, then the other English voices.
    let mut ordered: Vec<&web_sys::SpeechSynthesisVoice> =
        voices.iter().filter(|v| v.lang() == lang).collect();
    ordered.extend(voices.iter().filter(|v| v.lang() != lang));
    // Whether anything started, and whether the outcome was already reported.
    let started = Rc::new(Cell::new(false));
    let over = Rc::new(Cell::new(false));
    let on = Rc::new(move |h: Heard| on(h));
    let report = {
        let over = over.clone();
        let on = on.clone();
        Rc::new(move |h: Heard| {
            if !over.get() {
                over.set(matches!(h, Heard::End | Heard::Failed(_)));
                on(h);
            }
        })
    };
    s.cancel();
    let last = lines.len().saturating_sub(1);
    for (i, line) in lines.into_iter().enumerate() {
        let Ok(u) = web_sys::SpeechSynthesisUtterance::new_with_text(&line.text) else {
            return false;
        };
        u.set_lang(lang);
        u.set_pitch(line.pitch);
        u.set_rate(line.rate);
        if !ordered.is_empty() {
            u.set_voice(Some(ordered[line.voice % ordered.len()]));
        }
        let (r, st) = (report.clone(), started.clone());
        let start = Closure::<dyn Fn()>::new(move || {
            st.set(true);
            r(Heard::Line(i))
        });
        u.set_onstart(Some(start.as_ref().unchecked_ref()));
        // The utterance holds its handlers for as long as the browser keeps it.
        start.forget();
        // A cancelled line ends with "interrupted" or "canceled": that is a stop, not a failure.
        let r = report.clone();
        let error =
            Closure::<dyn Fn(wasm_bindgen::JsValue)>::new(move |ev: wasm_bindgen::JsValue| {
                // Browsers always name a failure; an error event without a code is a cancel.
                let code =
                    js_sys::Reflect::get(&ev, &"error".into()).ok().and_then(|v| v.as_string());
                match code.as_deref() {
                    None | Some("interrupted" | "canceled") if i == last => r(Heard::End),
                    None | Some("interrupted" | "canceled") => {}
                    Some(_) => r(Heard::Failed(code.unwrap_or_default())),
                }
            });
        u.set_onerror(Some(error.as_ref().unchecked_ref()));
        error.forget();
        if i == last {
            let r = report.clone();
            let end = Closure::<dyn Fn()>::new(move || r(Heard::End));
            u.set_onend(Some(end.as_ref().unchecked_ref()));
            end.forget();
        }
        s.speak(&u);
    }
    let r = report.clone();
    leptos::prelude::set_timeout(
        move || {
            if !started.get() {
                r(Heard::Failed("no-start".into()))
            }
        },
        std::time::Duration::from_millis(START_WITHIN_MS),
    );
    true
}

/// A failure in one sentence a learner can act on.
pub fn failure_text(code: &str) -> String {
    let why = match code {
        "no-start" => "it did not start speaking (it may have no voices installed)".to_string(),
        "not-allowed" => "the browser did not allow it on this page".to_string(),
        "audio-busy" | "audio-hardware" => "the audio device is busy or missing".to_string(),
        "language-unavailable" | "voice-unavailable" => "it has no English voice".to_string(),
        other => format!("it reported “{other}”"),
    };
    format!("This browser could not speak: {why}.")
}

pub fn pause() {
    if let Some(s) = synth() {
        s.pause();
    }
}

pub fn resume() {
    if let Some(s) = synth() {
        s.resume();
    }
}

/// Stops speaking and drops what is queued.
pub fn stop() {
    if let Some(s) = synth() {
        s.cancel();
    }
}
