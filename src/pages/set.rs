//! An exercise set: its passage, if any, and the player.

use leptos::prelude::*;

use crate::progress::BookmarkKey;

use crate::pages::page_by_id;
use crate::routes::{catalog, track_href};
use crate::web::page::set_title;

use crate::components::bookmark::Bookmark;
use crate::components::player::Player;
use crate::content::{Catalog, ExerciseSet};

#[component]
pub fn SetPage() -> impl IntoView {
    page_by_id(Catalog::set, set_view)
}

fn set_view(set: &'static ExerciseSet) -> impl IntoView {
    set_title(&set.title);
    let track = catalog().track_title(&set.path).unwrap_or_default().to_string();
    view! {
        <nav class="crumbs" aria-label="Breadcrumb">
            <a href=track_href(&set.path)>{track}</a>
        </nav>
        <h1>{set.title.clone()}</h1>
        <p class="muted">{format!("{} items · about {} minutes", set.items.len(), set.minutes)}</p>
        <p>{set.summary.clone()}</p>
        <p>
            <Bookmark key=BookmarkKey::Set(set.id.clone()) />
        </p>
        {set
            .passage
            .as_ref()
            .map(|p| {
                view! {
                    <details class="passage" open>
                        <summary>"Reading passage"</summary>
                        {p
                            .split("\n\n")
                            .map(|para| view! { <p>{para.to_string()}</p> })
                            .collect_view()}
                    </details>
                }
            })}
        <Player set />
    }
}
