//! The mark on a host's own sets, terms and pages (a `CONTENT_EXTRA` folder joined at build
//! time), so a learner can tell the team's additions from the course.

use leptos::prelude::*;

use crate::routes::catalog;

/// "From <host>", when the id of this kind ("set", "term", "language", "speaking",
/// "scenario") is the host's own; nothing otherwise.
#[component]
pub fn HostMark(kind: &'static str, id: &'static str) -> impl IntoView {
    let c = catalog();
    c.host.as_deref().filter(|_| c.from_host(kind, id)).map(|name| {
        view! {
            <span class="badge host" title="Added by the host of this site">
                {format!("From {name}")}
            </span>
        }
    })
}

/// `HostMark`'s markup as text (empty for the course's own content), for rows written as HTML.
pub fn host_html(kind: &'static str, id: &str) -> String {
    let c = catalog();
    c.host.as_deref().filter(|_| c.from_host(kind, id)).map_or(String::new(), |name| {
        format!(
            "<span title=\"Added by the host of this site\" class=\"badge host\">From {}</span>",
            html_escape::encode_text(name)
        )
    })
}
