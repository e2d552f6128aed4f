//! Settings: keyboard shortcuts, speech voice and rate.

use leptos::prelude::*;

use crate::app::{set_title, store};
use crate::components::say::SayButton;
use crate::components::speech;
use crate::progress::store::{now_ms, Mode};

/// Asks the browser to keep this site's storage (`navigator.storage.persist()`); None where
/// the browser has no such API.
async fn ask_persist() -> Option<bool> {
    let storage = js_sys::Reflect::get(&web_sys::window()?.navigator(), &"storage".into()).ok()?;
    if !storage.is_object() {
        return None;
    }
    let storage: web_sys::StorageManager = wasm_bindgen::JsCast::unchecked_into(storage);
    let granted = wasm_bindgen_futures::JsFuture::from(storage.persist().ok()?).await.ok()?;
    granted.as_bool()
}

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
    let persisted = RwSignal::new(None::<Option<bool>>);
    leptos::task::spawn_local(async move { persisted.set(Some(ask_persist().await)) });
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
        <section aria-labelledby="study-h">
            <h2 id="study-h">"Study"</h2>
            <p><label>"New review terms a day "
                <input type="number" min="0" max="100" prop:value=move || settings().new_per_day.to_string()
                    on:change=move |ev| { if let Ok(v) = event_target_value(&ev).parse::<u32>() { change(Box::new(move |s| s.new_per_day = v.min(100))) } }/>
            </label></p>
            <p><label>"Sets to finish each week "
                <input type="number" min="1" max="50" prop:value=move || settings().weekly_goal.to_string()
                    on:change=move |ev| { if let Ok(v) = event_target_value(&ev).parse::<u32>() { change(Box::new(move |s| s.weekly_goal = v.clamp(1, 50))) } }/>
            </label></p>
            <label class="check-row">
                <input type="checkbox" prop:checked=move || settings().streaks
                    on:change=move |ev| { let on = event_target_checked(&ev); change(Box::new(move |s| s.streaks = on)) }/>
                " Show a streak (days in a row with study)"
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
        <section aria-labelledby="storage-h">
            <h2 id="storage-h">"Storage"</h2>
            <p>{move || match store.mode.get() {
                Mode::Saved => "Your progress is saved in this browser.".to_string(),
                Mode::Memory(why) => format!("Your progress is not being saved ({why}). Export it from the Progress page to keep it."),
            }}</p>
            <p role="status">{move || match persisted.get() {
                None => "Asking the browser to keep this site's data…".to_string(),
                Some(Some(true)) => "The browser has agreed to keep this data even when space runs low.".to_string(),
                Some(Some(false)) => "The browser has not promised to keep this data: it may clear it when space runs low. Export your progress now and then.".to_string(),
                Some(None) => "This browser cannot be asked to keep the data; export your progress now and then.".to_string(),
            }}</p>
        </section>
    }
}
