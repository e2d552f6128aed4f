//! A bookmark toggle for a term, set or scenario.

use leptos::prelude::*;

use crate::app::store;
use crate::progress::store::now_ms;

#[component]
pub fn Bookmark(
    /// "term:<id>", "set:<id>" or "scenario:<id>".
    key: String,
) -> impl IntoView {
    let store = store();
    let k = key.clone();
    let on = Signal::derive(move || store.record.with(|r| r.is_bookmarked(&k)));
    view! {
        <button type="button" class="bookmark" aria-pressed=move || on.get().to_string()
            on:click=move |_| { let v = !on.get_untracked(); store.update(|r| r.set_bookmark(&key, v, now_ms())) }>
            <span aria-hidden="true">{move || if on.get() { "★ " } else { "☆ " }}</span>
            {move || if on.get() { "Bookmarked" } else { "Bookmark" }}
        </button>
    }
}
