//! Links to a part of the page they are on.
//!
//! The page's `<base href>` (the site's root or sub-path) makes a bare `#id` resolve against
//! the site's home, so a skip link would leave the page. The link names its own page's address
//! (right without scripts too), and a click moves focus to the target, as a skip link must for
//! keyboard and screen-reader users, instead of letting the router navigate (its listener is on the window, and sees the
//! default prevented).

use leptos::prelude::*;
use leptos_router::hooks::use_location;

#[component]
pub fn InPageLink(
    /// The id of the element to go to.
    to: &'static str,
    #[prop(optional)] class: &'static str,
    children: Children,
) -> impl IntoView {
    let location = use_location();
    view! {
        <a
            class=class
            href=move || format!("{}#{to}", location.pathname.get())
            on:click=move |ev| {
                ev.prevent_default();
                crate::web::page::go_to(to);
            }
        >
            {children()}
        </a>
    }
}
