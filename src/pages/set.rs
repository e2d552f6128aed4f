//! An exercise set: its reading passage or conversation, if any, and the player.

use leptos::prelude::*;

use crate::progress::BookmarkKey;

use crate::pages::page_by_id;
use crate::routes::{catalog, topic_href, track_href};
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
    let track = c.track_title(&set.path).unwrap_or_default().to_string();
    let topic = c.topic_of(set).and_then(|t| c.topic(t).map(|x| (topic_href(t), x.title.clone())));
    view! {
        <nav class="crumbs" aria-label="Breadcrumb">
            <a href=track_href(&set.path)>{track}</a>
            {topic
                .map(|(href, title)| {
                    view! {
                        " › "
                        <a href=href>{title}</a>
                    }
                })}
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
