//! Progress: finished sets per path, and the learner's data: export and import.

use leptos::prelude::*;

use crate::practice::text::count;

use crate::routes::{
    catalog, scenario_href, set_href, speaking_href, term_href, track_href, Fixed,
};
use crate::web::page::set_title;
use crate::web::store::store;

use crate::components::anchor::InPageLink;
use crate::components::chart::ReviewChart;
use crate::content::Catalog;
use crate::pages::path::SetList;
use crate::progress::dashboard::{dashboard, Tally};
use crate::progress::plan::latest_track;
use crate::progress::{merge, preview, BookmarkKey, ImportPreview, Record};
use crate::web::clock::{local_day, now, today_iso, utc_offset_min};
use crate::web::files::picked;
use crate::web::files::{save_blob, save_text};
use crate::web::page::confirm;
use crate::web::recorder::{self, KeptTake};
use crate::web::store::read_import;

#[component]
pub fn ProgressPage() -> impl IntoView {
    set_title("Progress");
    let c = catalog();
    let store = store();
    // The learner's own path first and open; the others folded, so a phone reaches the rest.
    let own = store.record.with_untracked(|r| latest_track(c, r));
    let mut tracks: Vec<(&str, &str)> = c
        .paths
        .iter()
        .map(|p| (p.id.as_str(), p.title.as_str()))
        .chain(c.guides.iter().map(|g| (g.id.as_str(), g.title.as_str())))
        .collect();
    crate::content::order::sort_by_key(&mut tracks, |(id, _)| Some(*id) != own);
    view! {
        <h1>"Your progress"</h1>
        <p>
            {move || {
                let done = store.record.with(|r| r.sets.values().filter(|s| s.times > 0).count());
                format!("{done} of {} sets finished.", c.sets.len())
            }}
        </p>
        <nav class="toc" aria-label="On this page">
            <InPageLink to="data-h">"Export or import your data"</InPageLink>
            <InPageLink to="takes-h">"Your recordings"</InPageLink>
            <InPageLink to="dash-h">"Dashboard"</InPageLink>
            <InPageLink to="paths-h">"Sets by path"</InPageLink>
        </nav>
        <YourData />
        <Recordings />
        <Dashboard />
        <Bookmarks />
        <h2 id="paths-h">"Sets by path"</h2>
        {tracks
            .into_iter()
            .map(|(id, title)| {
                let sets: Vec<_> = c.sets_of(id).collect();
                let ids: Vec<&'static str> = sets.iter().map(|s| s.id.as_str()).collect();
                let total = ids.len();
                view! {
                    <details class="track" open=Some(id) == own>
                        <summary>
                            <h3>{title}</h3>
                        </summary>
                        <p>
                            <a href=track_href(id)>{format!("Go to {title}")}</a>
                        </p>
                        <p class="muted">
                            {move || {
                                format!(
                                    "{} of {total} finished",
                                    store
                                        .record
                                        .with(|r| ids.iter().filter(|i| r.is_done(i)).count()),
                                )
                            }}
                        </p>
                        {c
                            .path(id)
                            .map(|p| {
                                view! {
                                    <ul class="topic-counts">
                                        {p
                                            .topics
                                            .iter()
                                            .map(|t| {
                                                let in_topic: Vec<&'static str> = c
                                                    .sets_of(id)
                                                    .filter(|s| s.topic.as_deref() == Some(t.id.as_str()))
                                                    .map(|s| s.id.as_str())
                                                    .collect();
                                                let n = in_topic.len();
                                                view! {
                                                    <li>
                                                        {t.title.as_str()}": "
                                                        {move || {
                                                            store
                                                                .record
                                                                .with(|r| in_topic.iter().filter(|i| r.is_done(i)).count())
                                                        }}{format!(" of {n}")}
                                                    </li>
                                                }
                                            })
                                            .collect_view()}
                                    </ul>
                                }
                            })}
                        <SetList sets />
                    </details>
                }
            })
            .collect_view()}
        <Reset />
    }
}

