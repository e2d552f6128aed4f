//! A "say it" button: speech synthesis with the learner's voice and rate, or the written form.

use leptos::prelude::*;

use super::icon::{Glyph, Icon};
use crate::web::speech;
use crate::web::store::store;

#[component]
pub fn SayButton(
    /// What to speak.
    text: String,
    /// Shown where speech is unavailable, and as the accessible label's hint.
    written: String,
    #[prop(optional, into)] label: Option<String>,
) -> impl IntoView {
    let store = store();
    let missing = RwSignal::new(!speech::available());
    let label = label.unwrap_or_else(|| "Say it".into());
    let written2 = written.clone();
    view! {
        <span class="say">
            <button
                type="button"
                class="say-button"
                on:click=move |_| {
                    let s = store.record.with_untracked(|r| r.settings.clone());
                    if !speech::say(&text, &s.voice, s.rate) {
                        missing.set(true);
                    }
                }
            >
                <Icon glyph=Glyph::Speaker />
                " "
                {label}
            </button>
            <Show when=move || missing.get()>
                <span class="note" role="status">
                    "Speech is not available in this browser. Say it like this: "
                    <strong>{written2.clone()}</strong>
                </span>
            </Show>
        </span>
    }
}
