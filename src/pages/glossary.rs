//! The glossary: a search box that filters as the learner types, and filters by category and path.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::app::{catalog, href, set_title};
use crate::content::glossary::GlossaryIndex;

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
    let shown = Memo::new(move |_| {
        let mut shown = vec![false; c.terms.len()];
        matches.with(|m| m.by_name.iter().chain(&m.by_text).for_each(|&i| shown[i] = true));
        shown
    });
    let list = NodeRef::<leptos::html::Ul>::new();
    // Every row is built once, in file order; a keystroke only hides rows and moves the name
    // matches to the top (and the previous ones back), which is far cheaper than building and
    // dropping rows. Moving them by hand is safe because the rows never change while the
    // page lives, so the view never re-orders them itself.
    Effect::new(move |before: Option<(Vec<web_sys::Element>, Vec<usize>)>| {
        let now = matches.with(|m| m.by_name.clone());
        let Some(ul) = list.get() else { return (Vec::new(), now) };
        let (rows, promoted) = match before {
            Some((rows, promoted)) if !rows.is_empty() => (rows, promoted),
            // Nothing has moved yet, so the page order is the file order.
            _ => {
                let children = ul.children();
                ((0..children.length()).filter_map(|k| children.item(k)).collect(), Vec::new())
            }
        };
        if promoted != now {
            // Back to file order, last first, so the row after each one is already in place.
            for &i in promoted.iter().rev() {
                let _ = ul.insert_before(&rows[i], rows.get(i + 1).map(|r| r.unchecked_ref()));
            }
            for &i in now.iter().rev() {
                let _ = ul.insert_before(&rows[i], ul.first_child().as_ref());
            }
        }
        (rows, now)
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
            {c.terms.iter().enumerate().map(|(i, t)| view! {
                <li hidden=move || !shown.with(|s| s[i])>
                    <a href=href(&format!("/glossary/{}", t.id))><strong>{t.term.clone()}</strong></a>
                    <span class="muted">" "{t.pos.clone()}" · "{t.pronunciation.clone()}</span>
                    <p>{t.definition.clone()}</p>
                </li>
            }).collect_view()}
        </ul>
    }
}