#[component]
fn Dashboard() -> impl IntoView {
    let store = store();
    let c = catalog();
    let d = Memo::new(move |_| {
        store.record.with(|r| dashboard(c, r, local_day(), utc_offset_min(), 56))
    });
    let bars = |rows: Vec<(String, Tally)>| {
        view! {
            <ul class="bars">
                {rows
                    .into_iter()
                    .map(|(label, t)| {
                        view! {
                            <li>
                                <span>{label}</span>
                                <meter
                                    min="0"
                                    max="100"
                                    value=t.percent().unwrap_or(0).to_string()
                                    aria-hidden="true"
                                ></meter>
                                <span>
                                    {t
                                        .percent()
                                        .map(|p| format!("{p}% of {}", t.seen))
                                        .unwrap_or_else(|| "none yet".into())}
                                </span>
                            </li>
                        }
                    })
                    .collect_view()}
            </ul>
        }
    };
    view! {
        <section aria-labelledby="dash-h">
            <h2 id="dash-h">"Dashboard"</h2>
            {move || {
                let d = d.get();
                let goal = store.record.with(|r| r.settings.weekly_goal);
                let streaks = store.record.with(|r| r.settings.streaks);
                view! {
                    <p>
                        {format!("This week: {} of your goal of {goal} sets.", d.sets_this_week)}
                        {streaks.then(|| format!(" Streak: {}.", count(d.streak, "day", "days")))}
                    </p>
                    <h3>"Reviews per day"</h3>
                    <ReviewChart counts=d.reviews.clone() />
                    <div class="two-col">
                        <div>
                            <h3>"Accuracy by skill"</h3>
                            {bars(
                                d
                                    .by_skill
                                    .iter()
                                    .map(|(s, t)| (s.label().to_string(), *t))
                                    .collect(),
                            )}
                        </div>
                        <div>
                            <h3>"Accuracy by exercise kind"</h3>
                            {bars(
                                d.by_kind.iter().map(|(k, t)| (k.replace('_', " "), *t)).collect(),
                            )}
                        </div>
                    </div>
                    <h3>"Weakest terms"</h3>
                    {if d.weakest.is_empty() {
                        view! {
                            <p class="muted">"None yet: terms you forget in review show here."</p>
                        }
                            .into_any()
                    } else {
                        view! {
                            <ul>
                                {d
                                    .weakest
                                    .iter()
                                    .filter_map(|(id, lapses)| {
                                        c.term_name(id)
                                            .map(|name| {
                                                view! {
                                                    <li>
                                                        <a href=term_href(id)>{name}</a>
                                                        {format!(
                                                            " — forgotten {}",
                                                            count(*lapses, "time", "times"),
                                                        )}
                                                    </li>
                                                }
                                            })
                                    })
                                    .collect_view()}
                            </ul>
                        }
                            .into_any()
                    }}
                }
            }}
        </section>
    }
}

#[component]
fn Bookmarks() -> impl IntoView {
    let store = store();
    let c = catalog();
    view! {
        <section aria-labelledby="bm-h">
            <h2 id="bm-h">"Bookmarks"</h2>
            {move || {
                let keys: Vec<BookmarkKey> = store
                    .record
                    .with(|r| {
                        r.bookmarks.iter().filter(|(_, f)| f.on).map(|(k, _)| k.clone()).collect()
                    });
                let rows: Vec<(String, String)> = keys
                    .iter()
                    .filter_map(|k| match k {
                        BookmarkKey::Term(id) => {
                            c.term_name(id).map(|name| (term_href(id), format!("Term: {name}")))
                        }
                        BookmarkKey::Set(id) => {
                            c.set(id).map(|s| (set_href(id), format!("Set: {}", s.title)))
                        }
                        BookmarkKey::Scenario(id) => {
                            c.scenario(id)
                                .map(|s| (scenario_href(id), format!("Scenario: {}", s.title)))
                        }
                    })
                    .collect();
                if rows.is_empty() {
                    view! {
                        <p class="muted">
                            "Nothing bookmarked yet. Use the Bookmark button on a term, set or scenario."
                        </p>
                    }
                        .into_any()
                } else {
                    view! {
                        <ul>
                            {rows
                                .into_iter()
                                .map(|(h, t)| {
                                    view! {
                                        <li>
                                            <a href=h>{t}</a>
                                        </li>
                                    }
                                })
                                .collect_view()}
                        </ul>
                    }
                        .into_any()
                }
            }}
        </section>
    }
}

