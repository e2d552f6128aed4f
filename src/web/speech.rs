//! Speech synthesis through the browser; where it is missing, callers show the written form.

/// The browser's speech synthesis, if it has one.
fn synth() -> Option<web_sys::SpeechSynthesis> {
    // Pages rendered ahead of time have no browser to ask.
    if cfg!(not(target_arch = "wasm32")) {
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
    cfg!(not(target_arch = "wasm32")) || synth().is_some()
}

/// Says `text` in `lang` ("en-US", "en-GB") at `rate`. Returns false if speech is unavailable.
pub fn say(text: &str, lang: &str, rate: f32) -> bool {
    let Some(s) = synth() else { return false };
    let Ok(u) = web_sys::SpeechSynthesisUtterance::new_with_text(text) else {
        return false;
    };
    u.set_lang(lang);
    u.set_rate(rate);
    if let Some(v) = s
        .get_voices()
        .iter()
        .filter_map(|v| wasm_bindgen::JsCast::dyn_into::<web_sys::SpeechSynthesisVoice>(v).ok())
        .find(|v| v.lang() == lang)
    {
        u.set_voice(Some(&v));
    }
    s.cancel();
    s.speak(&u);
    true
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

/// Speaks `lines` in order, queued in the browser's synthesis; `on_line` hears each line's index
/// as it starts and `None` once the last has ended or failed. Returns false if speech is
/// unavailable.
pub fn say_lines(
    lines: Vec<Spoken>,
    lang: &str,
    on_line: impl Fn(Option<usize>) + 'static,
) -> bool {
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
    let on_line = std::rc::Rc::new(on_line);
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
        let started = on_line.clone();
        let start = Closure::<dyn Fn()>::new(move || started(Some(i)));
        u.set_onstart(Some(start.as_ref().unchecked_ref()));
        // The utterance holds its handlers for as long as the browser keeps it.
        start.forget();
        if i == last {
            let ended = on_line.clone();
            let end = Closure::<dyn Fn()>::new(move || ended(None));
            u.set_onend(Some(end.as_ref().unchecked_ref()));
            u.set_onerror(Some(end.as_ref().unchecked_ref()));
            end.forget();
        }
        s.speak(&u);
    }
    true
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
