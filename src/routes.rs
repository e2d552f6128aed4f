//! Where each page is, and the catalog pages render from: every in-app link is built here,
//! so a route's shape is written once (the router's table in `app.rs` is the other half).

use crate::content::{self, Catalog};
use crate::web::page::href;

/// The catalog; the app renders pages only once it has loaded, so pages may rely on it.
pub fn catalog() -> &'static Catalog {
    content::catalog().expect("pages render only with valid content")
}

pub fn path_href(id: &str) -> String {
    href(&format!("/paths/{id}"))
}

pub fn guide_href(id: &str) -> String {
    href(&format!("/guide/{id}"))
}

pub fn set_href(id: &str) -> String {
    href(&format!("/sets/{id}"))
}

pub fn term_href(id: &str) -> String {
    href(&format!("/glossary/{id}"))
}

pub fn scenario_href(id: &str) -> String {
    href(&format!("/scenarios/{id}"))
}

/// The page of a path or of the guide, by id.
pub fn track_href(id: &str) -> String {
    if catalog().path(id).is_some() {
        path_href(id)
    } else {
        guide_href(id)
    }
}