/// Reset one set, one path, or everything, each after a confirmation.
#[component]
fn Reset() -> impl IntoView {
    let store = store();
    let c = catalog();
    let chosen_set = RwSignal::new(String::new());
    let chosen_path = RwSignal::new(String::new());
    let message = RwSignal::new(String::new());
    let reset_sets = move |ids: Vec<&'static str>, what: String| {
        if ids.is_empty()
            || !confirm(&format!(
                "Reset {what}? Its results and answers on this device are forgotten."
            ))
        {
            return;
        }
        let now = now();
        store.update(|r| {
            for id in &ids {
                if let Some(s) = c.set(id) {
                    let items: Vec<&str> = s.items.iter().map(|i| i.id.as_str()).collect();
                    r.reset_set(id, &items, now);
                }
            }
        });
        message.set(format!("Reset {what}."));
    };
    view! {
        <section aria-labelledby="reset-h">
            <h2 id="reset-h">"Start over"</h2>
            <div class="actions">
                <label>
                    "Set " <select on:change=move |ev| chosen_set.set(event_target_value(&ev))>
                        <option value="">"Choose a set…"</option>
                        {c
                            .sets
                            .iter()
                            .map(|s| {
                                view! { <option value=s.id.as_str()>{s.title.as_str()}</option> }
                            })
                            .collect_view()}
                    </select>
                </label>
                <button
                    type="button"
                    class="danger"
                    on:click=move |_| {
                        let id = chosen_set.get_untracked();
                        if let Some(s) = c.set(&id) {
                            reset_sets(vec![s.id.as_str()], format!("the set “{}”", s.title))
                        }
                    }
                >
                    "Reset set"
                </button>
            </div>
            <div class="actions">
                <label>
                    "Path " <select on:change=move |ev| chosen_path.set(event_target_value(&ev))>
                        <option value="">"Choose a path…"</option>
                        {c
                            .paths
                            .iter()
                            .map(|p| (p.id.as_str(), p.title.as_str()))
                            .chain(c.guides.iter().map(|g| (g.id.as_str(), g.title.as_str())))
                            .map(|(id, t)| view! { <option value=id>{t}</option> })
                            .collect_view()}
                    </select>
                </label>
                <button
                    type="button"
                    class="danger"
                    on:click=move |_| {
                        let id = chosen_path.get_untracked();
                        if let Some(title) = c.track_title(&id) {
                            reset_sets(
                                c
                                    .sets
                                    .iter()
                                    .filter(|s| s.path == id)
                                    .map(|s| s.id.as_str())
                                    .collect(),
                                format!("every set of “{title}”"),
                            )
                        }
                    }
                >
                    "Reset path"
                </button>
            </div>
            <div class="actions">
                <button
                    type="button"
                    class="danger"
                    on:click=move |_| {
                        if confirm(
                            "Reset everything? All progress, reviews, drafts and settings on this device are deleted. Export first if you may want them back.",
                        ) {
                            store.replace(Record::new());
                            message.set("Everything was reset.".into());
                        }
                    }
                >
                    "Reset everything"
                </button>
            </div>
            <p role="status">{move || message.get()}</p>
        </section>
    }
}

