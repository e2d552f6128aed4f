//! The exercise player: one item at a time, graded with feedback, missed items again at
//! the end, a summary, and the session saved after every step so a reload resumes it.

use leptos::prelude::*;

use crate::app::{href, store};
use crate::components::items::ItemView;
use crate::content::ExerciseSet;
use crate::practice::{correct_answer, grade, Answer, Outcome, SetSession, Verdict};
use crate::practice::schedule::{Card, Rating};
use crate::progress::store::now_ms;

fn verdict_text(v: Verdict) -> &'static str {
    match v {
        Verdict::Correct => "✓ Correct.",
        Verdict::NearMiss => "≈ Nearly right.",
        Verdict::Partial => "◐ Partly right.",
        Verdict::Wrong => "✗ Not quite.",
    }
}

/// Number keys pick options, Enter submits or continues, unless typing or turned off in settings.
/// Options carry `data-shortcut="n"` inside a `.player`; the main button carries `data-primary`.
pub fn install_shortcuts() {
    let store = store();
    let handle = window_event_listener(leptos::ev::keydown, move |ev| {
        if !store.record.with_untracked(|r| r.settings.shortcuts) || ev.ctrl_key() || ev.meta_key() || ev.alt_key() {
            return;
        }
        let tag = ev
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
            .map(|e| e.tag_name().to_lowercase())
            .unwrap_or_default();
        if matches!(tag.as_str(), "input" | "textarea" | "select") {
            return;
        }
        let key = ev.key();
        let target = if key == "Enter" {
            // Enter already activates a focused control; only a bare Enter means "go on".
            if matches!(tag.as_str(), "button" | "a" | "summary") {
                return;
            }
            "[data-primary]".to_string()
        } else if key.len() == 1 && key.chars().all(|c| ('1'..='9').contains(&c)) {
            format!(".player [data-shortcut=\"{key}\"]")
        } else {
            return;
        };
        if let Ok(Some(el)) = document().query_selector(&target) {
            ev.prevent_default();
            wasm_bindgen::JsCast::unchecked_into::<web_sys::HtmlElement>(el).click();
        }
    });
    on_cleanup(move || handle.remove());
}

