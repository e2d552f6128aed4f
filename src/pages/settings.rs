//! Settings: keyboard shortcuts, speech voice and rate.

use leptos::prelude::*;

use crate::app::{set_title, store};
use crate::components::say::SayButton;
use crate::components::speech;
use crate::progress::store::now_ms;

#[component]
pub fn SettingsPage() -> impl IntoView {
    set_title("Settings");
    let store = store();
    let settings = move || store.record.with(|r| r.settings.clone());
    let change = move |f: Box<dyn FnOnce(&mut crate::progress::Settings)>| {
        store.update(|r| {
            f(&mut r.settings);
            r.settings.changed_ms = now_ms();
        })
    };
    view! {
        <h1>"Settings"</h1>
        <section aria-labelledby="keys-h">
            <h2 id="keys-h">"Keyboard"</h2>
            <label class="check-row">
                <input type="checkbox" prop:checked=move || settings().shortcuts
                    on:change=move |ev| { let on = event_target_checked(&ev); change(Box::new(move |s| s.shortcuts = on)) }/>
                " Number keys choose options and Enter checks answers in exercises"
            </label>
        </section>
        <section aria-labelledby="speech-h">
            <h2 id="speech-h">"Pronunciation"</h2>
            {(!speech::available()).then(|| view! { <p class="note">"This browser has no speech synthesis. Pronunciation is shown as written respellings instead."</p> })}
            <label>"Accent "
                <select on:change=move |ev| { let v = event_target_value(&ev); change(Box::new(move |s| s.voice = v)) }>
                    <option value="en-US" selected=move || settings().voice == "en-US">"American English (en-US)"</option>
                    <option value="en-GB" selected=move || settings().voice == "en-GB">"British English (en-GB)"</option>
                </select>
            </label>
            <label>"Speed "
                <input type="range" min="0.5" max="1.5" step="0.1" prop:value=move || settings().rate.to_string()
                    on:change=move |ev| {
                        if let Ok(v) = event_target_value(&ev).parse::<f32>() { change(Box::new(move |s| s.rate = v.clamp(0.5, 1.5))) }
                    }/>
                <span>{move || format!(" {:.1}×", settings().rate)}</span>
            </label>
            <p><SayButton text="Kubernetes schedules the NCCL job on CUDA nodes.".into() written="koo-ber-NET-eez, NICK-el, KOO-duh".into() label="Try the voice"/></p>
        </section>
    }
}
