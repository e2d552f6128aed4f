//! Speech synthesis through the browser; where it is missing, callers show the written form.

/// The browser's speech synthesis, if it has one.
fn synth() -> Option<web_sys::SpeechSynthesis> {
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
