//! The glossary: a search box that filters as the learner types, and filters by category and path.

use leptos::prelude::*;

use crate::routes::{catalog, term_href};
use crate::web::page::set_title;

use crate::content::glossary::GlossaryIndex;
use crate::web::rows::Rows;

#[component]
pub fn Glossary() -> impl IntoView {
    set_title("Glossary");
    let c = catalog();
    let index = StoredValue::new(GlossaryIndex::new(c));
    let query = RwSignal::new(String::new());
    let category = RwSignal::new(String::new());
    let path = RwSignal::new(String::new());
    let matches = Memo::new(move |_| {
        let (q, cat, p) = (query.get(), category.get(), path.get());
        index.with_value(|i| i.filter(c, &q, (!cat.is_empty()).then_some(cat.as_str()), (!p.is_empty()).then_some(p.as_str())))
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
            <label>"Search"
                <input type="search" placeholder="e.g. shard, KV cache, roll back" prop:value=move || query.get()
                    on:input=move |ev| query.set(event_target_value(&ev))/>
            </label>
            <label>"Category"
                <select on:change=move |ev| category.set(event_target_value(&ev))>
                    <option value="">"All categories"</option>
                    {c.categories.iter().map(|x| view! { <option value=x.id.clone()>{x.title.clone()}</option> }).collect_view()}
                </select>
            </label>
            <label>"Path"
                <select on:change=move |ev| path.set(event_target_value(&ev))>
                    <option value="">"All paths"</option>
                    {c.paths.iter().map(|x| view! { <option value=x.id.clone()>{x.title.clone()}</option> }).collect_view()}
                </select>
            </label>
        </form>
        <p role="status" class="muted">{move || {
            let n = matches.with(|m| m.len());
            if n == 1 { "1 term".to_string() } else { format!("{n} terms") }
        }}</p>
        <ul class="glossary" node_ref=list>
            {c.terms.iter().map(|t| view! {
                <li>
                    <a href=term_href(&t.id)><strong>{t.term.clone()}</strong></a>
                    <span class="muted">" "{t.pos.clone()}" · "{t.pronunciation.clone()}</span>
                    <p>{t.definition.clone()}</p>
                </li>
            }).collect_view()}
        </ul>
    }
}
