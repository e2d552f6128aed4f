//! The glossary: a search box that filters as the learner types, and filters by category and path.

use leptos::prelude::*;

use crate::routes::{catalog, term_href};
use crate::web::page::set_title;

use crate::content::glossary::{anki_tsv, GlossaryIndex};
use crate::practice::text::count;
use crate::progress::BookmarkKey;
use crate::web::files::save_text;
use crate::web::rows::Rows;
use crate::web::store::store;

#[component]
pub fn Glossary() -> impl IntoView {
    set_title("Glossary");
    let c = catalog();
    let index = StoredValue::new(GlossaryIndex::default());
    let query = RwSignal::new(String::new());
    let category = RwSignal::new(String::new());
    let path = RwSignal::new(String::new());
    let matches = Memo::new(move |_| {
        let (q, cat, p) = (query.get(), category.get(), path.get());
        index.with_value(|i| {
            i.filter(
                c,
                &q,
                (!cat.is_empty()).then_some(cat.as_str()),
                (!p.is_empty()).then_some(p.as_str()),
            )
        })
    });
    let list = NodeRef::<leptos::html::Ul>::new();
    // Every row is built once, in file order, with no reactive parts; a keystroke only toggles
    // `hidden` on rows whose state changed and moves the name matches to the top (and the
    // previous ones back), which is far cheaper than building and dropping rows. Doing this by
    // hand is safe because the rows never change while the page lives, so the view never
    // touches them again.
    Effect::new(move |placed: Option<Rows>| {
        let (names, shown) = matches.with(|m| {
            let mut shown = vec![false; c.terms.len()];
            m.by_name.iter().chain(&m.by_text).for_each(|&i| shown[i] = true);
            (m.by_name.clone(), shown)
        });
        let mut rows = placed.unwrap_or_default();
        if let Some(ul) = list.get() {
            rows.place(&ul, names, shown);
        }
        rows
    });
    view! {
        <h1>"Glossary"</h1>
        <form class="filters" role="search" on:submit=|ev| ev.prevent_default()>
            <label>
                "Search"
                <input
                    type="search"
                    placeholder="e.g. shard, KV cache, roll back"
                    prop:value=move || query.get()
                    on:focus=move |_| index.with_value(|i| i.prepare(c))
                    on:input=move |ev| query.set(event_target_value(&ev))
                />
            </label>
            <label>
                "Category" <select on:change=move |ev| category.set(event_target_value(&ev))>
                    <option value="">"All categories"</option>
                    {c
                        .categories
                        .iter()
                        .map(|x| view! { <option value=x.id.as_str()>{x.title.as_str()}</option> })
                        .collect_view()}
                </select>
            </label>
            <label>
                "Path" <select on:change=move |ev| path.set(event_target_value(&ev))>
                    <option value="">"All paths"</option>
                    {c
                        .paths
                        .iter()
                        .map(|x| view! { <option value=x.id.as_str()>{x.title.as_str()}</option> })
                        .collect_view()}
                </select>
            </label>
        </form>
        <p role="status" class="muted">
            {move || {
                let (n, slipped) = matches.with(|m| (m.len(), m.slipped));
                let found = if n == 1 { "1 term".to_string() } else { format!("{n} terms") };
                if slipped && n > 0 {
                    format!("{found} with a spelling close to “{}”", query.get())
                } else {
                    found
                }
            }}
        </p>
        <AnkiExport matches />
        <ul class="glossary" node_ref=list inner_html=rows_html()></ul>
    }
}

/// Every term's row, as one string the browser parses in one go: 299 rows built node by
/// node through the view took most of the page's start-up. The rows hold no reactive parts;
/// the router follows their links as it follows any other.
fn rows_html() -> String {
    use html_escape::{encode_double_quoted_attribute as attr, encode_text as text};
    use std::fmt::Write;
    let mut html = String::new();
    for t in catalog().terms.iter() {
        let _ = write!(
            html,
            r#"<li><a href="{}"><strong>{}</strong></a><span class="muted"> {} · {}</span><p>{}</p></li>"#,
            attr(&term_href(&t.id)),
            text(&t.term),
            text(&t.pos),
            text(&t.pronunciation),
            text(&t.definition),
        );
    }
    html
}

/// Downloads for Anki: the terms the filters show, or the bookmarked ones.
#[component]
fn AnkiExport(matches: Memo<crate::content::glossary::Matches>) -> impl IntoView {
    let c = catalog();
    let store = store();
    let bookmarked = move || {
        store.record.with(|r| {
            c.terms
                .iter()
                .filter(|t| r.is_bookmarked(&BookmarkKey::Term(t.id.clone())))
                .collect::<Vec<_>>()
        })
    };
    let shown = move || {
        matches.with(|m| m.ordered().into_iter().filter_map(|i| c.terms.get(i)).collect::<Vec<_>>())
    };
    view! {
        <details class="anki">
            <summary>"Study these terms in Anki"</summary>
            <p class="muted">
                "A tab-separated file Anki imports as it is (File, Import): the term on the front; the definition, an example and how to say it on the back; the path and category as tags."
            </p>
            <p class="actions">
                <button
                    type="button"
                    on:click=move |_| save_text(
                        "shoptalk-glossary.tsv",
                        "text/tab-separated-values",
                        &anki_tsv(c, shown()),
                    )
                >
                    {move || {
                        format!(
                            "Download the {} shown",
                            count(matches.with(|m| m.len()) as u64, "term", "terms"),
                        )
                    }}
                </button>
                <button
                    type="button"
                    on:click=move |_| save_text(
                        "shoptalk-bookmarked-terms.tsv",
                        "text/tab-separated-values",
                        &anki_tsv(c, bookmarked()),
                    )
                    disabled=move || bookmarked().is_empty()
                >
                    {move || {
                        format!(
                            "Download {} bookmarked",
                            count(bookmarked().len() as u64, "term", "terms"),
                        )
                    }}
                </button>
            </p>
        </details>
    }
}
