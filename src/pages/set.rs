//! An exercise set: its reading passage or conversation, if any, and the player.

use leptos::prelude::*;

use crate::components::host::HostMark;
use crate::progress::BookmarkKey;

use crate::pages::page_by_id;
use crate::routes::{catalog, language_href, topic_href, track_href, Fixed};
use crate::web::page::set_title;

use crate::components::bookmark::Bookmark;
use crate::components::listening::Listening;
use crate::components::passage::Passage;
use crate::components::player::Player;
use crate::content::{Catalog, ExerciseSet};

#[component]
pub fn SetPage() -> impl IntoView {
    page_by_id(Catalog::set, set_view)
}

fn set_view(set: &'static ExerciseSet) -> impl IntoView {
    set_title(&set.title);
    let c = catalog();
    // A language page's own set belongs to the page; any other set to its path and topic.
    let crumbs = match set.language.as_deref().and_then(|l| c.language_page(l)) {
        Some(page) => view! {
            <a href=Fixed::Language.href()>"Language focus"</a>
            " › "
            <a href=language_href(&page.id)>{page.title.as_str()}</a>
        }
        .into_any(),
        None => {
            let track = c.track_title(&set.path).unwrap_or_default().to_string();
            let topic =
                c.topic_of(set).and_then(|t| c.topic(t).map(|x| (topic_href(t), x.title.as_str())));
            view! {
                <a href=track_href(&set.path)>{track}</a>
                {topic
                    .map(|(href, title)| {
                        view! {
                            " › "
                            <a href=href>{title}</a>
                        }
                    })}
            }
            .into_any()
        }
    };
    let level = set.level.map(|l| format!("Level {} · ", l.label())).unwrap_or_default();
    view! {
        <nav class="crumbs" aria-label="Breadcrumb">
            {crumbs}
        </nav>
        <h1>{set.title.as_str()}</h1>
        <p class="muted">
            {format!("{level}{} items · about {} minutes", set.items.len(), set.minutes)}
            <HostMark kind="set" id=&set.id />
        </p>
        <p>{set.summary.as_str()}</p>
        <p>
            <Bookmark key=BookmarkKey::Set(set.id.to_string()) />
        </p>
        <Glosses set />
        {set.passage.as_ref().map(|p| view! { <Reading set original=p /> })}
        {set.conversation.as_ref().map(|conv| view! { <Listening set conv /> })}
        <Player set />
    }
}

/// B1 support: the words of the text a B1 reader would stumble on, before the text.
#[component]
fn Glosses(set: &'static ExerciseSet) -> impl IntoView {
    (!set.glosses.is_empty()).then(|| {
        view! {
            <details class="glosses">
                <summary>{format!("Words to know ({})", set.glosses.len())}</summary>
                <dl>
                    {set
                        .glosses
                        .iter()
                        .map(|g| {
                            view! {
                                <dt>{g.term.clone()}</dt>
                                <dd>{g.meaning.clone()}</dd>
                            }
                        })
                        .collect_view()}
                </dl>
            </details>
        }
    })
}

/// The passage, and where the reading has versions at other levels, a choice between them
/// (every item holds for every version).
#[component]
fn Reading(set: &'static ExerciseSet, original: &'static str) -> impl IntoView {
    if set.versions.is_empty() {
        return view! { <Passage set text=original /> }.into_any();
    }
    let chosen = RwSignal::new(None::<usize>);
    let own = set.level.map(|l| format!("{} (as written)", l.label()));
    view! {
        <fieldset class="versions">
            <legend>"Read it at level"</legend>
            <label>
                <input
                    type="radio"
                    name="version"
                    checked=move || chosen.get().is_none()
                    on:change=move |_| chosen.set(None)
                />
                {own.unwrap_or_else(|| "As written".into())}
            </label>
            {set
                .versions
                .iter()
                .enumerate()
                .map(|(i, v)| {
                    view! {
                        <label>
                            <input
                                type="radio"
                                name="version"
                                checked=move || chosen.get() == Some(i)
                                on:change=move |_| chosen.set(Some(i))
                            />
                            {v.level.label()}
                        </label>
                    }
                })
                .collect_view()}
        </fieldset>
        {move || {
            let text = chosen.get().map_or(original, |i| set.versions[i].passage.as_str());
            view! { <Passage set text /> }
        }}
    }
    .into_any()
}
