//! The exercise player: one item at a time, graded with feedback, missed items again at
//! the end, a summary, and the session saved after every step so a reload resumes it.

use leptos::prelude::*;

use crate::routes::{catalog, language_href, set_home_href, Fixed};
use crate::web::store::store;

use crate::components::items::ItemView;
use crate::content::{Body, ExerciseSet};
use crate::practice::{correct_answer, model_answer, Answer, Outcome, Place, SetSession, Verdict};
use crate::web::clock::now;
use crate::web::page::{focus, reveal};
use crate::web::shortcuts::install_shortcuts;

const COMES_BACK: &str = "This one comes back at the end for a second try.";

fn verdict_text(v: Verdict) -> &'static str {
    match v {
        Verdict::Correct => "✓ Correct.",
        Verdict::NearMiss => "≈ Nearly right.",
        Verdict::Partial => "◐ Partly right.",
        Verdict::Wrong => "✗ Not quite.",
    }
}

#[component]
pub fn Player(set: &'static ExerciseSet) -> impl IntoView {
    let store = store();
    let mut resumed = store.record.with_untracked(|r| r.session_for(set, now()));
    // Left after answering (to follow a link, say): the answer was counted, so go on from the
    // next item rather than ask it again.
    let moved_on = resumed.answered;
    if moved_on {
        store.update(|r| r.advance(&mut resumed, now()));
    }
    let welcome = RwSignal::new((resumed.pos > 0 && !resumed.is_done()).then_some(moved_on));
    let session = RwSignal::new(resumed);
    let draft = RwSignal::new(None::<Answer>);
    let outcome = RwSignal::new(None::<Outcome>);
    // Only the position decides which item is shown; answering must not rebuild the item.
    let current = Memo::new(move |_| session.with(|s| (s.pos, s.current())));
    let live = RwSignal::new(String::new());
    // "Answer first" shown beside the button that was pressed too soon, not only announced.
    let hint = RwSignal::new(false);

    let submit = move || {
        let Some(answer) = draft.get_untracked() else {
            live.set("Answer first, then check.".into());
            hint.set(true);
            return;
        };
        if outcome.with_untracked(Option::is_some) {
            return;
        }
        let mut s = session.get_untracked();
        let Some(o) = store.apply(|r| r.answer_item(set, &mut s, &answer, now())).flatten() else {
            return;
        };
        if let Some(item) = s.current().and_then(|i| set.items.get(i)) {
            let again = if s.comes_back() { format!(" {COMES_BACK}") } else { String::new() };
            live.set(format!("{} {}{again}", verdict_text(o.verdict), item.explanation));
        }
        welcome.set(None);
        hint.set(false);
        outcome.set(Some(o));
        session.set(s);
        // The verdict shows below the item: on a small screen, scroll it into sight.
        request_animation_frame(|| reveal(".player .feedback"));
    };
    let next = move || {
        if outcome.with_untracked(Option::is_none) {
            return;
        }
        let mut s = session.get_untracked();
        store.update(|r| r.advance(&mut s, now()));
        draft.set(None);
        outcome.set(None);
        live.set(if s.is_done() {
            format!("Set finished. Score {}%.", (s.score() * 100.0).round())
        } else {
            String::new()
        });
        session.set(s);
        request_animation_frame(|| focus("item-heading"));
    };
    let restart = move || {
        if let Some(s) = store.apply(|r| r.restart(set, now())) {
            session.set(s);
        }
        draft.set(None);
        outcome.set(None);
        live.set(String::new());
    };

    install_shortcuts();

    let shortcuts = move || store.record.with(|r| r.settings.shortcuts);

    view! {
        <div class="player">
            <div class="sr-only" role="status" aria-live="polite" aria-atomic="true">
                {move || live.get()}
            </div>
            {move || {
                let (pos, idx) = current.get();
                match idx {
                    None => view! { <Summary set session restart /> }.into_any(),
                    Some(idx) => {
                        let Some(item) = set.items.get(idx) else {
                            return // `session_for` gives only sessions that fit the set, so the index is in range.
                            view! { <Summary set session restart /> }
                                .into_any()
                        };
                        let place = session.with_untracked(SetSession::place);
                        let _ = pos;
                        let (done, total) = session.with_untracked(|s| (s.pos, s.queue.len()));
                        view! {
                            <div class="item-progress">
                                <span>
                                    {match place {
                                        Place::First { at, of, .. } => format!("Item {at} of {of}"),
                                        Place::Retry { at, of } => {
                                            format!("Second try: {at} of {of}")
                                        }
                                    }}
                                </span>
                                {match place {
                                    Place::First { again, .. } if again > 0 => {
                                        Some(
                                            view! {
                                                <span class="badge">
                                                    {format!("{again} to try again at the end")}
                                                </span>
                                            },
                                        )
                                    }
                                    _ => None,
                                }}
                                <progress
                                    max=total.to_string()
                                    value=done.to_string()
                                    aria-hidden="true"
                                ></progress>
                            </div>
                            {move || {
                                welcome
                                    .get()
                                    .map(|moved_on| {
                                        view! {
                                            <p class="note">
                                                {if moved_on {
                                                    "Welcome back: your last answer was kept, so here is the next item."
                                                } else {
                                                    "Welcome back: you are where you left off."
                                                }}
                                            </p>
                                        }
                                    })
                            }}
                            <form
                                class="item"
                                on:submit=move |ev| {
                                    ev.prevent_default();
                                    if outcome.with_untracked(Option::is_some) {
                                        next()
                                    } else {
                                        submit()
                                    }
                                }
                            >
                                {item.task.map(|t| view! { <p class="task badge">{t.label()}</p> })}
                                {item
                                    .phase
                                    .map(|p| view! { <p class="task badge">{p.label()}</p> })}
                                <h2 id="item-heading" tabindex="-1">
                                    {item.prompt.clone()}
                                </h2>
                                <ItemView item draft outcome />
                                <div class="feedback" aria-hidden="true">
                                    {move || {
                                        outcome
                                            .get()
                                            .map(|o| {
                                                view! {
                                                    <div class=format!("verdict {:?}", o.verdict)
                                                        .to_lowercase()>
                                                        <p class="verdict-line">
                                                            <strong>{verdict_text(o.verdict)}</strong>
                                                            {(o.verdict == Verdict::Partial)
                                                                .then(|| {
                                                                    format!(
                                                                        " {}% of the parts are right.",
                                                                        (o.score * 100.0).round(),
                                                                    )
                                                                })}
                                                        </p>
                                                        {if matches!(item.body, Body::Write { .. }) {
                                                            Some(
                                                                // A sentence of one's own has no single answer: always compare.
                                                                view! {
                                                                    <p>
                                                                        "A model to compare: "
                                                                        <strong>{model_answer(item, &o)}</strong>
                                                                    </p>
                                                                },
                                                            )
                                                        } else {
                                                            (!o.is_correct())
                                                                .then(|| {
                                                                    view! {
                                                                        <p>"Answer: " <strong>{model_answer(item, &o)}</strong></p>
                                                                    }
                                                                })
                                                        }}
                                                        {session
                                                            .with_untracked(SetSession::comes_back)
                                                            .then(|| view! { <p class="again">{COMES_BACK}</p> })}
                                                        <p class="explanation">{item.explanation.clone()}</p>
                                                    </div>
                                                }
                                            })
                                    }}
                                </div>
                                <Show when=move || outcome.with(Option::is_some)>
                                    <LanguageLinks item=item.id.as_str() />
                                </Show>
                                <div class="actions">
                                    {move || {
                                        if outcome.with(Option::is_some) {
                                            view! {
                                                <button type="submit" class="primary" data-primary="">
                                                    "Continue"
                                                </button>
                                            }
                                                .into_any()
                                        } else {
                                            view! {
                                                <button
                                                    type="submit"
                                                    class="primary"
                                                    data-primary=""
                                                    aria-disabled=move || {
                                                        draft.with(Option::is_none).then_some("true")
                                                    }
                                                >
                                                    "Check answer"
                                                </button>
                                            }
                                                .into_any()
                                        }
                                    }} <Show when=move || hint.get() && draft.with(Option::is_none)>
                                        <span class="hint">"Answer first, then check."</span>
                                    </Show>
                                </div>
                            </form>
                        }
                            .into_any()
                    }
                }
            }}
            <Show when=shortcuts>
                <p class="shortcuts muted">
                    "Keys: " <kbd>"1"</kbd>"–"<kbd>"9"</kbd>" choose an option, "
                    <kbd>"Enter"</kbd>" checks and continues. "
                    <a href=Fixed::Settings.href()>"Turn shortcuts off"</a>
                </p>
            </Show>
        </div>
    }
}

