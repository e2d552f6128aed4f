//! Home: choose a role path.

use leptos::prelude::*;

use crate::routes::{catalog, guide_href, path_href};
use crate::web::page::{href, set_title};
use crate::web::store::store;

use crate::web::clock::{local_day, now_ms};

#[component]
pub fn Home() -> impl IntoView {
    set_title("The working English of ML infrastructure");
    let c = catalog();
    let store = store();
    view! {
        <h1>"The working English of ML infrastructure"</h1>
        <p class="lead">"Short exercise sets for engineers who work in English: the words, collocations, tenses and tone of post-mortems, design reviews, code reviews and interviews."</p>
        <p class="review-due">{move || {
            let n = store.record.with(|r| crate::progress::review::queue(c, r, now_ms(), local_day()).len());
            if n == 0 { "No review cards waiting today.".to_string() } else { format!("{n} review card(s) waiting today. ") }
        }}<a href=href("/review")>"Go to review"</a></p>
        <h2>"Choose your role"</h2>
        <ul class="cards">
            {c.paths.iter().map(|p| {
                let total = c.sets_of(&p.id).count();
                let ids: Vec<&'static str> = c.sets_of(&p.id).map(|s| s.id.as_str()).collect();
                let done = move || store.record.with(|r| ids.iter().filter(|id| r.is_done(id)).count());
                view! {
                    <li class="card">
                        <h3><a href=path_href(&p.id)>{p.title.clone()}</a></h3>
                        <p class="muted">{p.level.clone()}</p>
                        <p>{p.summary.clone()}</p>
                        <p class="count">{move || format!("{} of {total} sets finished", done())}</p>
                    </li>
                }
            }).collect_view()}
        </ul>
        <h2>"Also here"</h2>
        <ul class="cards">
            {c.guides.iter().map(|g| view! {
                <li class="card">
                    <h3><a href=guide_href(&g.id)>{g.title.clone()}" skill guide"</a></h3>
                    <p>"Levels, sub-skills, a self-assessment and a quick quiz."</p>
                </li>
            }).collect_view()}
            <li class="card">
                <h3><a href=href("/glossary")>"Glossary"</a></h3>
                <p>{format!("{} terms with definitions, examples, collocations and pronunciation.", c.terms.len())}</p>
            </li>
        </ul>
    }
}
