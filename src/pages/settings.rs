//! Settings: keyboard shortcuts, speech voice and rate.

use leptos::prelude::*;

use crate::web::page::set_title;
use crate::web::store::store;

use crate::components::say::SayButton;
use crate::progress::Settings;
use crate::web::clock::now;
use crate::web::speech;
use crate::web::store::{Mode, Store};

#[component]
pub fn SettingsPage() -> impl IntoView {
    set_title("Settings");
    let store = store();
    let settings = move || store.record.with(|r| r.settings.clone());
    let persisted = RwSignal::new(None::<Option<bool>>);
    // An effect runs in the browser only, once the page is shown (not when rendered ahead).
    Effect::new(move || {
        leptos::task::spawn_local(async move { persisted.set(Some(Store::ask_persist().await)) })
    });
    view! {
        <h1>"Settings"</h1>
        <section aria-labelledby="keys-h">
            <h2 id="keys-h">"Keyboard"</h2>
            <Toggle
                label=" Number keys choose options and Enter checks answers in exercises"
                get=|s| s.shortcuts
                set=|s, v| s.shortcuts = v
            />
        </section>
        <section aria-labelledby="study-h">
            <h2 id="study-h">"Study"</h2>
            <NumberSetting
                label="New review terms a day "
                min=0
                max=100
                get=|s| s.new_per_day
                set=|s, v| s.new_per_day = v
            />
            <NumberSetting
                label="Sets to finish each week "
                min=1
                max=50
                get=|s| s.weekly_goal
                set=|s, v| s.weekly_goal = v
            />
            <Toggle
                label=" Show a streak (days in a row with study)"
                get=|s| s.streaks
                set=|s, v| s.streaks = v
            />
        </section>
        <section aria-labelledby="speech-h">
            <h2 id="speech-h">"Pronunciation"</h2>
            {(!speech::available())
                .then(|| {
                    view! {
                        <p class="note">
                            "This browser has no speech synthesis. Pronunciation is shown as written respellings instead."
                        </p>
                    }
                })}
            <label>
                "Accent "
                <select on:change=move |ev| {
                    let v = event_target_value(&ev);
                    change_settings(move |s| s.voice = v)
                }>
                    <option value="en-US" selected=move || settings().voice == "en-US">
                        "American English (en-US)"
                    </option>
                    <option value="en-GB" selected=move || settings().voice == "en-GB">
                        "British English (en-GB)"
                    </option>
                </select>
            </label>
            <label>
                "Speed "
                <input
                    type="range"
                    min="0.5"
                    max="1.5"
                    step="0.1"
                    prop:value=move || settings().rate.to_string()
                    on:change=move |ev| {
                        if let Ok(v) = event_target_value(&ev).parse::<f32>() {
                            change_settings(move |s| s.rate = v.clamp(0.5, 1.5))
                        }
                    }
                /> <span>{move || format!(" {:.1}×", settings().rate)}</span>
            </label>
            <p>
                <SayButton
                    text="Kubernetes schedules the NCCL job on CUDA nodes.".into()
                    written="koo-ber-NET-eez, NICK-el, KOO-duh".into()
                    label="Try the voice"
                />
            </p>
        </section>
        <section aria-labelledby="storage-h">
            <h2 id="storage-h">"Storage"</h2>
            <p>
                {move || match store.mode.get() {
                    Mode::Saved => "Your progress is saved in this browser.".to_string(),
                    Mode::Memory(why) => {
                        format!(
                            "Your progress is not being saved ({why}). Export it from the Progress page to keep it.",
                        )
                    }
                }}
            </p>
            <p role="status">
                {move || match persisted.get() {
                    None => "Asking the browser to keep this site's data…".to_string(),
                    Some(Some(true)) => {
                        "The browser has agreed to keep this data even when space runs low."
                            .to_string()
                    }
                    Some(Some(false)) => {
                        "The browser has not promised to keep this data: it may clear it when space runs low. Export your progress now and then."
                            .to_string()
                    }
                    Some(None) => {
                        "This browser cannot be asked to keep the data; export your progress now and then."
                            .to_string()
                    }
                }}
            </p>
        </section>
    }
}

/// Saves a change to the settings, stamped so a merge keeps the newest.
fn change_settings(f: impl FnOnce(&mut Settings)) {
    store().update(|r| {
        f(&mut r.settings);
        r.settings.changed_ms = now();
    })
}

#[component]
fn Toggle(
    label: &'static str,
    get: fn(&Settings) -> bool,
    set: fn(&mut Settings, bool),
) -> impl IntoView {
    let store = store();
    view! {
        <label class="check-row">
            <input
                type="checkbox"
                prop:checked=move || store.record.with(|r| get(&r.settings))
                on:change=move |ev| {
                    let on = event_target_checked(&ev);
                    change_settings(|s| set(s, on))
                }
            />
            {label}
        </label>
    }
}

/// A whole number between `min` and `max`; anything else typed is ignored.
#[component]
fn NumberSetting(
    label: &'static str,
    min: u32,
    max: u32,
    get: fn(&Settings) -> u32,
    set: fn(&mut Settings, u32),
) -> impl IntoView {
    let store = store();
    view! {
        <p>
            <label>
                {label}
                <input
                    type="number"
                    min=min
                    max=max
                    prop:value=move || store.record.with(|r| get(&r.settings)).to_string()
                    on:change=move |ev| {
                        if let Ok(v) = event_target_value(&ev).parse::<u32>() {
                            change_settings(|s| set(s, v.clamp(min, max)))
                        }
                    }
                />
            </label>
        </p>
    }
}
