//! Progress: finished sets per path, and the learner's data: export and import.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::app::{catalog, href, set_title, store};
use crate::components::download::save_text;
use crate::pages::path::SetList;
use crate::progress::{merge, preview, read_import, ImportPreview, Record};

#[component]
pub fn ProgressPage() -> impl IntoView {
    set_title("Progress");
    let c = catalog();
    let store = store();
    let tracks = c.paths.iter().map(|p| (p.id.as_str(), p.title.as_str())).chain(c.guides.iter().map(|g| (g.id.as_str(), g.title.as_str())));
    view! {
        <h1>"Your progress"</h1>
        <p>{move || {
            let done = store.record.with(|r| r.sets.values().filter(|s| s.times > 0).count());
            format!("{done} of {} sets finished.", c.sets.len())
        }}</p>
        {tracks.map(|(id, title)| {
            let sets: Vec<_> = c.sets_of(id).collect();
            let ids: Vec<&'static str> = sets.iter().map(|s| s.id.as_str()).collect();
            let total = ids.len();
            view! {
                <section class="track">
                    <h2><a href=crate::app::track_href(id)>{title}</a></h2>
                    <p class="muted">{move || format!("{} of {total} finished", store.record.with(|r| ids.iter().filter(|i| r.is_done(i)).count()))}</p>
                    <SetList sets/>
                </section>
            }
        }).collect_view()}
        <YourData/>
    }
}

/// Export, import with a preview, and where the data lives.
#[component]
fn YourData() -> impl IntoView {
    let store = store();
    let pending = RwSignal::new(None::<(Record, ImportPreview)>);
    let message = RwSignal::new(String::new());
    let export = move |_| {
        let date = js_sys::Date::new_0().to_iso_string().as_string().unwrap_or_default();
        save_text(&format!("shoptalk-progress-{}.json", &date[..10.min(date.len())]), &store.record.with_untracked(Record::encode));
        message.set("Exported. The file holds everything Shoptalk knows about your progress.".into());
    };
    let on_file = move |ev: leptos::ev::Event| {
        let input: web_sys::HtmlInputElement = ev.target().unwrap().unchecked_into();
        let Some(file) = input.files().and_then(|f| f.get(0)) else { return };
        input.set_value("");
        if file.size() > crate::progress::MAX_IMPORT_BYTES as f64 {
            message.set(format!("“{}” is larger than 5 MB, so it is not a Shoptalk export. Nothing was changed.", file.name()));
            return;
        }
        message.set(format!("Reading “{}”…", file.name()));
        leptos::task::spawn_local(async move {
            let text = wasm_bindgen_futures::JsFuture::from(file.text()).await.ok().and_then(|v| v.as_string());
            match text.ok_or_else(|| "The file could not be read. Nothing was changed.".to_string()).and_then(|t| read_import(&t)) {
                Ok(r) => {
                    let p = store.record.with_untracked(|here| preview(here, &r));
                    message.set(String::new());
                    pending.set(Some((r, p)));
                }
                Err(e) => message.set(e),
            }
        });
    };
    let apply = move |replace: bool| {
        if let Some((r, _)) = pending.get_untracked() {
            store.update(|here| *here = if replace { r } else { merge(here, &r) });
            pending.set(None);
            message.set(if replace { "Your progress was replaced by the file." } else { "The file was merged into your progress." }.into());
        }
    };
    view! {
        <section class="your-data" aria-labelledby="data-h">
            <h2 id="data-h">"Your data"</h2>
            <p>"Your progress is kept only in this browser on this device. Export it to keep a copy or to move it to another browser."</p>
            <p>{move || match store.mode.get() {
                crate::progress::store::Mode::Saved => "Saving: on, in this browser's storage.".to_string(),
                crate::progress::store::Mode::Memory(why) => format!("Saving: off ({why}). Progress lasts until this tab closes."),
            }}</p>
            <div class="actions">
                <button type="button" on:click=export>"Export progress"</button>
                <label class="button">"Import progress…"
                    <input type="file" accept="application/json,.json" class="sr-only" on:change=on_file/>
                </label>
            </div>
            <p role="status">{move || message.get()}</p>
            {move || pending.get().map(|(_, p)| {
                let names = |ids: &[String]| ids.iter().map(|id| catalog().set(id).map(|s| s.title.clone()).unwrap_or_else(|| id.clone())).collect::<Vec<_>>().join(", ");
                view! {
                    <div class="preview" role="region" aria-label="Import preview">
                        <h3>"Before you import"</h3>
                        <ul>
                            <li>{format!("{} newly finished set(s)", p.new_sets.len())}{(!p.new_sets.is_empty()).then(|| format!(": {}", names(&p.new_sets)))}</li>
                            <li>{format!("{} set(s) with a better score", p.better_scores.len())}</li>
                            <li>{format!("{} set(s) finished here but not in the file", p.only_here.len())}</li>
                            <li>{format!("{} set(s) in progress", p.sessions)}</li>
                        </ul>
                        <div class="actions">
                            <button type="button" class="primary" on:click=move |_| apply(false)>"Merge into my progress"</button>
                            <button type="button" on:click=move |_| apply(true)>"Replace my progress"</button>
                            <button type="button" on:click=move |_| pending.set(None)>"Cancel"</button>
                        </div>
                        <p class="muted">"Merge keeps everything from both; replace keeps only the file."</p>
                    </div>
                }
            })}
            <p><a href=href("/settings")>"Settings"</a></p>
        </section>
    }
}
