//! Record yourself: one button starts and stops a take (so one key does both), a countdown
//! stops it at the time limit, and the take plays back at once. A take stays in memory until
//! the learner keeps it. Where there is no microphone the component says why in one sentence
//! and the task goes on without recording.

use std::time::Duration;

use leptos::prelude::*;
use leptos::task::spawn_local;

use crate::web::clock::now;
use crate::web::recorder::{self, Ended, Take};
use crate::web::speech::{self, Heard, Spoken};

#[derive(Clone)]
enum State {
    Idle,
    Asking,
    Recording,
    /// A take to hear, keep or redo: its object URL and the audio.
    Recorded {
        url: String,
        audio: web_sys::Blob,
        cut: bool,
    },
    Kept(String),
    Failed(String),
}

/// Seconds as "1:05".
fn clock(seconds: u32) -> String {
    format!("{}:{:02}", seconds / 60, seconds % 60)
}

/// Records takes of `task` of at most `limit` seconds; `takes` counts the takes made, for
/// the learner's record, and `on_take` hears each new take's object URL.
#[component]
pub fn Recorder(
    #[prop(into)] task: String,
    limit: u32,
    takes: RwSignal<u32>,
    #[prop(optional)] on_take: Option<Callback<String>>,
) -> impl IntoView {
    let task = StoredValue::new(task);
    let state = RwSignal::new_local(State::Idle);
    let take = StoredValue::new_local(None::<Take>);
    let left = RwSignal::new(limit);
    let ticker = StoredValue::new(None::<IntervalHandle>);
    // The browser reports a take's end later, perhaps after the page has gone: what runs then
    // only tries to reach this component's state.
    let stop_clock = move || {
        if let Some(Some(h)) = ticker.try_get_value() {
            h.clear();
            ticker.set_value(None);
        }
    };
    // The previous take's URL is released when it is replaced or the page goes.
    let release = move || {
        if let Some(State::Recorded { url, .. }) = state.try_get_untracked() {
            let _ = web_sys::Url::revoke_object_url(&url);
        }
    };
    on_cleanup(move || {
        stop_clock();
        release();
        take.set_value(None);
    });
    let ended = move |e: Ended| {
        stop_clock();
        take.set_value(None);
        let (audio, cut) = match e {
            Ended::Done(a) => (a, false),
            Ended::Cut(a) => (a, true),
            Ended::Failed(why) => return state.set(State::Failed(why)),
        };
        if audio.size() == 0.0 {
            let why = "The take was empty: nothing reached the microphone.";
            return state.set(State::Failed(why.into()));
        }
        let url = web_sys::Url::create_object_url_with_blob(&audio).unwrap_or_default();
        takes.update(|n| *n += 1);
        if let Some(f) = on_take {
            f.try_run(url.clone());
        }
        state.set(State::Recorded { url, audio, cut });
    };
    let start = move || {
        release();
        state.set(State::Asking);
        spawn_local(async move {
            match recorder::record(ended).await {
                // The page went while the browser asked: dropping the take frees the microphone.
                Ok(_) if state.try_get_untracked().is_none() => {}
                Ok(t) => {
                    take.set_value(Some(t));
                    let started = now().ms();
                    left.set(limit);
                    state.set(State::Recording);
                    let h = set_interval_with_handle(
                        move || {
                            let gone = ((now().ms() - started) / 1000.0) as u32;
                            left.set(limit.saturating_sub(gone));
                            if gone >= limit {
                                take.with_value(|t| t.as_ref().map(Take::stop));
                            }
                        },
                        Duration::from_millis(250),
                    )
                    .ok();
                    ticker.set_value(h);
                }
                Err(why) => state.set(State::Failed(why)),
            }
        });
    };
    let toggle = move |_| match state.get_untracked() {
        State::Recording => take.with_value(|t| t.as_ref().map(Take::stop)).unwrap_or_default(),
        State::Asking => {}
        _ => start(),
    };
    let keep = move |_| {
        let State::Recorded { audio, .. } = state.get_untracked() else { return };
        let task = task.get_value();
        spawn_local(async move {
            match recorder::keep(&task, now().ms(), &audio).await {
                Ok(_) => state.set(State::Kept(
                    "Kept in this browser. Your recordings are listed on the Progress page.".into(),
                )),
                Err(why) => state.set(State::Failed(why)),
            }
        });
    };
    let label = move || match state.get() {
        State::Recording => format!("Stop recording ({} left)", clock(left.get())),
        State::Asking => "Asking for the microphone…".into(),
        State::Recorded { .. } | State::Kept(_) => "Record again".into(),
        _ => "Start recording".into(),
    };
    let status = move || match state.get() {
        State::Idle => format!("Up to {} a take. Audio never leaves this device.", clock(limit)),
        State::Asking => "Allow the microphone when the browser asks.".into(),
        State::Recording => "Recording.".into(),
        State::Recorded { cut: true, .. } => {
            "The microphone stopped during the take; what was recorded until then is below.".into()
        }
        State::Recorded { .. } => "Take recorded: listen to it, keep it or record again.".into(),
        State::Kept(s) => s,
        State::Failed(why) => {
            format!("{why} You can still speak aloud, then compare with the model.")
        }
    };
    view! {
        <div class="recorder">
            <button
                type="button"
                class="primary"
                aria-pressed=move || matches!(state.get(), State::Recording).to_string()
                on:click=toggle
            >
                {label}
            </button>
            <p role="status" aria-live="polite" class="muted">
                {status}
            </p>
            {move || match state.get() {
                State::Recorded { url, .. } => {
                    Some(
                        view! {
                            <audio controls src=url aria-label="Your take"></audio>
                            <button type="button" on:click=keep>
                                "Keep this take"
                            </button>
                        }
                            .into_any(),
                    )
                }
                _ => None,
            }}
        </div>
    }
}

