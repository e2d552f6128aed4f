//! A listening piece: the conversation spoken by speech synthesis, one voice per speaker, with
//! play, pause, a slower speed and any line again; the transcript opens once the set is done.
//! Where the browser cannot speak, the page says so and gives the transcript to read.

use leptos::prelude::*;

use crate::components::recorder::CompareTake;
use crate::content::passage::Voicer;
use crate::content::{Cefr, Conversation, ExerciseSet};
use crate::web::speech::{self, Heard, Spoken};
use crate::web::store::store;

/// The longest take of one line.
const SHADOW_SECONDS: u32 = 30;

/// The rate the "Slower" switch multiplies every speaker's rate by.
const SLOWER: f32 = 0.75;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum State {
    Stopped,
    Playing,
    Paused,
}

#[component]
pub fn Listening(set: &'static ExerciseSet, conv: &'static Conversation) -> impl IntoView {
    let store = store();
    let can_speak = RwSignal::new(speech::available());
    // Why the browser could not speak, once it has tried and failed.
    let failed = RwSignal::new(None::<String>);
    let state = RwSignal::new(State::Stopped);
    let line = RwSignal::new(None::<usize>);
    // B1 support: a listening for B1 learners, or glossed for them, starts slower.
    let slower = RwSignal::new(set.level == Some(Cefr::B1) || !set.glosses.is_empty());
    let done = Memo::new(move |_| store.record.with(|r| r.is_done(&set.id)));
    let transcript = move || done.get() || !can_speak.get();

    let voicer = StoredValue::new_local(Voicer::new(&crate::routes::catalog().terms.heads()));
    // Line `i` as the browser is to say it: in its speaker's voice, at the chosen speed.
    let spoken = move |i: usize| {
        let l = &conv.lines[i];
        let (voice, sp) = conv
            .speakers
            .iter()
            .enumerate()
            .find(|(_, s)| s.id == l.speaker)
            .expect("validated: every line has a known speaker");
        let factor = if slower.get_untracked() { SLOWER } else { 1.0 };
        let text = voicer.with_value(|v| v.say(&l.text));
        Spoken { text, pitch: sp.pitch, rate: sp.rate * factor, voice }
    };
    // Each play counts up; reports about an earlier play (the lines a new play cancelled end
    // with an error event) are ignored.
    let plays = StoredValue::new(0u32);
    // Speaks lines `from..to`; the line being spoken is marked as it starts.
    let play = move |from: usize, to: usize| {
        plays.update_value(|n| *n += 1);
        let this = plays.get_value();
        let lang = store.record.with_untracked(|r| r.settings.voice.clone());
        let lines = (from..to).map(spoken).collect();
        let spoke = speech::say_lines(lines, &lang, move |heard| {
            // The page may be gone by the time the browser reports.
            if plays.try_get_value() != Some(this) {
                return;
            }
            match heard {
                Heard::Line(i) => {
                    let _ = line.try_set(Some(from + i));
                }
                Heard::End => {
                    let _ = line.try_set(None);
                    let _ = state.try_set(State::Stopped);
                }
                // As if the browser had no speech: say why, and give the transcript at once.
                Heard::Failed(code) => {
                    speech::stop();
                    let _ = line.try_set(None);
                    let _ = state.try_set(State::Stopped);
                    let _ = failed.try_set(Some(speech::failure_text(&code)));
                    let _ = can_speak.try_set(false);
                }
            }
        });
        if spoke {
            state.set(State::Playing);
        } else {
            can_speak.set(false);
        }
    };
    on_cleanup(speech::stop);

    // Shadowing, once the set is done: the line open for it.
    let shadowing = RwSignal::new(None::<usize>);
    // Says line `i` in its speaker's voice, then hands over (to the learner's take).
    let say_line = move |i: usize, then: Callback<()>| {
        plays.update_value(|n| *n += 1);
        let this = plays.get_value();
        let lang = store.record.with_untracked(|r| r.settings.voice.clone());
        let spoke = speech::say_lines(vec![spoken(i)], &lang, move |heard| {
            if plays.try_get_value() == Some(this) && matches!(heard, Heard::End) {
                then.try_run(());
            }
        });
        if !spoke {
            then.try_run(());
        }
    };

    let speaker_of = move |id: &str| conv.speaker(id).map(|s| s.name.clone()).unwrap_or_default();
    let status = move || match (state.get(), line.get()) {
        (State::Playing, Some(i)) => format!(
            "Playing line {} of {}: {}",
            i + 1,
            conv.lines.len(),
            speaker_of(&conv.lines[i].speaker)
        ),
        (State::Playing, None) => "Starting…".to_string(),
        (State::Paused, _) => "Paused.".to_string(),
        (State::Stopped, _) => String::new(),
    };

    view! {
        <section class="listening" aria-labelledby="listen-h">
            <h2 id="listen-h">"Listen"</h2>
            <p>{conv.setting.clone()}</p>
            <ul class="speakers">
                {conv
                    .speakers
                    .iter()
                    .map(|s| {
                        view! {
                            <li>
                                <strong>{s.name.clone()}</strong>
                                ", "
                                {s.role.clone()}
                            </li>
                        }
                    })
                    .collect_view()}
            </ul>
            <Show
                when=move || can_speak.get()
                fallback=move || {
                    view! {
                        <p class="notice" role="status">
                            {move || {
                                failed.get().unwrap_or_else(|| "This browser cannot speak.".into())
                            }}
                            " Read the conversation instead: the transcript is below. Answer the tasks from it."
                        </p>
                    }
                }
            >
                <div class="listen-controls">
                    // One button that changes its word, so keyboard focus stays on it.
                    <button
                        type="button"
                        class="primary"
                        on:click=move |_| match state.get_untracked() {
                            State::Stopped => play(0, conv.lines.len()),
                            State::Playing => {
                                speech::pause();
                                state.set(State::Paused);
                            }
                            State::Paused => {
                                speech::resume();
                                state.set(State::Playing);
                            }
                        }
                    >
                        {move || match state.get() {
                            State::Stopped => "Play the conversation",
                            State::Playing => "Pause",
                            State::Paused => "Resume",
                        }}
                    </button>
                    <button
                        type="button"
                        disabled=move || state.get() == State::Stopped
                        on:click=move |_| {
                            speech::stop();
                            state.set(State::Stopped);
                            line.set(None);
                        }
                    >
                        "Stop"
                    </button>
                    <label>
                        <input type="checkbox" bind:checked=slower />
                        " Slower"
                    </label>
                </div>
                <p class="muted" role="status" aria-live="polite">
                    {status}
                </p>
            </Show>
            <h3>{move || if transcript() { "Transcript" } else { "Lines" }}</h3>
            <Show when=move || !transcript() && can_speak.get()>
                <p class="muted">"The words appear here once you have finished the tasks."</p>
            </Show>
            <ol class="lines">
                {conv
                    .lines
                    .iter()
                    .enumerate()
                    .map(|(i, l)| {
                        let name = speaker_of(&l.speaker);
                        let text = l.text.clone();
                        view! {
                            <li aria-current=move || (line.get() == Some(i)).then_some("true")>
                                <strong>{name.clone()}</strong>
                                <Show when=move || can_speak.get()>
                                    <button
                                        type="button"
                                        class="small"
                                        aria-label=format!("Line {} again, {}", i + 1, name)
                                        on:click=move |_| play(i, i + 1)
                                    >
                                        "Again"
                                    </button>
                                </Show>
                                <Show when=move || done.get() && can_speak.get()>
                                    <button
                                        type="button"
                                        class="small"
                                        aria-expanded=move || {
                                            (shadowing.get() == Some(i)).to_string()
                                        }
                                        aria-label=format!("Shadow line {}", i + 1)
                                        on:click=move |_| {
                                            shadowing
                                                .update(|s| {
                                                    *s = if *s == Some(i) { None } else { Some(i) };
                                                });
                                        }
                                    >
                                        "Shadow"
                                    </button>
                                </Show>
                                {
                                    let text = text.clone();
                                    move || transcript().then(|| view! { <p>{text.clone()}</p> })
                                }
                                {move || {
                                    (shadowing.get() == Some(i))
                                        .then(|| {
                                            view! {
                                                <div class="shadow">
                                                    <p class="muted">
                                                        "Hear the line (Again), say it the same way while you record, then hear the two back to back. Tick Slower to practise at a slower speed."
                                                    </p>
                                                    <CompareTake
                                                        task=format!("{}/line-{}", set.id, i + 1)
                                                        limit=SHADOW_SECONDS
                                                        speak=Callback::new(move |then| say_line(i, then))
                                                    />
                                                </div>
                                            }
                                        })
                                }}
                            </li>
                        }
                    })
                    .collect_view()}
            </ol>
        </section>
    }
}
