//! The router and the layout around every page.

use leptos::prelude::*;
use leptos_router::components::{Route, Router, Routes};
use leptos_router::path;

use crate::content::{self, Catalog};
use crate::pages;
use crate::progress::store::Store;

/// The path the site is served under ("" at a domain root, "/some/path" under a sub-path),
/// read from the `<base href>` Trunk writes from `--public-url`.
pub fn base() -> &'static str {
    use std::sync::OnceLock;
    static BASE: OnceLock<String> = OnceLock::new();
    BASE.get_or_init(|| {
        let uri = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.base_uri().ok().flatten())
            .unwrap_or_default();
        let path = web_sys::Url::new(&uri).map(|u| u.pathname()).unwrap_or_default();
        path.trim_end_matches('/').to_string()
    })
}

/// An in-app link, prefixed with the base (the router does not prefix absolute hrefs).
pub fn href(path: &str) -> String {
    format!("{}{path}", base())
}

/// The catalog; the app only renders pages once it loaded, so pages may rely on it.
pub fn catalog() -> &'static Catalog {
    content::catalog().expect("pages render only with valid content")
}

pub fn store() -> Store {
    expect_context::<Store>()
}

/// Sets the document title for a page.
pub fn set_title(title: &str) {
    if let Some(d) = web_sys::window().and_then(|w| w.document()) {
        d.set_title(&format!("{title} · Shoptalk"));
    }
}

#[component]
pub fn App() -> impl IntoView {
    if let Err(problems) = content::catalog() {
        return view! { <ContentProblems problems/> }.into_any();
    }
    provide_context(Store::load());
    let updated = RwSignal::new(false);
    crate::components::offline::register(updated);
    view! {
        <Router base=base()>
            <a class="skip" href="#main">"Skip to content"</a>
            <Header/>
            <DataNotice/>
            <crate::components::offline::UpdateBanner updated/>
            <main id="main" tabindex="-1">
                <Routes fallback=|| view! { <pages::not_found::NotFound/> }>
                    <Route path=path!("/") view=pages::home::Home/>
                    <Route path=path!("/paths/:id") view=pages::path::PathPage/>
                    <Route path=path!("/sets/:id") view=pages::set::SetPage/>
                    <Route path=path!("/glossary") view=pages::glossary::Glossary/>
                    <Route path=path!("/glossary/:id") view=pages::term::TermPage/>
                    <Route path=path!("/guide/:id") view=pages::guide::GuidePage/>
                    <Route path=path!("/progress") view=pages::progress::ProgressPage/>
                    <Route path=path!("/settings") view=pages::settings::SettingsPage/>
                    <Route path=path!("/review") view=pages::review::ReviewPage/>
                    <Route path=path!("/pronunciation") view=pages::pronunciation::PronunciationPage/>
                    <Route path=path!("/scenarios/:id") view=pages::scenario::ScenarioPage/>
                </Routes>
            </main>
            <footer class="site-footer">
                <p>"Your progress stays in this browser. Nothing is sent anywhere."</p>
            </footer>
        </Router>
    }
    .into_any()
}

#[component]
fn Header() -> impl IntoView {
    view! {
        <header class="site-header">
            <a class="brand" href=href("/")>"Shoptalk"</a>
            <nav aria-label="Main">
                <ul>
                    <li><a href=href("/")>"Paths"</a></li>
                    <li><a href=href("/review")>"Review"</a></li>
                    <li><a href=href("/glossary")>"Glossary"</a></li>
                    <li><a href=href("/pronunciation")>"Pronunciation"</a></li>
                    <li><a href=href("/progress")>"Progress"</a></li>
                    <li><a href=href("/settings")>"Settings"</a></li>
                </ul>
            </nav>
        </header>
    }
}

/// Storage problems, in words, with a way to download kept-aside data.
#[component]
fn DataNotice() -> impl IntoView {
    let store = store();
    move || {
        store.notice.get().map(|n| {
            let download = n.backup_key.clone().map(|key| {
                let key2 = key.clone();
                view! {
                    <button type="button" on:click=move |_| {
                        if let Some(text) = Store::backup_text(&key2) {
                            crate::components::download::save_text("shoptalk-unreadable-progress.json", &text);
                        }
                    }>"Download the unreadable data"</button>
                    <span class="muted">" (kept under “" {key} "”)"</span>
                }
            });
            view! {
                <div class="notice" role="alert">
                    <p>{n.text.clone()}</p>
                    {download}
                    <button type="button" class="link" on:click=move |_| store.notice.set(None)>"Dismiss"</button>
                </div>
            }
        })
    }
}

/// Shown instead of the app if the embedded content is invalid (a build that skipped the checks).
#[component]
fn ContentProblems(problems: &'static [content::Problem]) -> impl IntoView {
    view! {
        <main id="main" class="content-problems">
            <h1>"Shoptalk could not load its course content"</h1>
            <p>"This build contains content mistakes. Run `cargo run --bin catalog -- check` for the list."</p>
            <ul>{problems.iter().map(|p| view! { <li><code>{p.to_string()}</code></li> }).collect_view()}</ul>
        </main>
    }
}

/// The page of a path or of the guide, by id.
pub fn track_href(id: &str) -> String {
    if catalog().path(id).is_some() {
        href(&format!("/paths/{id}"))
    } else {
        href(&format!("/guide/{id}"))
    }
}

/// The page for the route's `:id`: `find` looks it up in the catalog, `show` renders it, and
/// an id that names nothing gets the Not found page.
pub fn page_by_id<T: 'static, V: IntoView + 'static>(
    find: fn(&'static Catalog, &str) -> Option<&'static T>,
    show: fn(&'static T) -> V,
) -> impl IntoView {
    let params = leptos_router::hooks::use_params_map();
    let id = Memo::new(move |_| params.read().get("id").unwrap_or_default());
    move || match find(catalog(), &id.get()) {
        Some(x) => show(x).into_any(),
        None => view! { <pages::not_found::NotFound/> }.into_any(),
    }
}
