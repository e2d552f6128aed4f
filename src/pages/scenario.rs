//! A writing scenario or an interview question: the task, an editor with a live checklist,
//! drafts that save themselves, and on submit the model answer, a self-assessment and the record.

use std::time::Duration;

use leptos::prelude::*;

use crate::components::host::HostMark;
use crate::practice::text::count;

use crate::progress::BookmarkKey;

use crate::pages::page_by_id;
use crate::routes::{catalog, track_href, Fixed};
use crate::web::page::set_title;
use crate::web::store::store;

use crate::components::bookmark::Bookmark;
use crate::content::{Catalog, Scenario, ScenarioKind};
use crate::practice::text::{split_marked, word_count};
use crate::practice::writing::{analyze, key_phrases_used};
use crate::progress::{Attempt, Draft};
use crate::web::clock::now;

const CRITERIA: [(&str, &str); 4] = [
    ("clarity", "Clarity: a reader understands it on the first pass"),
    ("structure", "Structure: the sections and their order help the reader"),
    ("vocabulary", "Vocabulary: the right terms and collocations"),
    ("tone", "Tone: the register fits the reader"),
];

#[component]
pub fn ScenarioPage() -> impl IntoView {
    page_by_id(Catalog::scenario, |s| view! { <ScenarioView s /> })
}

