//! Home: what to do next, and the role paths.

use leptos::prelude::*;

use crate::practice::text::count;
use crate::progress::plan::plan;
use crate::routes::{catalog, guide_href, path_href, set_href, Fixed};
use crate::web::clock::{local_day, now};
use crate::web::page::{href, set_title};
use crate::web::store::store;

#[component]
pub fn Home() -> impl IntoView {
    set_title("The working English of ML infrastructure");
    let c = catalog();
    let store = store();
    view! {
        <h1>"The working English of ML infrastructure"</h1>
        <p class="lead">
            "Short exercise sets for engineers who work in English: the words, collocations, tenses and tone of post-mortems, design reviews, code reviews and interviews."
        </p>
        <WhatNext />
        <h2>"Choose your role"</h2>
        <ul class="cards">
            {c
                .paths
                .iter()
                .map(|p| {
                    let total = c.sets_of(&p.id).count();
                    let ids: Vec<&'static str> = c.sets_of(&p.id).map(|s| s.id.as_str()).collect();
                    let done = move || {
                        store.record.with(|r| ids.iter().filter(|id| r.is_done(id)).count())
                    };
                    view! {
                        <li class="card">
                            <h3>
                                <a href=path_href(&p.id)>{p.title.as_str()}</a>
                            </h3>
                            <p class="muted">{p.level.as_str()}</p>
                            <p>{p.summary.as_str()}</p>
                            <p class="count">
                                {move || format!("{} of {total} sets finished", done())}
                            </p>
                        </li>
                    }
                })
                .collect_view()}
        </ul>
        <h2>"Also here"</h2>
        <ul class="cards">
            {c
                .guides
                .iter()
                .map(|g| {
                    view! {
                        <li class="card">
                            <h3>
                                <a href=guide_href(&g.id)>{g.title.as_str()}" skill guide"</a>
                            </h3>
                            <p>"Levels, sub-skills, a self-assessment and a quick quiz."</p>
                        </li>
                    }
                })
                .collect_view()} <li class="card">
                <h3>
                    <a href=Fixed::Language.href()>"Language focus"</a>
                </h3>
                <p>
                    {format!(
                        "{} reference pages: tenses, hedging, modals, register and more, with the mistakes to avoid.",
                        c.language.len(),
                    )}
                </p>
            </li> <li class="card">
                <h3>
                    <a href=Fixed::Glossary.href()>"Glossary"</a>
                </h3>
                <p>
                    {format!(
                        "{} terms with definitions, examples, collocations and pronunciation.",
                        c.terms.count(),
                    )}
                </p>
            </li>
        </ul>
    }
}

/// Where to go on: the set in progress, the reviews due, the next set of the learner's path.
#[component]
fn WhatNext() -> impl IntoView {
    let c = catalog();
    let store = store();
    move || {
        let p = store.record.with(|r| plan(c, r, now(), local_day()));
        let started = p.resume.is_some() || p.next.is_some();
        view! {
            <section class="what-next" aria-labelledby="next-h">
                <h2 id="next-h">
                    {if started { "Pick up where you left off" } else { "Start here" }}
                </h2>
                <ul>
                    {p
                        .resume
                        .map(|(set, place)| {
                            view! {
                                <li>
                                    <a class="button primary" href=set_href(&set.id)>
                                        "Continue “"
                                        {set.title.as_str()}
                                        "”"
                                    </a>
                                    <span class="muted">{format!(" {}", place.describe())}</span>
                                </li>
                            }
                        })}
                    {started
                        .then(|| {
                            view! {
                                <li>
                                    {if p.reviews == 0 {
                                        view! { "No review cards waiting today." }.into_any()
                                    } else {
                                        view! {
                                            <a href=href(
                                                "/review",
                                            )>
                                                {format!(
                                                    "Review {} due today",
                                                    count(p.reviews as u64, "card", "cards"),
                                                )}
                                            </a>
                                        }
                                            .into_any()
                                    }}
                                </li>
                            }
                        })}
                    {p
                        .next
                        .map(|step| {
                            view! {
                                <li>
                                    "Next: " <a href=set_href(&step.id())>{step.title(c)}</a>
                                    <span class="muted">
                                        {format!(" · about {} minutes", step.minutes())}
                                    </span>
                                </li>
                            }
                        })}
                    {(!started)
                        .then(|| {
                            view! {
                                <li>
                                    "Choose the role closest to yours below, then its first set."
                                </li>
                            }
                        })}
                </ul>
            </section>
        }
    }
}
