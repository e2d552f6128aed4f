//! Pronunciation: the drill sets (acronyms, word stress, silent letters, minimal pairs) and
//! every term people often say wrong, with its respelling and a "say it" button.

use leptos::prelude::*;

use crate::routes::{catalog, term_href, Fixed};
use crate::web::page::set_title;

use crate::components::say::SayButton;
use crate::pages::path::SetList;

#[component]
pub fn PronunciationPage() -> impl IntoView {
    set_title("Pronunciation");
    let c = catalog();
    // A drill set is one where most items train pronunciation (counted without parsing them).
    let drills: Vec<_> =
        c.sets.iter().filter(|s| 2 * s.items.pronunciation() >= s.items.len()).collect();
    let tricky: Vec<_> = c.terms.iter().filter(|t| t.spoken.is_some()).collect();
    view! {
        <h1>"Pronunciation"</h1>
        <p class="lead">
            "How to say the acronyms, product names and stressed syllables of ML infrastructure. Voice and speed are in "
            <a href=Fixed::Settings.href()>"Settings"</a>"."
        </p>
        <h2>"Drills"</h2>
        <p>"Listen and choose, type what you hear, and pick the stressed syllable."</p>
        <SetList sets=drills />
        <h2>"Terms people often say wrong"</h2>
        <ul class="pron-list">
            {tricky
                .into_iter()
                .map(|t| {
                    view! {
                        <li>
                            <a href=term_href(&t.id)>
                                <strong>{t.term.clone()}</strong>
                            </a>
                            <span>{t.pronunciation.clone()}</span>
                            <SayButton
                                text=t.spoken.clone().unwrap_or_default()
                                written=t.pronunciation.clone()
                                label=format!("Say {}", t.term)
                            />
                        </li>
                    }
                })
                .collect_view()}
        </ul>
    }
}
