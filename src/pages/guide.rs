//! The skill guide: levels, sub-skills, stages, portfolio, red flags, keywords,
//! a self-assessment that is saved and suggests where to start, and the guide's sets.

use leptos::prelude::*;

use crate::components::{Bullets, FaqList};
use crate::pages::page_by_id;
use crate::routes::{catalog, path_href};
use crate::web::page::set_title;
use crate::web::store::store;

use crate::content::{Catalog, Guide, Strand};
use crate::pages::path::{SetList, SpeakingList};

#[component]
pub fn GuidePage() -> impl IntoView {
    page_by_id(Catalog::guide, |g| view! { <GuideView g /> })
}

#[component]
fn GuideView(g: &'static Guide) -> impl IntoView {
    set_title(&g.title);
    let c = catalog();
    let store = store();
    // The guide's own order first, then its other practice sets; readings and listenings apart.
    let mut sets: Vec<_> = g.sets.iter().filter_map(|s| c.set(s)).collect();
    let of = |strand| c.sets_of(&g.id).filter(move |s| s.strand() == strand);
    // A language page's own set is listed on its page, not here.
    let others: Vec<_> =
        of(Strand::Practice).filter(|s| !g.sets.contains(&s.id) && s.language.is_none()).collect();
    sets.extend(others);
    let reading: Vec<_> = of(Strand::Reading).collect();
    let listening: Vec<_> = of(Strand::Listening).collect();
    let speaking: Vec<_> = c.speaking_of(&g.id).collect();
    view! {
        <h1>{g.title.as_str()}" skill guide"</h1>
        <p class="lead">{g.overview.as_str()}</p>
        <section aria-labelledby="levels-h">
            <h2 id="levels-h">"Proficiency levels"</h2>
            {g
                .levels
                .iter()
                .map(|l| {
                    view! {
                        <h3>{l.name.as_str()}</h3>
                        <p>{l.summary.as_str()}</p>
                        <Bullets items=&l.can_do />
                    }
                })
                .collect_view()}
        </section>
        <section aria-labelledby="sub-h">
            <h2 id="sub-h">"Sub-skills"</h2>
            {g
                .subskills
                .iter()
                .map(|s| {
                    view! {
                        <h3>{s.name.as_str()}</h3>
                        <p>{s.summary.as_str()}</p>
                        <Bullets items=&s.tasks />
                    }
                })
                .collect_view()}
        </section>
        <section aria-labelledby="stages-h">
            <h2 id="stages-h">"Learning path"</h2>
            <ol>
                {g
                    .stages
                    .iter()
                    .map(|s| {
                        view! {
                            <li>
                                <strong>{s.name.as_str()}</strong>
                                <p>{s.goal.as_str()}</p>
                                <ul>
                                    {s
                                        .deliverables
                                        .iter()
                                        .map(|x| view! { <li>{x.as_str()}</li> })
                                        .collect_view()}
                                </ul>
                            </li>
                        }
                    })
                    .collect_view()}
            </ol>
        </section>
        <section aria-labelledby="self-h">
            <h2 id="self-h">"Self-assessment"</h2>
            <p>
                "Tick what you can already do. Your answers are saved in this browser, and the suggestions below follow them."
            </p>
            <ul class="self-check">
                {g
                    .self_check
                    .iter()
                    .map(|q| {
                        let id = q.id.clone();
                        let id2 = q.id.to_string();
                        view! {
                            <li>
                                <label class="check-row">
                                    <input
                                        type="checkbox"
                                        prop:checked=move || {
                                            store
                                                .record
                                                .with(|r| {
                                                    r.self_check.get(id.as_str()).copied().unwrap_or(false)
                                                })
                                        }
                                        on:change=move |ev| {
                                            let v = event_target_checked(&ev);
                                            let id = id2.clone();
                                            store
                                                .update(move |r| {
                                                    r.self_check.insert(id, v);
                                                })
                                        }
                                    />
                                    " "
                                    {q.question.as_str()}
                                </label>
                            </li>
                        }
                    })
                    .collect_view()}
            </ul>
            <h3>"Where to start"</h3>
            {move || {
                let answered = store
                    .record
                    .with(|r| {
                        g.self_check
                            .iter()
                            .filter(|q| r.self_check.contains_key(q.id.as_str()))
                            .count()
                    });
                let gaps: Vec<_> = store
                    .record
                    .with(|r| {
                        g.self_check
                            .iter()
                            .filter(|q| !r.self_check.get(q.id.as_str()).copied().unwrap_or(false))
                            .collect()
                    });
                if answered == 0 {
                    return view! {
                        <p class="muted">"Tick the statements above to get a suggestion."</p>
                    }
                        .into_any();
                }
                if gaps.is_empty() {
                    return view! {
                        <p>
                            "You can do everything listed. Try the quick quiz, then the AI Infrastructure Architect path."
                        </p>
                    }
                        .into_any();
                }
                let mut counts = std::collections::BTreeMap::<&str, usize>::new();
                for q in &gaps {
                    *counts.entry(q.suggest_path.as_str()).or_default() += 1;
                }
                let best = counts
                    .iter()
                    .max_by_key(|(_, n)| **n)
                    .map(|(p, _)| *p)
                    .unwrap_or_default();
                let mut seen = std::collections::BTreeSet::new();
                let sets: Vec<_> = gaps
                    .iter()
                    .flat_map(|q| &q.suggest_sets)
                    .filter(|s| seen.insert(s.as_str()))
                    .filter_map(|s| c.set(s))
                    .take(4)
                    .collect();
                let title = c.path(best).map(|p| p.title.as_str()).unwrap_or_default();
                // The path most of the gaps point to, then the sets they name.
                view! {
                    <p>
                        "Start with the " <a href=path_href(best)>{title}</a>
                        " path, and these sets:"
                    </p>
                    <SetList sets />
                }
                    .into_any()
            }}
        </section>
        <section aria-labelledby="sets-h">
            <h2 id="sets-h">"Quick quiz and practice"</h2>
            <SetList sets />
        </section>
        <section aria-labelledby="read-h">
            <h2 id="read-h">"Read"</h2>
            <p class="muted">
                "Texts every infrastructure engineer meets, whatever the role, with tasks."
            </p>
            <SetList sets=reading />
        </section>
        <section aria-labelledby="listen-h">
            <h2 id="listen-h">"Listen"</h2>
            <p class="muted">
                "Conversations from hiring, onboarding and growth, with tasks; the transcript opens once you have answered."
            </p>
            <SetList sets=listening />
        </section>
        <section aria-labelledby="speak-h">
            <h2 id="speak-h">"Speak"</h2>
            <p class="muted">
                "Short talks every engineer gives: an interview answer, an introduction, an objection in a review, a handover. Prepare, speak, then compare with a model."
            </p>
            <SpeakingList tasks=speaking />
        </section>
        <section aria-labelledby="port-h">
            <h2 id="port-h">"Portfolio project ideas"</h2>
            <dl>
                {g
                    .portfolio
                    .iter()
                    .map(|p| {
                        view! {
                            <dt>{p.title.as_str()}</dt>
                            <dd>{p.detail.as_str()}</dd>
                        }
                    })
                    .collect_view()}
            </dl>
        </section>
        <section aria-labelledby="red-h">
            <h2 id="red-h">"Red flags"</h2>
            <dl>
                {g
                    .red_flags
                    .iter()
                    .map(|p| {
                        view! {
                            <dt>{p.title.as_str()}</dt>
                            <dd>{p.detail.as_str()}</dd>
                        }
                    })
                    .collect_view()}
            </dl>
        </section>
        <section aria-labelledby="ats-h">
            <h2 id="ats-h">"Keywords recruiters search for"</h2>
            <ul class="term-chips">
                {g.ats_keywords.iter().map(|k| view! { <li>{k.as_str()}</li> }).collect_view()}
            </ul>
        </section>
        <section aria-labelledby="gfaq-h">
            <h2 id="gfaq-h">"Frequently asked questions"</h2>
            <FaqList faq=&g.faq />
        </section>
    }
}