/// Say it yourself: record a take of `say` (a term, a line) and hear the model and the take
/// back to back. `speak` says the model and calls its argument when it has been said.
#[component]
pub fn CompareTake(
    #[prop(into)] task: String,
    limit: u32,
    speak: Callback<Callback<()>>,
) -> impl IntoView {
    let take = RwSignal::new(None::<String>);
    let takes = RwSignal::new(0u32);
    let play_take = move || {
        if let Some(Some(url)) = take.try_get_untracked() {
            if let Ok(a) = web_sys::HtmlAudioElement::new_with_src(&url) {
                let _ = a.play();
            }
        }
    };
    view! {
        <div class="compare-take">
            <Recorder task limit takes on_take=Callback::new(move |url| take.set(Some(url))) />
            <button
                type="button"
                disabled=move || take.with(Option::is_none)
                on:click=move |_| speak.run(Callback::new(move |()| play_take()))
            >
                "Hear both"
            </button>
        </div>
    }
}

/// Says `text` in the learner's voice and speed, then hands over (to their take), also when
/// the browser cannot speak.
pub fn say_then(text: String) -> Callback<Callback<()>> {
    Callback::new(move |then: Callback<()>| {
        let (lang, rate) = crate::web::store::store()
            .record
            .with_untracked(|r| (r.settings.voice.clone(), r.settings.rate));
        let line = Spoken { text: text.clone(), pitch: 1.0, rate, voice: 0 };
        let spoke = speech::say_lines(vec![line], &lang, move |h| {
            if matches!(h, Heard::End | Heard::Failed(_)) {
                then.try_run(());
            }
        });
        if !spoke {
            then.try_run(());
        }
    })
}

/// "Say it yourself and compare", folded under a spoken model: `say` is the model's text.
#[component]
pub fn SayYourself(#[prop(into)] task: String, say: String) -> impl IntoView {
    view! {
        <details class="say-yourself">
            <summary>"Say it yourself and compare"</summary>
            <CompareTake task limit=SAY_SECONDS speak=say_then(say) />
        </details>
    }
}

/// The longest take of a word or a short phrase said aloud.
const SAY_SECONDS: u32 = 10;
