//! Keyboard shortcuts in the exercise player and review.

use leptos::prelude::*;

/// Number keys pick options, Enter submits or continues, unless typing or turned off in settings.
/// Options carry `data-shortcut="n"` inside a `.player`; the main button carries `data-primary`.
pub fn install_shortcuts() {
    if super::page::rendered_ahead() {
        return; // rendering ahead of time: no keyboard
    }
    let store = super::store::store();
    let handle = window_event_listener(leptos::ev::keydown, move |ev| {
        if !store.record.with_untracked(|r| r.settings.shortcuts)
            || ev.ctrl_key()
            || ev.meta_key()
            || ev.alt_key()
        {
            return;
        }
        let tag = ev
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
            .map(|e| e.tag_name().to_lowercase())
            .unwrap_or_default();
        let key = ev.key();
        // Enter on a closed list box goes on, as in a text box; anything else there is the box's.
        if matches!(tag.as_str(), "input" | "textarea") || (tag == "select" && key != "Enter") {
            return;
        }
        let target = if key == "Enter" {
            // Enter already activates a focused control; only a bare Enter means "go on".
            if matches!(tag.as_str(), "button" | "a" | "summary") {
                return;
            }
            "[data-primary]".to_string()
        } else if key.len() == 1 && key.chars().all(|c| ('1'..='9').contains(&c)) {
            format!(".player [data-shortcut=\"{key}\"]")
        } else {
            return;
        };
        if let Ok(Some(el)) = document().query_selector(&target) {
            ev.prevent_default();
            wasm_bindgen::JsCast::unchecked_into::<web_sys::HtmlElement>(el).click();
        }
    });
    on_cleanup(move || handle.remove());
}