#[component]
fn Summary(
    set: &'static ExerciseSet,
    session: RwSignal<SetSession>,
    restart: impl Fn() + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let s = session.get_untracked();
    let pct = (s.score() * 100.0).round();
    let missed = s.missed();
    let t = s.tally();
    view! {
        <section class="summary" aria-labelledby="summary-heading">
            <h2 id="item-heading" tabindex="-1">
                <span id="summary-heading">"Set finished"</span>
            </h2>
            <p class="score">
                "Score: " <strong>{format!("{pct}%")}</strong>
                {format!(
                    " · first tries: {} of {} right, {} partly right, {} wrong",
                    t.right,
                    s.len,
                    t.partly,
                    t.wrong,
                )}
            </p>
            {(t.partly > 0)
                .then(|| {
                    view! {
                        <p class="muted">
                            "A partly right answer earns part of its item's share of the score (a typed answer one letter off earns half), so the score can be higher than the share of items right."
                        </p>
                    }
                })}
            {if missed.is_empty() {
                view! { <p>"Every item right first time."</p> }.into_any()
            } else {
                view! {
                    <h3>"To look at again"</h3>
                    <ul class="missed">
                        {missed
                            .into_iter()
                            .filter_map(|i| set.items.get(i))
                            .map(|item| {
                                view! {
                                    <li>
                                        <p>{item.prompt.clone()}</p>
                                        <p>"Answer: " <strong>{correct_answer(item)}</strong></p>
                                        <p class="muted">{item.explanation.clone()}</p>
                                    </li>
                                }
                            })
                            .collect_view()}
                    </ul>
                }
                    .into_any()
            }}
            <div class="actions">
                <a class="button primary" data-primary="" href=set_home_href(set)>
                    {if catalog().topic_of(set).is_some() {
                        "Back to the topic"
                    } else {
                        "Back to the overview"
                    }}
                </a>
                <button type="button" on:click=move |_| restart()>
                    "Practise again"
                </button>
            </div>
        </section>
    }
}

/// Links to the language pages whose rule an item applies, under its feedback.
#[component]
fn LanguageLinks(item: &'static str) -> impl IntoView {
    catalog()
        .language_of_item(item)
        .map(|l| {
            view! {
                <p class="language-link">
                    "Language focus: " <a href=language_href(&l.id)>{l.title.as_str()}</a>
                </p>
            }
        })
        .collect_view()
}
