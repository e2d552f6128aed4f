//! One module per route.

pub mod glossary;
pub mod guide;
pub mod home;
pub mod language;
pub mod not_found;
pub mod path;
pub mod progress;
pub mod pronunciation;
pub mod review;
pub mod scenario;
pub mod set;
pub mod settings;
pub mod speaking;
pub mod term;
pub mod topic;

use leptos::prelude::*;

use crate::content::Catalog;
use crate::routes::catalog;

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
        None => view! { <not_found::NotFound /> }.into_any(),
    }
}
