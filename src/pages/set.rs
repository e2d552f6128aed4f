//! An exercise set: its reading passage or conversation, if any, and the player.

use leptos::prelude::*;

use crate::progress::BookmarkKey;

use crate::pages::page_by_id;
use crate::routes::{catalog, term_href, topic_href, track_href};
use crate::web::page::set_title;

use crate::components::bookmark::Bookmark;
use crate::components::listening::Listening;
use crate::components::player::Player;
use crate::content::passage::{blocks, Block, Linker, Span};
use crate::content::{genre_label, Catalog, ExerciseSet};

#[component]
pub fn SetPage() -> impl IntoView {
    page_by_id(Catalog::set, set_view)
}

fn set_view(set: &'static ExerciseSet) -> impl IntoView {
    set_title(&set.title);
    let c = catalog();
    let track = c.track_title(&set.path).unwrap_or_default().to_string();
    let topic = c.topic_of(set).and_then(|t| c.topic(t).map(|x| (topic_href(t), x.title.clone())));
    view! {
        <nav class="crumbs" aria-label="Breadcrumb">
            <a href=track_href(&set.path)>{track}</a>
            {topic.map(|(href, title)| view! { " › " <a href=href>{title}</a> })}
        </nav>
        <h1>{set.title.clone()}</h1>
        <p class="muted">{format!("{} items · about {} minutes", set.items.len(), set.minutes)}</p>
        <p>{set.summary.clone()}</p>
        <p>
            <Bookmark key=BookmarkKey::Set(set.id.clone()) />
        </p>
        {set.passage.as_ref().map(|p| view! { <Passage set text=p /> })}
        {set.conversation.as_ref().map(|conv| view! { <Listening set conv /> })}
        <Player set />
    }
}

/// A passage in its blocks; a long reading is an article with its genre and glossary links, a
/// short one (a practice set's) a box that folds away.
#[component]
fn Passage(set: &'static ExerciseSet, text: &'static str) -> impl IntoView {
    let Some(genre) = set.genre.as_deref() else {
        return view! {
            <details class="passage" open>
                <summary>"Reading passage"</summary>
                {blocks(text).into_iter().map(|b| block(b, None)).collect_view()}
            </details>
        }
        .into_any();
    };
    let mut linker = Linker::new(&catalog().terms);
    view! {
        <article class="passage reading" aria-labelledby="passage-h">
            <p class="genre" id="passage-h">
                {genre_label(genre).unwrap_or(genre)}
            </p>
            {blocks(text).into_iter().map(|b| block(b, Some(&mut linker))).collect_view()}
        </article>
    }
    .into_any()
}

fn block(b: Block<'static>, mut linker: Option<&mut Linker<'static>>) -> AnyView {
    let mut linked = |t: &'static str| -> AnyView {
        match linker.as_deref_mut() {
            Some(l) => l.spans(t).into_iter().map(span).collect_view().into_any(),
            None => t.into_any(),
        }
    };
    match b {
        Block::Heading(h) => view! { <h3>{h}</h3> }.into_any(),
        Block::Paragraph(p) => view! { <p>{linked(p)}</p> }.into_any(),
        Block::List(items) => view! {
            <ul>{items.into_iter().map(|i| view! { <li>{linked(i)}</li> }).collect_view()}</ul>
        }
        .into_any(),
    }
}

fn span(s: Span<'static, 'static>) -> AnyView {
    match s.term {
        Some(id) => view! { <a class="term-link" href=term_href(id)>{s.text}</a> }.into_any(),
        None => s.text.into_any(),
    }
}
