//! The banner shown when a new deploy has taken over (see `web::service_worker`), offering to
//! reload.

use leptos::prelude::*;

#[component]
pub fn UpdateBanner(updated: RwSignal<bool>) -> impl IntoView {
    view! {
        <Show when=move || updated.get()>
            <div class="notice update" role="status">
                <p>"A new version of Shoptalk is ready."</p>
                <button type="button" class="primary" on:click=|_| crate::web::page::reload()>
                    "Reload"
                </button>
                <button type="button" class="link" on:click=move |_| updated.set(false)>
                    "Later"
                </button>
            </div>
        </Show>
    }
}
