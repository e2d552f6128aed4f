//! Review: the cards due today and today's new terms, asked both ways, rated from the answer
//! with an override, and each card told when it comes back. Practice mode leaves the schedule alone.

use leptos::prelude::*;

use crate::practice::text::count;

use crate::routes::{catalog, language_href, set_href, term_href, Fixed};
use crate::web::page::set_title;
use crate::web::store::store;

use crate::components::items::{ItemView, OptionList, TextAnswer, TypedFeedback};
use crate::components::listening::Listening;
use crate::components::passage::Passage;
use crate::components::say::SayButton;
use crate::practice::schedule::{describe_interval, preview, rating_for, Card, Rating};
use crate::practice::{Answer, Outcome, Time};
use crate::progress::review::{ask_term, check, queue, subject, Ask, Subject};
use crate::progress::CardKey;
use crate::web::clock::{local_day, now};
use crate::web::shortcuts::install_shortcuts;

fn rating_label(r: Rating) -> &'static str {
    match r {
        Rating::Again => "Again",
        Rating::Hard => "Hard",
        Rating::Good => "Good",
        Rating::Easy => "Easy",
    }
}

#[component]
pub fn ReviewPage() -> impl IntoView {
    set_title("Review");
    let store = store();
    let c = catalog();
    let practice = RwSignal::new(false);
    // The queue is taken once when the page opens, so answering does not reshuffle it.
    let cards = StoredValue::new(store.record.with_untracked(|r| queue(c, r, now(), local_day())));
    let pos = RwSignal::new(0usize);
    let done = RwSignal::new(0usize);
    let draft = RwSignal::new(None::<Answer>);
    let outcome = RwSignal::new(None::<Outcome>);
    let rating = RwSignal::new(Rating::Good);
    let live = RwSignal::new(String::new());
    install_shortcuts();

    let current = Memo::new(move |_| cards.with_value(|q| q.get(pos.get()).cloned()));
    let card_of = move |key: &CardKey| store.record.with_untracked(|r| r.card(key, now()));

    let check_answer = move || {
        let Some(key) = current.get_untracked() else {
            return;
        };
        let Some(answer) = draft.get_untracked() else {
            live.set("Answer first, then check.".into());
            return;
        };
        let Some(o) = check(c, &key, card_of(&key).reps, &answer) else {
            return;
        };
        rating.set(rating_for(o.verdict));
        live.set(format!(
            "{} Suggested rating: {}.",
            if o.is_correct() { "Correct." } else { "Not quite." },
            rating_label(rating_for(o.verdict))
        ));
        outcome.set(Some(o));
    };
    let save = move || {
        let Some(key) = current.get_untracked() else {
            return;
        };
        if outcome.with_untracked(Option::is_none) {
            return;
        }
        let now = now();
        if practice.get_untracked() {
            live.set("Practice: the schedule was not changed.".into());
        } else if let Some(after) =
            store.apply(|r| r.rate_card(&key, rating.get_untracked(), now, local_day()))
        {
            live.set(format!("Saved. It comes back {}.", describe_interval(now, after.next_due())));
        }
        done.update(|d| *d += 1);
        draft.set(None);
        outcome.set(None);
        pos.update(|p| *p += 1);
    };

    view! {
        <h1>"Review"</h1>
        <p class="muted">
            {move || {
                let n = cards.with_value(Vec::len);
                format!(
                    "{} for today: those due, and up to {} new terms a day.",
                    count(n as u64, "card", "cards"),
                    store.record.with(|r| r.settings.new_per_day),
                )
            }}
        </p>
        <label class="check-row">
            <input
                type="checkbox"
                prop:checked=move || practice.get()
                on:change=move |ev| practice.set(event_target_checked(&ev))
            />
            " Practice mode: review without changing when cards come back"
        </label>
        <div class="sr-only" role="status" aria-live="polite" aria-atomic="true">
            {move || live.get()}
        </div>
        <div class="player">
            {move || match current.get() {
                None => {
                    let next = store
                        .record
                        .with(|r| { r.cards.values().map(Card::next_due).min_by(Time::total_cmp) });
                    view! {
                        <section class="summary">
                            <h2 id="item-heading" tabindex="-1">
                                "All done for now"
                            </h2>
                            <p>{move || format!("{} reviewed in this sitting.", done.get())}</p>
                            {next
                                .map(|next| {
                                    view! {
                                        <p>"Next card due " {describe_interval(now(), next)} "."</p>
                                    }
                                })}
                            <p>
                                <a href=Fixed::Home.href()>"Study a set"</a>
                                " or "
                                <a href=Fixed::Glossary.href()>"browse the glossary"</a>
                                "."
                            </p>
                        </section>
                    }
                        .into_any()
                }
                Some(key) => {
                    let total = cards.with_value(Vec::len);
                    let card = card_of(&key);
                    let body = match subject(c, &key, card.reps) {
                        Some(s @ (Subject::Item(set, item) | Subject::Language(_, set, item))) => {
                            let from = match s {
                                Subject::Language(page, ..) => {
                                    view! {
                                        "A language point you missed: “"
                                        <a href=language_href(&page.id)>{page.title.as_str()}</a>
                                        "”"
                                    }
                                        .into_any()
                                }
                                _ => {
                                    view! {
                                        "A missed exercise from “"
                                        <a href=set_href(&set.id)>{set.title.as_str()}</a>
                                        "”"
                                    }
                                        .into_any()
                                }
                            };
                            view! {
                                <h2 id="item-heading" tabindex="-1">
                                    {item.prompt.as_str()}
                                </h2>
                                <p class="muted">{from}</p>
                                // A task on a text or a conversation carries it.
                                {set.passage.as_ref().map(|p| view! { <Passage set text=p /> })}
                                {set
                                    .conversation
                                    .as_ref()
                                    .map(|conv| view! { <Listening set conv /> })}
                                <ItemView item draft outcome />
                                {move || {
                                    outcome
                                        .get()
                                        .map(|_| {
                                            view! {
                                                <p class="explanation">{item.explanation.clone()}</p>
                                            }
                                        })
                                }}
                            }
                                .into_any()
                        }
                        Some(Subject::Term(t)) => {
                            let locked = Signal::derive(move || outcome.with(Option::is_some));
                            match ask_term(c, t, card.reps) {
                                Ask::Definition { options, answer } => {
                                    let right = (0..options.len()).map(|i| i == answer).collect();
                                    let options = options.into_iter().map(|o| (o, None)).collect();
                                    view! {
                                        <h2 id="item-heading" tabindex="-1">
                                            "What does “"
                                            {t.term.clone()}
                                            "” mean?"
                                        </h2>
                                        <p>
                                            <SayButton
                                                text=t.spoken.clone().unwrap_or_else(|| t.term.clone())
                                                written=t.pronunciation.clone()
                                            />
                                        </p>
                                        <OptionList
                                            key=t.id.as_str()
                                            options
                                            right
                                            multi=false
                                            draft
                                            locked
                                            keep_order=true
                                        />
                                    }
                                        .into_any()
                                }
                                Ask::Term => {
                                    view! {
                                        <h2 id="item-heading" tabindex="-1">
                                            "Which term is this?"
                                        </h2>
                                        <blockquote>{t.definition.clone()}</blockquote>
                                        <p>
                                            <TextAnswer label="The term" draft locked />
                                        </p>
                                        <TypedFeedback outcome />
                                    }
                                        .into_any()
                                }
                            }
                        }
                        None => view! { <p>"This card's content was removed."</p> }.into_any(),
                    };
                    let state = card.clone();
                    let term = match subject(c, &key, card.reps) {
                        Some(Subject::Term(t)) => Some(t),
                        _ => None,
                    };
                    view! {
                        <div class="item-progress">
                            <span>{format!("Card {} of {total}", pos.get_untracked() + 1)}</span>
                            {(card.reps == 0).then(|| view! { <span class="badge">"New"</span> })}
                        </div>
                        <form
                            class="item"
                            on:submit=move |ev| {
                                ev.prevent_default();
                                if outcome.with_untracked(Option::is_some) {
                                    save()
                                } else {
                                    check_answer()
                                }
                            }
                        >
                            {body}
                            {move || {
                                outcome
                                    .get()
                                    .map(|o| {
                                        let now = now();
                                        let options = preview(&state, now);
                                        view! {
                                            <div class=format!("verdict {:?}", o.verdict)
                                                .to_lowercase()>
                                                <p class="verdict-line">
                                                    <strong>
                                                        {if o.is_correct() {
                                                            "✓ Correct."
                                                        } else {
                                                            "✗ Not quite."
                                                        }}
                                                    </strong>
                                                </p>
                                                {term
                                                    .map(|t| {
                                                        view! {
                                                            <p>
                                                                <a href=term_href(&t.id)>{t.term.clone()}</a>
                                                                ": "
                                                                {t.definition.clone()}
                                                            </p>
                                                        }
                                                    })}
                                            </div>
                                            <fieldset class="ratings">
                                                <legend>
                                                    "How well did you know it? (suggested from your answer)"
                                                </legend>
                                                {options
                                                    .into_iter()
                                                    .map(|(r, due)| {
                                                        view! {
                                                            <label class="check-row">
                                                                <input
                                                                    type="radio"
                                                                    name="rating"
                                                                    prop:checked=move || rating.get() == r
                                                                    on:change=move |_| rating.set(r)
                                                                />
                                                                {format!(
                                                                    " {} — back {}",
                                                                    rating_label(r),
                                                                    describe_interval(now, due),
                                                                )}
                                                            </label>
                                                        }
                                                    })
                                                    .collect_view()}
                                            </fieldset>
                                        }
                                    })
                            }}
                            <div class="actions">
                                {move || {
                                    if outcome.with(Option::is_some) {
                                        view! {
                                            <button type="submit" class="primary" data-primary="">
                                                "Save and continue"
                                            </button>
                                        }
                                            .into_any()
                                    } else {
                                        view! {
                                            <button type="submit" class="primary" data-primary="">
                                                "Check"
                                            </button>
                                        }
                                            .into_any()
                                    }
                                }}
                            </div>
                        </form>
                    }
                        .into_any()
                }
            }}
        </div>
    }
}
