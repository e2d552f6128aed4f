//! Reusable widgets.

pub mod anchor;
pub mod bookmark;
pub mod chart;
pub mod host;
pub mod icon;
pub mod items;
pub mod listening;
pub mod offline;
pub mod passage;
pub mod player;
pub mod recorder;
pub mod say;

use leptos::prelude::*;

use crate::content::{Faq, Text};

/// A page's questions and answers, each opening on its own.
#[component]
pub fn FaqList(faq: &'static [Faq]) -> impl IntoView {
    faq.iter()
        .map(|f| {
            view! {
                <details class="faq">
                    <summary>{f.question.as_str()}</summary>
                    <p>{f.answer.as_str()}</p>
                </details>
            }
        })
        .collect_view()
}

/// A plain bulleted list of texts.
#[component]
pub fn Bullets(items: &'static [Text]) -> impl IntoView {
    view! { <ul>{items.iter().map(|x| view! { <li>{x.as_str()}</li> }).collect_view()}</ul> }
}

/// A finished mark with a text alternative, so it is never colour or shape alone.
#[component]
pub fn Check(done: Signal<bool>) -> impl IntoView {
    move || {
        if done.get() {
            view! {
                <span class="check done" title="Finished">
                    <span aria-hidden="true">"✓"</span>
                    <span class="sr-only">"Finished"</span>
                </span>
            }
            .into_any()
        } else {
            view! {
                <span class="check todo" title="Not finished yet">
                    <span aria-hidden="true">"○"</span>
                    <span class="sr-only">"Not finished yet"</span>
                </span>
            }
            .into_any()
        }
    }
}

/// `Check`'s markup as text, for rows written as HTML.
pub fn check_html(done: bool) -> String {
    let (class, mark, label) =
        if done { ("done", "✓", "Finished") } else { ("todo", "○", "Not finished yet") };
    format!(
        "<span title=\"{label}\" class=\"check {class}\"><span aria-hidden=\"true\">{mark}</span><span class=\"sr-only\">{label}</span></span>"
    )
}