#[component]
pub fn Player(set: &'static ExerciseSet) -> impl IntoView {
    let store = store();
    let n = set.items.len();
    let resumed = store.record.with_untracked(|r| r.sessions.get(&set.id).filter(|s| s.fits(n)).cloned());
    let was_resumed = resumed.as_ref().is_some_and(|s| s.pos > 0);
    let session = RwSignal::new(resumed.unwrap_or_else(|| SetSession::new(&set.id, n, now_ms())));
    let draft = RwSignal::new(None::<Answer>);
    let outcome = RwSignal::new(None::<Outcome>);
    // Only the position decides which item is shown; answering must not rebuild the item.
    let current = Memo::new(move |_| session.with(|s| (s.pos, s.current())));
    let live = RwSignal::new(String::new());
    let save_session = move || {
        let s = session.get_untracked();
        store.update(|r| {
            r.sessions.insert(s.set_id.clone(), s);
        });
    };

    let submit = move || {
        let Some(idx) = current.get_untracked().1 else { return };
        let Some(answer) = draft.get_untracked() else {
            live.set("Answer first, then submit.".into());
            return;
        };
        if outcome.with_untracked(Option::is_some) {
            return;
        }
        let item = &set.items[idx];
        let o = grade(item, &answer);
        live.set(format!("{} {}", verdict_text(o.verdict), item.explanation));
        let (correct, score) = (o.is_correct(), o.score);
        outcome.set(Some(o));
        session.update(|s| s.answer(score));
        // One save per answer: the count, any new review card and the session together.
        let now = now_ms();
        let s = session.get_untracked();
        store.update(|r| {
            r.sessions.insert(s.set_id.clone(), s);
            r.count_answer(&item.id, correct, now);
            // A miss becomes a review card that comes back soon.
            if !correct {
                r.cards.entry(crate::practice::review::item_key(&item.id)).or_insert_with(|| Card::new(now).review(Rating::Again, now));
            }
        });
    };
    let next = move || {
        if outcome.with_untracked(Option::is_none) {
            return;
        }
        session.update(SetSession::advance);
        draft.set(None);
        outcome.set(None);
        live.set(String::new());
        let s = session.get_untracked();
        if s.is_done() {
            store.update(|r| r.finish_set(&set.id, s.score(), now_ms()));
            live.set(format!("Set finished. Score {}%.", (s.score() * 100.0).round()));
        } else {
            save_session();
        }
        // Move focus to the new item so keyboard and screen-reader users start there.
        request_animation_frame(|| {
            if let Some(el) = document().get_element_by_id("item-heading") {
                let _ = wasm_bindgen::JsCast::unchecked_into::<web_sys::HtmlElement>(el).focus();
            }
        });
    };
    let restart = move || {
        session.set(SetSession::new(&set.id, n, now_ms()));
        draft.set(None);
        outcome.set(None);
        live.set(String::new());
        save_session();
    };

    install_shortcuts();

    let shortcuts = move || store.record.with(|r| r.settings.shortcuts);

    view! {
        <div class="player">
            <div class="sr-only" role="status" aria-live="polite" aria-atomic="true">{move || live.get()}</div>
            {move || {
                let (pos, idx) = current.get();
                match idx {
                    None => view! { <Summary set session restart/> }.into_any(),
                    Some(idx) => {
                        let item = &set.items[idx];
                        let (k, total) = session.with_untracked(SetSession::progress);
                        let retry = session.with_untracked(SetSession::is_retry);
                        let _ = pos;
                        view! {
                            <div class="item-progress">
                                <span>{format!("Item {k} of {total}")}</span>
                                {retry.then(|| view! { <span class="badge">"Second try"</span> })}
                                <progress max=total.to_string() value=(k - 1).to_string() aria-hidden="true"></progress>
                            </div>
                            {(was_resumed && pos == session.with_untracked(|s| s.pos)).then(|| view! { <p class="note">"Welcome back: you are where you left off."</p> })}
                            <form class="item" on:submit=move |ev| {
                                ev.prevent_default();
                                if outcome.with_untracked(Option::is_some) { next() } else { submit() }
                            }>
                                <h2 id="item-heading" tabindex="-1">{item.prompt.clone()}</h2>
                                <ItemView item draft outcome/>
                                <div class="feedback" aria-hidden="true">
                                    {move || outcome.get().map(|o| {
                                        view! {
                                            <div class=format!("verdict {:?}", o.verdict).to_lowercase()>
                                                <p class="verdict-line"><strong>{verdict_text(o.verdict)}</strong>
                                                    {(o.verdict == Verdict::Partial).then(|| format!(" {}% of the parts are right.", (o.score * 100.0).round()))}
                                                </p>
                                                {(!o.is_correct()).then(|| view! { <p>"Answer: " <strong>{correct_answer(item)}</strong></p> })}
                                                <p class="explanation">{item.explanation.clone()}</p>
                                            </div>
                                        }
                                    })}
                                </div>
                                <div class="actions">
                                    {move || if outcome.with(Option::is_some) {
                                        view! { <button type="submit" class="primary" data-primary="">"Continue"</button> }.into_any()
                                    } else {
                                        view! { <button type="submit" class="primary" data-primary="" aria-disabled=move || draft.with(Option::is_none).to_string()>"Check answer"</button> }.into_any()
                                    }}
                                </div>
                            </form>
                        }
                        .into_any()
                    }
                }
            }}
            <Show when=shortcuts>
                <p class="shortcuts muted">"Keys: " <kbd>"1"</kbd>"–"<kbd>"9"</kbd>" choose an option, " <kbd>"Enter"</kbd>" checks and continues. "
                    <a href=href("/settings")>"Turn shortcuts off"</a></p>
            </Show>
        </div>
    }
}

#[component]
fn Summary(set: &'static ExerciseSet, session: RwSignal<SetSession>, restart: impl Fn() + Copy + Send + Sync + 'static) -> impl IntoView {
    let s = session.get_untracked();
    let pct = (s.score() * 100.0).round();
    let missed = s.missed();
    view! {
        <section class="summary" aria-labelledby="summary-heading">
            <h2 id="item-heading" tabindex="-1">
                <span id="summary-heading">"Set finished"</span>
            </h2>
            <p class="score">"Score: " <strong>{format!("{pct}%")}</strong>
                {format!(" ({} of {} right first time)", s.len - missed.len(), s.len)}</p>
            {if missed.is_empty() {
                view! { <p>"Every item right first time."</p> }.into_any()
            } else {
                view! {
                    <h3>"To look at again"</h3>
                    <ul class="missed">
                        {missed.into_iter().map(|i| {
                            let item = &set.items[i];
                            view! { <li><p>{item.prompt.clone()}</p><p>"Answer: " <strong>{correct_answer(item)}</strong></p><p class="muted">{item.explanation.clone()}</p></li> }
                        }).collect_view()}
                    </ul>
                }.into_any()
            }}
            <div class="actions">
                <a class="button primary" data-primary="" href=crate::app::track_href(&set.path)>"Back to the overview"</a>
                <button type="button" on:click=move |_| restart()>"Practise again"</button>
            </div>
        </section>
    }
}
