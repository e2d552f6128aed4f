//! A "say it" button: speech synthesis with the learner's voice and rate, or the written form.

use leptos::prelude::*;

use super::icon::{Glyph, Icon};
use crate::web::speech;
use crate::web::store::store;

const NO_SPEECH: &str = "Speech is not available in this browser.";

#[component]
pub fn SayButton(
    /// What to speak.
    text: String,
    /// Shown where speech is unavailable, and as the accessible label's hint.
    written: String,
    #[prop(optional, into)] label: Option<String>,
) -> impl IntoView {
    let store = store();
    // Why the written form is shown: no speech at all, or the browser's failure to speak.
    let missing = RwSignal::new((!speech::available()).then(|| NO_SPEECH.to_string()));
    let label = label.unwrap_or_else(|| "Say it".into());
    let written2 = written.clone();
    view! {
        <span class="say">
            <button
                type="button"
                class="say-button"
                on:click=move |_| {
                    let s = store.record.with_untracked(|r| r.settings.clone());
                    let fail = move |code: String| {
                        let _ = missing.try_set(Some(speech::failure_text(&code)));
                    };
                    if !speech::say(&text, &s.voice, s.rate, fail) {
                        missing.set(Some(NO_SPEECH.into()));
                    }
                }
            >
                <Icon glyph=Glyph::Speaker />
                " "
                {label}
            </button>
            {move || {
                missing
                    .get()
                    .map(|why| {
                        view! {
                            <span class="note" role="status">
                                {why}
                                " Say it like this: "
                                <strong>{written2.clone()}</strong>
                            </span>
                        }
                    })
            }}
        </span>
    }
}
