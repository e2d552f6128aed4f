//! Language focus: the index of reference pages, and one page: the rule, examples from the
//! domain, the mistakes non-native writers make, and the sets that practise it.

use leptos::prelude::*;

use crate::components::host::HostMark;
use crate::components::say::SayButton;
use crate::content::{Catalog, ExerciseSet, LanguagePage as Page};
use crate::pages::page_by_id;
use crate::pages::path::LevelBadge;
use crate::pages::path::SetList;
use crate::routes::{catalog, language_href, set_href, track_href, Fixed};
use crate::web::page::set_title;

#[component]
pub fn LanguageIndex() -> impl IntoView {
    set_title("Language focus");
    let c = catalog();
    view! {
        <h1>"Language focus"</h1>
        <p class="lead">
            "The grammar and phrasing that post-mortems, design docs, reviews and calls depend on. Each page states the rule, shows it in sentences from the work, lists the mistakes writers of English as a second language make most, and links the sets that practise it."
        </p>
        <ul class="cards language-index">
            {c
                .language
                .iter()
                .map(|l| {
                    view! {
                        <li class="card">
                            <h2>
                                <a href=language_href(&l.id)>{l.title.as_str()}</a>
                                <LevelBadge level=l.level />
                            </h2>
                            <p>{l.summary.as_str()}</p>
                        </li>
                    }
                })
                .collect_view()}
        </ul>
    }
}

#[component]
pub fn LanguagePage() -> impl IntoView {
    page_by_id(Catalog::language_page, page_view)
}

fn page_view(l: &'static Page) -> impl IntoView {
    set_title(&l.title);
    let c = catalog();
    let sets: Vec<&'static ExerciseSet> = l.sets.iter().filter_map(|s| c.set(s)).collect();
    let mut tracks: Vec<&'static str> = Vec::new();
    for s in &sets {
        if !tracks.contains(&s.path.as_str()) {
            tracks.push(&s.path);
        }
    }
    let own = l.practice.as_deref().and_then(|id| c.set(id));
    let spelling = match l.spelling.as_deref() {
        Some("uk") => "British spelling (utilisation, 3 March)",
        Some("us") => "American spelling (utilization, March 3)",
        _ => "",
    };
    view! {
        <nav class="crumbs" aria-label="Breadcrumb">
            <a href=Fixed::Language.href()>"Language focus"</a>
        </nav>
        <h1>{l.title.as_str()} <LevelBadge level=l.level /></h1>
        <HostMark kind="language" id=&l.id />
        <p class="lead">{l.summary.as_str()}</p>
        {(!spelling.is_empty())
            .then(|| view! { <p class="muted">{format!("This page writes in {spelling}.")}</p> })}
        {(!l.in_short.is_empty())
            .then(|| {
                view! {
                    <section class="in-short" aria-labelledby="short-h">
                        <h2 id="short-h">"In short"</h2>
                        <ul>
                            {l
                                .in_short
                                .iter()
                                .map(|x| view! { <li>{x.clone()}</li> })
                                .collect_view()}
                        </ul>
                        {own
                            .map(|s| {
                                view! {
                                    <p>
                                        <a class="button" href=set_href(&s.id)>
                                            {format!("Practise it: {} items", s.items.len())}
                                        </a>
                                    </p>
                                }
                            })}
                    </section>
                }
            })}
        <section aria-labelledby="rule-h">
            <h2 id="rule-h">"The rule"</h2>
            {l.rule.iter().map(|p| view! { <p>{p.clone()}</p> }).collect_view()}
        </section>
        <section aria-labelledby="examples-h">
            <h2 id="examples-h">"In the work"</h2>
            <ul class="examples">
                {l
                    .examples
                    .iter()
                    .map(|e| {
                        view! {
                            <li>
                                <p class="example">
                                    {e.text.clone()}
                                    {e
                                        .say
                                        .clone()
                                        .map(|say| {
                                            view! {
                                                " "
                                                <SayButton text=say.clone() written=say />
                                            }
                                                .into_any()
                                        })}
                                </p>
                                <p class="muted">{e.note.clone()}</p>
                            </li>
                        }
                    })
                    .collect_view()}
            </ul>
        </section>
        <section aria-labelledby="mistakes-h">
            <h2 id="mistakes-h">"Common mistakes"</h2>
            <ul class="mistakes">
                {l
                    .mistakes
                    .iter()
                    .map(|m| {
                        view! {
                            <li>
                                <p class="wrong">
                                    <span class="sr-only">"Not: "</span>
                                    <span aria-hidden="true">"✗ "</span>
                                    <s>{m.wrong.clone()}</s>
                                </p>
                                <p class="right">
                                    <span class="sr-only">"But: "</span>
                                    <span aria-hidden="true">"✓ "</span>
                                    {m.right.clone()}
                                </p>
                                <p class="muted">{m.why.clone()}</p>
                                {(!m.l1.is_empty())
                                    .then(|| {
                                        view! {
                                            <p class="l1 muted">
                                                {format!("Often made by speakers of {}", m.l1.join(", "))}
                                            </p>
                                        }
                                    })}
                            </li>
                        }
                    })
                    .collect_view()}
            </ul>
        </section>
        <section aria-labelledby="practise-h">
            <h2 id="practise-h">"Practise it"</h2>
            {own
                .map(|s| {
                    view! {
                        <p>
                            "This page's own set goes from noticing the form to using it in your own words:"
                        </p>
                        <SetList sets=vec![s] />
                        <p>"The point also comes up in these sets:"</p>
                    }
                })}
            <SetList sets />
            <p class="muted">
                "Sets belong to a role path or the skill guide: "
                {tracks
                    .into_iter()
                    .map(|p| {
                        view! {
                            <a href=track_href(
                                p,
                            )>{c.track_title(p).unwrap_or_default().to_string()}</a>
                            " "
                        }
                    })
                    .collect_view()}
            </p>
        </section>
    }
}