/// Export, import with a preview, and where the data lives.
#[component]
fn YourData() -> impl IntoView {
    let store = store();
    let pending = RwSignal::new(None::<(Record, ImportPreview)>);
    let message = RwSignal::new(String::new());
    let export = move |_| {
        save_text(
            &format!("shoptalk-progress-{}.json", today_iso()),
            "application/json",
            &store.record.with_untracked(Record::encode),
        );
        message
            .set("Exported. The file holds everything Shoptalk knows about your progress.".into());
    };
    let on_file = move |ev: leptos::ev::Event| {
        let Some(file) = picked(&ev) else { return };
        if file.size > crate::progress::MAX_IMPORT_BYTES as f64 {
            message.set(format!(
                "“{}” is larger than 5 MB, so it is not a Shoptalk export. Nothing was changed.",
                file.name
            ));
            return;
        }
        message.set(format!("Reading “{}”…", file.name));
        leptos::task::spawn_local(async move {
            let text = file.text().await;
            match text
                .ok_or_else(|| "The file could not be read. Nothing was changed.".to_string())
                .and_then(|t| read_import(&t))
            {
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
            if replace {
                store.replace(r);
            } else {
                store.update(|here| *here = merge(here, &r));
            }
            pending.set(None);
            message.set(
                if replace {
                    "Your progress was replaced by the file."
                } else {
                    "The file was merged into your progress."
                }
                .into(),
            );
        }
    };
    view! {
        <section class="your-data" aria-labelledby="data-h">
            <h2 id="data-h">"Your data"</h2>
            <p>
                "Your progress is kept only in this browser on this device. Export it to keep a copy or to move it to another browser."
            </p>
            <p>
                {move || match store.mode.get() {
                    crate::web::store::Mode::Saved => {
                        "Saving: on, in this browser's storage.".to_string()
                    }
                    crate::web::store::Mode::Memory(why) => {
                        format!("Saving: off ({why}). Progress lasts until this tab closes.")
                    }
                }}
            </p>
            <div class="actions">
                <button type="button" on:click=export>
                    "Export progress"
                </button>
                <label class="button">
                    "Import progress…"
                    <input
                        type="file"
                        accept="application/json,.json"
                        class="sr-only"
                        on:change=on_file
                    />
                </label>
            </div>
            <p role="status">{move || message.get()}</p>
            {move || {
                pending
                    .get()
                    .map(|(_, p)| {
                        let names = |ids: &[String]| {
                            ids.iter()
                                .map(|id| {
                                    catalog()
                                        .set(id)
                                        .map(|s| s.title.to_string())
                                        .unwrap_or_else(|| id.clone())
                                })
                                .collect::<Vec<_>>()
                                .join(", ")
                        };
                        view! {
                            <div class="preview" role="region" aria-label="Import preview">
                                <h3>"Before you import"</h3>
                                <ul>
                                    <li>
                                        {format!(
                                            "{} newly finished",
                                            count(p.new_sets.len() as u64, "set", "sets"),
                                        )}
                                        {(!p.new_sets.is_empty())
                                            .then(|| format!(": {}", names(&p.new_sets)))}
                                    </li>
                                    <li>
                                        {format!(
                                            "{} with a better score",
                                            count(p.better_scores.len() as u64, "set", "sets"),
                                        )}
                                    </li>
                                    <li>
                                        {format!(
                                            "{} finished here but not in the file",
                                            count(p.only_here.len() as u64, "set", "sets"),
                                        )}
                                    </li>
                                    <li>
                                        {format!(
                                            "{} in progress",
                                            count(p.sessions as u64, "set", "sets"),
                                        )}
                                    </li>
                                </ul>
                                <div class="actions">
                                    <button
                                        type="button"
                                        class="primary"
                                        on:click=move |_| apply(false)
                                    >
                                        "Merge into my progress"
                                    </button>
                                    <button type="button" on:click=move |_| apply(true)>
                                        "Replace my progress"
                                    </button>
                                    <button type="button" on:click=move |_| pending.set(None)>
                                        "Cancel"
                                    </button>
                                </div>
                                <p class="muted">
                                    "Merge keeps everything from both; replace keeps only the file."
                                </p>
                            </div>
                        }
                    })
            }}
            <p>
                <a href=Fixed::Settings.href()>"Settings"</a>
            </p>
        </section>
    }
}

/// The takes the learner kept from speaking tasks: listed with their size, playable,
/// downloadable and deletable one by one or all at once. They live in the browser's audio
/// store, apart from the record.
#[component]
fn Recordings() -> impl IntoView {
    let c = catalog();
    let takes = RwSignal::new(None::<Result<Vec<KeptTake>, String>>);
    let playing = RwSignal::new(None::<(u64, String)>);
    let message = RwSignal::new(String::new());
    let load =
        move || leptos::task::spawn_local(async move { takes.set(Some(recorder::kept().await)) });
    // Only a browser has recordings; a page rendered ahead shows none until the app starts.
    if !crate::web::page::rendered_ahead() {
        load();
    }
    // Also run after an await, when the page may have gone.
    let release = move || {
        if let Some(Some((_, url))) = playing.try_get_untracked() {
            let _ = web_sys::Url::revoke_object_url(&url);
        }
    };
    on_cleanup(release);
    // A take's audio from the store; a take gone, or a store failing, is said instead.
    let audio_of = move |id: f64| async move {
        match recorder::audio(id).await {
            Ok(Some(audio)) => Some(audio),
            Ok(None) => {
                message.set("That take is no longer stored.".into());
                None
            }
            Err(why) => {
                message.set(why);
                None
            }
        }
    };
    let play = move |t: KeptTake| {
        leptos::task::spawn_local(async move {
            if let Some(audio) = audio_of(t.id).await {
                release();
                let url = web_sys::Url::create_object_url_with_blob(&audio).unwrap_or_default();
                playing.set(Some((t.id as u64, url)));
            }
        })
    };
    let download = move |t: KeptTake| {
        leptos::task::spawn_local(async move {
            if let Some(audio) = audio_of(t.id).await {
                let ext = if t.mime.contains("ogg") {
                    "ogg"
                } else if t.mime.contains("mp4") {
                    "m4a"
                } else {
                    "webm"
                };
                save_blob(&format!("shoptalk-{}-{}.{ext}", t.task, t.id), &audio);
            }
        })
    };
    let delete = move |t: KeptTake| {
        leptos::task::spawn_local(async move {
            match recorder::forget(t.id).await {
                Ok(()) => message.set("Take deleted.".into()),
                Err(why) => message.set(why),
            }
            load();
        })
    };
    let delete_all = move |_| {
        if !confirm("Delete every kept recording? Your checks of each talk stay in your progress.")
        {
            return;
        }
        leptos::task::spawn_local(async move {
            match recorder::forget_all().await {
                Ok(()) => message.set("All recordings deleted.".into()),
                Err(why) => message.set(why),
            }
            release();
            playing.set(None);
            load();
        })
    };
    view! {
        <section aria-labelledby="takes-h">
            <h2 id="takes-h">"Your recordings"</h2>
            <p class="muted">
                "Takes you keep from speaking tasks stay in this browser: audio never leaves this device, and an export of your progress carries your checks of each talk, not the audio."
            </p>
            {move || match takes.get() {
                None => view! { <p>"Looking for recordings…"</p> }.into_any(),
                Some(Err(why)) => view! { <p>{why}</p> }.into_any(),
                Some(Ok(list)) if list.is_empty() => {
                    view! { <p>"No recordings kept yet."</p> }.into_any()
                }
                Some(Ok(list)) => {
                    let bytes: f64 = list.iter().map(|t| t.size).sum();
                    view! {
                        <p>{format!("{} takes, {} in all.", list.len(), size(bytes))}</p>
                        <ul class="takes">
                            {list
                                .into_iter()
                                .map(|t| {
                                    let (title, href) = take_of(c, &t.task);
                                    let when = js_sys::Date::new(&t.created_ms.into())
                                        .to_locale_string(
                                            "en-GB",
                                            &wasm_bindgen::JsValue::UNDEFINED,
                                        )
                                        .as_string()
                                        .unwrap_or_default();
                                    let id = t.id as u64;
                                    let (t1, t2, t3) = (t.clone(), t.clone(), t.clone());
                                    view! {
                                        <li data-take=id>
                                            <a href=href>{title}</a>
                                            <span class="muted">
                                                {format!(" · {when} · {}", size(t.size))}
                                            </span>
                                            " "
                                            <button type="button" on:click=move |_| play(t1.clone())>
                                                "Play"
                                            </button>
                                            <button
                                                type="button"
                                                on:click=move |_| download(t2.clone())
                                            >
                                                "Download"
                                            </button>
                                            <button type="button" on:click=move |_| delete(t3.clone())>
                                                "Delete"
                                            </button>
                                            {move || {
                                                playing
                                                    .get()
                                                    .filter(|(p, _)| *p == id)
                                                    .map(|(_, url)| {
                                                        view! {
                                                            <audio
                                                                controls
                                                                autoplay
                                                                src=url
                                                                aria-label="Recording"
                                                            ></audio>
                                                        }
                                                    })
                                            }}
                                        </li>
                                    }
                                })
                                .collect_view()}
                        </ul>
                        <button type="button" class="danger" on:click=delete_all>
                            "Delete all recordings"
                        </button>
                    }
                        .into_any()
                }
            }}
            <p role="status" aria-live="polite">
                {move || message.get()}
            </p>
        </section>
    }
}

/// What a take is of, and where: a speaking task, a term said ("term:<id>"), a line of a
/// listening shadowed ("<set>/line-<n>"), a drill item said ("<item>/say"), or a dialogue
/// reply said first ("<item>/reply").
fn take_of(c: &Catalog, task: &str) -> (String, String) {
    if let Some(t) = c.speaking_task(task) {
        return (t.title.to_string(), speaking_href(&t.id));
    }
    if let Some(t) = task.strip_prefix("term:").and_then(|id| c.term(id)) {
        return (format!("Saying “{}”", t.term), term_href(&t.id));
    }
    if let Some((set, n)) = task.split_once("/line-").and_then(|(set, n)| Some((c.set(set)?, n))) {
        return (format!("Shadowing: {}, line {n}", set.title), set_href(&set.id));
    }
    if let Some((set, item)) = task.strip_suffix("/say").and_then(|item| c.item(item)) {
        return (format!("Saying: {}", item.prompt), set_href(&set.id));
    }
    match task.strip_suffix("/reply").and_then(|item| c.item(item)) {
        Some((set, item)) => (format!("Your reply: {}", item.prompt), set_href(&set.id)),
        None => (task.to_string(), Fixed::Progress.href()),
    }
}

/// Bytes as "340 KB" or "1.2 MB".
fn size(bytes: f64) -> String {
    if bytes < 1_000_000.0 {
        format!("{} KB", (bytes / 1000.0).ceil())
    } else {
        format!("{:.1} MB", bytes / 1_000_000.0)
    }
}
