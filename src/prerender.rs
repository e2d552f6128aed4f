//! Rendering every route to HTML at build time, natively, with the app's own components: a
//! first visit shows the course before the wasm has arrived, and pages read without JavaScript.

use leptos::prelude::*;
use leptos_router::location::RequestUrl;
use serde::Serialize;

use crate::routes;
use crate::web::page::prerender as page;

/// One page, ready to go into the built `index.html` (see `scripts/postbuild.mjs`).
#[derive(Serialize)]
pub struct Rendered {
    /// Where the page is, after the base: "/", "/sets/kv-cache-sizing/".
    pub path: String,
    pub title: String,
    pub description: String,
    /// The app's markup, in place of the loading notice.
    pub body: String,
}

/// Every page the router answers, rendered for a site served under `base` ("" at the root).
pub fn all(base: &str) -> Vec<Rendered> {
    page::set_base(base);
    routes::pages().into_iter().map(|p| render(p.path, p.description)).collect()
}

/// The app as it first shows `path`.
pub fn render(path: String, description: String) -> Rendered {
    let body = Owner::new().with(|| {
        provide_context(RequestUrl::new(&crate::web::page::href(&path)));
        view! { <crate::app::App /> }.to_html()
    });
    Rendered { title: page::title(), path, description, body }
}
