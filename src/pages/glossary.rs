//! The glossary: a search box that filters as the learner types, and filters by category and path.

use leptos::prelude::*;

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
    let results = Memo::new(move |_| {
        let (q, cat, p) = (query.get(), category.get(), path.get());
        index.with_value(|i| i.filter(c, &q, (!cat.is_empty()).then_some(cat.as_str()), (!p.is_empty()).then_some(p.as_str())))
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
            let n = results.with(Vec::len);
            if n == 1 { "1 term".to_string() } else { format!("{n} terms") }
        }}</p>
        <ul class="glossary">
            // Keyed by term, so a keystroke adds and removes rows instead of rebuilding the list.
            <For each=move || results.get() key=|i| *i let:i>
                {
                    let t = &c.terms[i];
                    view! {
                        <li>
                            <a href=href(&format!("/glossary/{}", t.id))><strong>{t.term.clone()}</strong></a>
                            <span class="muted">" "{t.pos.clone()}" · "{t.pronunciation.clone()}</span>
                            <p>{t.definition.clone()}</p>
                        </li>
                    }
                }
            </For>
        </ul>
    }
}
