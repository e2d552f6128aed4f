//! A bookmark toggle for a term, set or scenario.

use leptos::prelude::*;

use super::icon::{Glyph, Icon};
use crate::progress::BookmarkKey;
use crate::web::clock::now;
use crate::web::store::store;

#[component]
pub fn Bookmark(key: BookmarkKey) -> impl IntoView {
    let store = store();
    let k = key.clone();
    let on = Signal::derive(move || store.record.with(|r| r.is_bookmarked(&k)));
    view! {
        <button
            type="button"
            class="bookmark"
            aria-pressed=move || on.get().to_string()
            on:click=move |_| {
                let v = !on.get_untracked();
                store.update(|r| r.set_bookmark(&key, v, now()))
            }
        >
            {move || {
                view! { <Icon glyph=if on.get() { Glyph::Star } else { Glyph::StarOutline } /> }
            }}
            " "
            {move || if on.get() { "Bookmarked" } else { "Bookmark" }}
        </button>
    }
}
