//! The router and the layout around every page.

use leptos::prelude::*;

use crate::routes::Fixed;
use leptos_router::components::{Route, Router, Routes};
use leptos_router::path;

use crate::pages;
use crate::web::page::base;
use crate::web::store::{store, Store};

#[component]
pub fn App() -> impl IntoView {
    provide_context(Store::load());
    let updated = RwSignal::new(false);
    crate::web::service_worker::register(updated);
    view! {
        <Router base=base()>
            <crate::components::anchor::InPageLink to="main" class="skip">
                "Skip to content"
            </crate::components::anchor::InPageLink>
            <Header />
            <DataNotice />
            <crate::components::offline::UpdateBanner updated />
            <main id="main" tabindex="-1">
                // Pages rendered ahead read without scripts; what the learner does on them needs them.
                <noscript>
                    <p class="notice">
                        "Answering exercises, reviews and audio need JavaScript and WebAssembly; the text of every page reads without them."
                    </p>
                </noscript>
                // A page rendered ahead shows its controls disabled until the app has started, so
                // nothing tapped or typed is lost when the app replaces it: one disabled
                // fieldset, with no role of its own, holds every control of the page.
                <fieldset class="page" role="none" disabled=crate::web::page::rendered_ahead()>
                    <Routes fallback=|| view! { <pages::not_found::NotFound /> }>
                        <Route path=path!("/") view=pages::home::Home />
                        <Route path=path!("/paths/:id") view=pages::path::PathPage />
                        <Route
                            path=path!("/paths/:id/topics/:topic")
                            view=pages::topic::TopicPage
                        />
                        <Route path=path!("/language") view=pages::language::LanguageIndex />
                        <Route path=path!("/language/:id") view=pages::language::LanguagePage />
                        <Route path=path!("/sets/:id") view=pages::set::SetPage />
                        <Route path=path!("/glossary") view=pages::glossary::Glossary />
                        <Route path=path!("/glossary/:id") view=pages::term::TermPage />
                        <Route path=path!("/guide/:id") view=pages::guide::GuidePage />
                        <Route path=path!("/progress") view=pages::progress::ProgressPage />
                        <Route path=path!("/settings") view=pages::settings::SettingsPage />
                        <Route path=path!("/review") view=pages::review::ReviewPage />
                        <Route
                            path=path!("/pronunciation")
                            view=pages::pronunciation::PronunciationPage
                        />
                        <Route path=path!("/scenarios/:id") view=pages::scenario::ScenarioPage />
                        <Route path=path!("/speaking/:id") view=pages::speaking::SpeakingPage />
                    </Routes>
                </fieldset>
            </main>
            <footer class="site-footer">
                <p>"Your progress stays in this browser. Nothing is sent anywhere."</p>
            </footer>
        </Router>
    }
}

#[component]
fn Header() -> impl IntoView {
    view! {
        <header class="site-header">
            <a class="brand" href=Fixed::Home.href()>
                "Shoptalk"
            </a>
            <nav aria-label="Main">
                <ul>
                    <li>
                        <a href=Fixed::Home.href()>"Paths"</a>
                    </li>
                    <li>
                        <a href=Fixed::Review.href()>"Review"</a>
                    </li>
                    <li>
                        <a href=Fixed::Glossary.href()>"Glossary"</a>
                    </li>
                    <li>
                        <a href=Fixed::Language.href()>"Language"</a>
                    </li>
                    <li>
                        <a href=Fixed::Pronunciation.href()>"Pronunciation"</a>
                    </li>
                    <li>
                        <a href=Fixed::Progress.href()>"Progress"</a>
                    </li>
                    <li>
                        <a href=Fixed::Settings.href()>"Settings"</a>
                    </li>
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
                    <button
                        type="button"
                        on:click=move |_| {
                            if let Some(text) = Store::backup_text(&key2) {
                                crate::web::files::save_text(
                                    "shoptalk-unreadable-progress.json",
                                    "application/json",
                                    &text,
                                );
                            }
                        }
                    >
                        "Download the unreadable data"
                    </button>
                    <span class="muted">" (kept under “" {key} "”)"</span>
                }
            });
            view! {
                <div class="notice" role="alert">
                    <p>{n.text.clone()}</p>
                    {download}
                    <button type="button" class="link" on:click=move |_| store.notice.set(None)>
                        "Dismiss"
                    </button>
                </div>
            }
        })
    }
}
