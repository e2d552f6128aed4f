//! Speech synthesis through the browser; where it is missing, callers show the written form.

/// The browser's speech synthesis, if it has one.
fn synth() -> Option<web_sys::SpeechSynthesis> {
    let w = web_sys::window()?;
    // Reading the property on a browser without it throws in some engines; check first.
    let has = js_sys::Reflect::has(&w, &"speechSynthesis".into()).unwrap_or(false);
    if !has {
        return None;
    }
    w.speech_synthesis().ok()
}

pub fn available() -> bool {
    synth().is_some()
}

/// Says `text` in `lang` ("en-US", "en-GB") at `rate`. Returns false if speech is unavailable.
pub fn say(text: &str, lang: &str, rate: f32) -> bool {
    let Some(s) = synth() else { return false };
    let Ok(u) = web_sys::SpeechSynthesisUtterance::new_with_text(text) else { return false };
    u.set_lang(lang);
    u.set_rate(rate);
    if let Some(v) = s.get_voices().iter().filter_map(|v| wasm_bindgen::JsCast::dyn_into::<web_sys::SpeechSynthesisVoice>(v).ok()).find(|v| v.lang() == lang) {
        u.set_voice(Some(&v));
    }
    s.cancel();
    s.speak(&u);
    true
}