#[component]
pub fn ScenarioView(s: &'static Scenario) -> impl IntoView {
    set_title(&s.title);
    let store = store();
    let interview = s.kind == ScenarioKind::Interview;
    let text = RwSignal::new(store.record.with_untracked(|r| {
        r.drafts.get(s.id.as_str()).map(|d| d.text.clone()).unwrap_or_default()
    }));
    // What the checklist shows lags typing by a moment, so analysis never slows a keystroke.
    let analysed = RwSignal::new(text.get_untracked());
    let saved = RwSignal::new(String::new());
    let submitted = RwSignal::new(None::<Attempt>);
    let rubric = RwSignal::new(std::collections::BTreeMap::<String, u8>::new());
    let timer = StoredValue::new(None::<TimeoutHandle>);
    let on_input = move |ev| {
        text.set(event_target_value(&ev));
        if let Some(h) = timer.get_value() {
            h.clear();
        }
        saved.set("Saving…".into());
        let h = set_timeout_with_handle(
            move || {
                let t = text.get_untracked();
                analysed.set(t.clone());
                store.update(|r| {
                    if t.trim().is_empty() {
                        r.drafts.remove(s.id.as_str());
                    } else {
                        r.drafts.insert(s.id.to_string(), Draft { text: t, updated_ms: now() });
                    }
                });
                saved.set("Draft saved in this browser.".into());
            },
            Duration::from_millis(400),
        )
        .ok();
        timer.set_value(h);
    };
    let analysis = Memo::new(move |_| analysed.with(|t| analyze(s, t)));
    let submit = move |_| {
        let t = text.get_untracked();
        if word_count(&t) == 0 {
            saved.set("Write something first.".into());
            return;
        }
        let a = analyze(s, &t);
        let checks = a.checks();
        let attempt = Attempt {
            text: t,
            submitted_ms: now(),
            rubric: Default::default(),
            passed: checks.iter().filter(|c| c.ok).count() as u32,
            checks: checks.len() as u32,
        };
        analysed.set(attempt.text.clone());
        store.update(|r| r.submit(&s.id, attempt.clone()));
        submitted.set(Some(attempt));
        saved.set("Submitted. Compare with the model answer below, then rate your answer.".into());
    };
    let save_rubric = move |_| {
        let Some(mut a) = submitted.get_untracked() else {
            return;
        };
        a.rubric = rubric.get_untracked();
        store.update(|r| {
            if let Some(last) = r
                .attempts
                .get_mut(s.id.as_str())
                .and_then(|v| v.iter_mut().rev().find(|x| x.submitted_ms == a.submitted_ms))
            {
                last.rubric = a.rubric.clone();
            }
        });
        saved.set("Your self-assessment is saved with this attempt.".into());
    };
    let past =
        move || store.record.with(|r| r.attempts.get(s.id.as_str()).map(Vec::len).unwrap_or(0));
    let track = catalog().track_title(&s.path).unwrap_or_default().to_string();

    view! {
        <nav class="crumbs" aria-label="Breadcrumb">
            <a href=track_href(&s.path)>{track}</a>
        </nav>
        <h1>{s.title.as_str()}</h1>
        <HostMark kind="scenario" id=&s.id />
        <p class="muted">
            {if interview { "Interview practice" } else { "Writing scenario" }}
            {format!(" · {}–{} words", s.words[0], s.words[1])}
            {move || {
                (past() > 0)
                    .then(|| format!(" · submitted {}", count(past() as u64, "time", "times")))
            }}
        </p>
        <p>
            <Bookmark key=BookmarkKey::Scenario(s.id.to_string()) />
        </p>
        <h2>"The situation"</h2>
        <p>{s.context.as_str()}</p>
        <h2>{if interview { "The question" } else { "Your task" }}</h2>
        <p class="lead">{s.task.as_str()}</p>
        {(!s.sections.is_empty()).then(|| view! { <p>"Sections: " {s.sections.join(" · ")}</p> })}
        <p>"Try to use: " {s.targets.join(", ")}</p>
        {interview
            .then(|| {
                view! {
                    <p class="note">
                        "You can type your answer, or say it aloud first and then reveal the model answer."
                    </p>
                }
            })}
        <div class="writing">
            <div class="editor">
                <label for="answer">
                    {if interview {
                        "Your answer"
                    } else {
                        "Your text (headings on their own lines)"
                    }}
                </label>
                <textarea
                    id="answer"
                    rows="18"
                    spellcheck="true"
                    aria-describedby="checklist-h"
                    prop:value=move || text.get()
                    on:input=on_input
                    readonly=move || submitted.with(Option::is_some)
                ></textarea>
                <p class="muted" role="status">
                    {move || format!("{} words. ", word_count(&text.get()))}
                    {move || saved.get()}
                </p>
                <div class="actions">
                    {move || {
                        if submitted.with(Option::is_some) {
                            view! {
                                <button type="button" on:click=move |_| submitted.set(None)>
                                    "Write another version"
                                </button>
                            }
                                .into_any()
                        } else {
                            view! {
                                <button type="button" class="primary" on:click=submit>
                                    "Submit"
                                </button>
                                {interview
                                    .then(|| {
                                        view! {
                                            <button
                                                type="button"
                                                on:click=move |_| submitted.set(Some(Attempt::default()))
                                            >
                                                "I said it aloud: reveal"
                                            </button>
                                        }
                                    })}
                            }
                                .into_any()
                        }
                    }}
                </div>
            </div>
            <aside class="checklist" aria-labelledby="checklist-h">
                <h2 id="checklist-h">"Checklist"</h2>
                <ul>
                    {move || {
                        analysis
                            .get()
                            .checks()
                            .into_iter()
                            .map(|c| {
                                view! {
                                    <li class:right=c.ok class:wrong=!c.ok>
                                        <span aria-hidden="true">
                                            {if c.ok { "✓ " } else { "✗ " }}
                                        </span>
                                        <strong>{c.label}</strong>
                                        <span class="sr-only">
                                            {if c.ok { " (done)" } else { " (to do)" }}
                                        </span>
                                        {(!c.detail.is_empty())
                                            .then(|| {
                                                view! { <span class="detail">" "{c.detail}</span> }
                                            })}
                                    </li>
                                }
                            })
                            .collect_view()
                    }}
                </ul>
                {interview
                    .then(|| {
                        view! {
                            <h3>"Key phrases used"</h3>
                            <ul>
                                {move || {
                                    analysed
                                        .with(|t| key_phrases_used(s, t))
                                        .into_iter()
                                        .map(|(p, used)| {
                                            view! {
                                                <li>
                                                    {if used { "✓ " } else { "○ " }}{p}
                                                    {if used { " (used)" } else { "" }}
                                                </li>
                                            }
                                        })
                                        .collect_view()
                                }}
                            </ul>
                        }
                    })}
            </aside>
        </div>
        {move || {
            submitted
                .get()
                .map(|_| {
                    view! {
                        <section class="model" aria-labelledby="model-h">
                            <h2 id="model-h">"Model answer"</h2>
                            <div class="side-by-side">
                                <div>
                                    <h3>"Yours"</h3>
                                    <pre class="answer-text">{text.get_untracked()}</pre>
                                </div>
                                <div>
                                    <h3>"Ours"</h3>
                                    <pre class="answer-text">
                                        {split_marked(&s.model_answer, &s.key_phrases)
                                            .into_iter()
                                            .map(|(t, m)| {
                                                if m {
                                                    view! { <mark>{t}</mark> }.into_any()
                                                } else {
                                                    view! { <span>{t}</span> }.into_any()
                                                }
                                            })
                                            .collect_view()}
                                    </pre>
                                    {(!s.key_phrases.is_empty())
                                        .then(|| {
                                            view! {
                                                <p class="muted">"Highlighted: phrases worth reusing."</p>
                                            }
                                        })}
                                </div>
                            </div>
                            <fieldset class="rubric">
                                <legend>
                                    "Rate your answer (1 = not yet, 4 = as good as the model)"
                                </legend>
                                {CRITERIA
                                    .iter()
                                    .map(|(key, label)| {
                                        view! {
                                            <div class="rubric-row" role="radiogroup" aria-label=*label>
                                                <span>{*label}</span>
                                                {(1u8..=4)
                                                    .map(|n| {
                                                        view! {
                                                            <label>
                                                                <input
                                                                    type="radio"
                                                                    name=*key
                                                                    prop:checked=move || {
                                                                        rubric.with(|r| r.get(*key) == Some(&n))
                                                                    }
                                                                    on:change=move |_| {
                                                                        rubric
                                                                            .update(|r| {
                                                                                r.insert(key.to_string(), n);
                                                                            })
                                                                    }
                                                                />
                                                                {format!(" {n}")}
                                                            </label>
                                                        }
                                                    })
                                                    .collect_view()}
                                            </div>
                                        }
                                    })
                                    .collect_view()}
                            </fieldset>
                            <div class="actions">
                                <button type="button" class="primary" on:click=save_rubric>
                                    "Save my ratings"
                                </button>
                                <a class="button" href=track_href(&s.path)>
                                    "Back to the path"
                                </a>
                            </div>
                        </section>
                    }
                })
        }}
        <p>
            <a href=Fixed::Home.href()>"All paths"</a>
        </p>
    }
}
