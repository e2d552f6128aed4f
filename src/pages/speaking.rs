//! A speaking task: the brief, preparation (a structure, phrases and a timer), the talk
//! (recorded if the learner likes), then the model talk to hear and read, and the learner's
//! own check of their take, which goes into the record.

use std::time::Duration;

use leptos::prelude::*;

use crate::components::host::HostMark;
use crate::components::recorder::Recorder;
use crate::components::say::SayButton;
use crate::content::{Catalog, SpeakingTask};
use crate::pages::page_by_id;
use crate::pages::path::LevelBadge;
use crate::progress::Talk;
use crate::routes::{catalog, topic_href, track_href};
use crate::web::clock::now;
use crate::web::page::set_title;
use crate::web::store::store;

#[component]
pub fn SpeakingPage() -> impl IntoView {
    page_by_id(Catalog::speaking_task, |t| view! { <SpeakingView t /> })
}

#[component]
fn SpeakingView(t: &'static SpeakingTask) -> impl IntoView {
    set_title(&t.title);
    let c = catalog();
    let store = store();
    let topic = t.topic.as_deref().and_then(|topic| c.topic_ref(&t.path, topic)).map(|r| {
        let title = c.topic(r).map(|x| x.title.as_str()).unwrap_or_default();
        view! {
            " › "
            <a href=topic_href(r)>{title}</a>
        }
    });
    let takes = RwSignal::new(0u32);
    let ticked = RwSignal::new(vec![false; t.checklist.len()]);
    let saved = RwSignal::new(None::<String>);
    let save = move |_| {
        let marks = ticked.get_untracked();
        let talk = Talk {
            done_ms: now(),
            takes: takes.get_untracked(),
            ticked: (0..marks.len() as u32).filter(|&i| marks[i as usize]).collect(),
            of: marks.len() as u32,
        };
        let n = talk.ticked.len();
        store.update(|r| r.speak(&t.id, talk));
        saved.set(Some(format!(
            "Saved: {n} of {} checks. Speak it again another day and compare.",
            t.checklist.len()
        )));
    };
    let done = move || store.record.with(|r| r.spoken_done(&t.id));
    view! {
        <nav class="crumbs" aria-label="Breadcrumb">
            <a href=track_href(&t.path)>{c.track_title(&t.path).unwrap_or_default().to_string()}</a>
            {topic}
        </nav>
        <h1>{t.title.as_str()} <LevelBadge level=Some(t.level) /></h1>
        <HostMark kind="speaking" id=&t.id />
        <p class="muted">
            {format!(
                "Speaking task · prepare {} · speak {}",
                duration(t.prepare_seconds),
                duration(t.speak_seconds),
            )} {move || done().then_some(" · done before")}
        </p>
        <section aria-labelledby="brief-h">
            <h2 id="brief-h">"The situation"</h2>
            <p>{t.situation.as_str()}</p>
            <dl class="brief">
                <dt>"Who listens"</dt>
                <dd>{t.listener.as_str()}</dd>
                <dt>"Your goal"</dt>
                <dd>{t.goal.as_str()}</dd>
            </dl>
        </section>
        <section aria-labelledby="prepare-h">
            <h2 id="prepare-h">"Prepare"</h2>
            <p>"Follow this order:"</p>
            <ol>{t.structure.iter().map(|s| view! { <li>{s.as_str()}</li> }).collect_view()}</ol>
            <p>"Use these phrases:"</p>
            <ul class="phrases">
                {t.phrases.iter().map(|p| view! { <li>{p.as_str()}</li> }).collect_view()}
            </ul>
            <Countdown
                seconds=t.prepare_seconds
                label="Start preparing"
                done="Time is up: start speaking."
            />
        </section>
        <section aria-labelledby="speak-h">
            <h2 id="speak-h">"Speak"</h2>
            <p>
                {format!(
                    "Say it aloud, as if to {}. Record yourself to hear how it sounds: the recording stops after {}.",
                    t.listener,
                    duration(t.speak_seconds),
                )}
            </p>
            <Recorder task=t.id.clone() limit=t.speak_seconds takes />
            <p class="muted">"Not recording? Time yourself instead:"</p>
            <Countdown
                seconds=t.speak_seconds
                label="Start speaking"
                done="Time is up: finish your sentence."
            />
        </section>
        <section aria-labelledby="model-h">
            <h2 id="model-h">"Compare with a model"</h2>
            <p>
                <SayButton
                    text=t.model.to_string()
                    written=t.model.to_string()
                    label="Hear the model"
                />
            </p>
            <details>
                <summary>"Read the model"</summary>
                <p class="answer-text">{t.model.to_string()}</p>
            </details>
        </section>
        <section aria-labelledby="check-h">
            <h2 id="check-h">"Check your talk"</h2>
            <ul class="talk-checks">
                {t
                    .checklist
                    .iter()
                    .enumerate()
                    .map(|(i, line)| {
                        view! {
                            <li>
                                <label>
                                    <input
                                        type="checkbox"
                                        on:change=move |ev| {
                                            let on = event_target_checked(&ev);
                                            ticked.update(|v| v[i] = on);
                                        }
                                    />
                                    " "
                                    {line.clone()}
                                </label>
                            </li>
                        }
                    })
                    .collect_view()}
            </ul>
            <button type="button" class="primary" on:click=save>
                "Save my check"
            </button>
            <p role="status" aria-live="polite">
                {move || saved.get()}
            </p>
        </section>
    }
}

/// "90 seconds", "2 minutes", "2½ minutes".
fn duration(seconds: u32) -> String {
    match (seconds / 60, seconds % 60) {
        (0, s) => format!("{s} seconds"),
        (1, 0) => "1 minute".into(),
        (m, 0) => format!("{m} minutes"),
        (m, 30) => format!("{m}½ minutes"),
        (m, s) => format!("{m}:{s:02} minutes"),
    }
}

/// A countdown the learner starts; it announces the end.
#[component]
fn Countdown(
    seconds: u32,
    label: &'static str,
    /// Said to screen readers when the time is up.
    done: &'static str,
) -> impl IntoView {
    let left = RwSignal::new(None::<u32>);
    let handle = StoredValue::new(None::<IntervalHandle>);
    let clear = move || {
        if let Some(Some(h)) = handle.try_get_value() {
            h.clear();
            handle.set_value(None);
        }
    };
    on_cleanup(clear);
    let start = move |_| {
        clear();
        let started = now().ms();
        left.set(Some(seconds));
        let h = set_interval_with_handle(
            move || {
                let gone = ((now().ms() - started) / 1000.0) as u32;
                left.set(Some(seconds.saturating_sub(gone)));
                if gone >= seconds {
                    clear();
                }
            },
            Duration::from_millis(250),
        )
        .ok();
        handle.set_value(h);
    };
    view! {
        <p class="countdown">
            <button type="button" on:click=start>
                {label}
            </button>
            " "
            <span role="timer" aria-live="off">
                {move || left.get().map(|s| format!("{}:{:02} left", s / 60, s % 60))}
            </span>
            <span class="sr-only" role="status">
                {move || (left.get() == Some(0)).then_some(done)}
            </span>
        </p>
    }
}
