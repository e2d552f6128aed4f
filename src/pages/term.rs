//! One glossary term: pronunciation, definition, example, collocations, related terms,
//! and the sets that practise it.

use leptos::prelude::*;

use crate::components::host::HostMark;
use crate::practice::text::count;

use crate::progress::{BookmarkKey, CardKey};

use crate::pages::page_by_id;
use crate::routes::{catalog, path_href, set_href, term_href, Fixed};
use crate::web::page::set_title;
use crate::web::store::store;

use crate::components::bookmark::Bookmark;
use crate::components::recorder::SayYourself;
use crate::components::say::SayButton;
use crate::content::{Catalog, Term};
use crate::practice::schedule::{describe_interval, CardState};
use crate::web::clock::now;

#[component]
pub fn TermPage() -> impl IntoView {
    page_by_id(Catalog::term, term_view)
}

fn term_view(t: &'static Term) -> impl IntoView {
    let c = catalog();
    set_title(&t.term);
    let category = c.category(&t.category).map(|x| x.title.as_str()).unwrap_or_default();
    let sets: Vec<_> = c.sets.iter().filter(|s| s.items.practise_term(&t.id)).collect();
    view! {
        <nav class="crumbs" aria-label="Breadcrumb">
            <a href=Fixed::Glossary.href()>"Glossary"</a>
        </nav>
        <h1>{t.term.as_str()}</h1>
        <p class="muted">{t.pos.as_str()}" · "{category} <HostMark kind="term" id=&t.id /></p>
        <p>
            <Bookmark key=BookmarkKey::Term(t.id.clone()) />
        </p>
        <ReviewState key=CardKey::Term(t.id.clone()) />
        <p class="pron">
            "Say it: " <strong>{t.pronunciation.as_str()}</strong>" "
            <SayButton
                text=t.spoken.clone().unwrap_or_else(|| t.term.clone())
                written=t.pronunciation.clone()
            />
        </p>
        <SayYourself
            task=format!("term:{}", t.id)
            say=t.spoken.clone().unwrap_or_else(|| t.term.clone())
        />
        <h2>"Meaning"</h2>
        <p>{t.definition.clone()}</p>
        <h2>"In use"</h2>
        <blockquote>{t.example.clone()}</blockquote>
        {(!t.collocations.is_empty())
            .then(|| {
                view! {
                    <h2>"Common collocations"</h2>
                    <ul>
                        {t
                            .collocations
                            .iter()
                            .map(|x| view! { <li>{x.clone()}</li> })
                            .collect_view()}
                    </ul>
                }
            })}
        {(!t.related.is_empty())
            .then(|| {
                view! {
                    <h2>"Related terms"</h2>
                    <ul class="term-chips">
                        {t
                            .related
                            .iter()
                            .filter_map(|r| c.term_name(r).map(|name| (r, name)))
                            .map(|(r, name)| {
                                view! {
                                    <li>
                                        <a href=term_href(r)>{name}</a>
                                    </li>
                                }
                            })
                            .collect_view()}
                    </ul>
                }
            })}
        <h2>"Paths"</h2>
        <ul>
            {c
                .paths_of_term(&t.id)
                .map(|p| {
                    view! {
                        <li>
                            <a href=path_href(&p.id)>{p.title.as_str()}</a>
                        </li>
                    }
                })
                .collect_view()}
        </ul>
        {(!sets.is_empty())
            .then(|| {
                view! {
                    <h2>"Practise it"</h2>
                    <ul>
                        {sets
                            .into_iter()
                            .map(|s| {
                                view! {
                                    <li>
                                        <a href=set_href(&s.id)>{s.title.as_str()}</a>
                                    </li>
                                }
                            })
                            .collect_view()}
                    </ul>
                }
            })}
    }
}

/// Where the term's review card stands.
#[component]
fn ReviewState(key: CardKey) -> impl IntoView {
    let store = store();
    move || {
        let text = match store.record.with(|r| r.cards.get(&key).cloned()) {
            None => "Not reviewed yet: it joins your reviews as a new card.".to_string(),
            Some(card) => {
                let state = match card.state {
                    CardState::New => "new",
                    CardState::Learning => "learning",
                    CardState::Review => "in review",
                    CardState::Relearning => "relearning",
                };
                format!(
                    "Review card: {state}, reviewed {}, forgotten {}. Next review {}.",
                    count(card.reps, "time", "times"),
                    count(card.lapses, "time", "times"),
                    describe_interval(now(), card.next_due())
                )
            }
        };
        view! { <p class="review-state">{text}" "<a href=Fixed::Review.href()>"Go to review"</a></p> }
    }
}
