//! A role path: overview, topic areas with their sets, spotlight, vocabulary, scenarios,
//! study plan, FAQ, "On the job", and the other roles.

use leptos::prelude::*;

use crate::components::anchor::InPageLink;
use crate::components::host::host_html;
use crate::components::FaqList;
use crate::pages::page_by_id;
use crate::progress::plan::{study_order, Step};
use crate::routes::{
    catalog, path_href, scenario_href, set_href, speaking_href, term_href, topic_href,
};
use crate::web::page::set_title;
use crate::web::store::store;

use crate::components::{check_html, Check};
use crate::content::Catalog;
use crate::content::{Cefr, ExerciseSet, RolePath, Scenario, ScenarioKind, SpeakingTask};
use html_escape::{encode_double_quoted_attribute as attr, encode_text as text};

#[component]
pub fn PathPage() -> impl IntoView {
    page_by_id(Catalog::path, |p| view! { <PathView p /> })
}

#[component]
fn PathView(p: &'static RolePath) -> impl IntoView {
    set_title(&p.title);
    let c = catalog();
    let store = store();
    let writing: Vec<&Scenario> = c
        .scenarios_of(&p.id, ScenarioKind::Writing)
        .filter(|s| !p.on_the_job.as_ref().is_some_and(|j| j.scenarios.contains(&s.id)))
        .collect();
    let interview: Vec<&Scenario> = c.scenarios_of(&p.id, ScenarioKind::Interview).collect();
    let speaking: Vec<&SpeakingTask> = c.speaking_of(&p.id).collect();
    let level = RwSignal::new(None::<Cefr>);
    view! {
        <h1>{p.title.as_str()}</h1>
        <p class="muted">
            {format!("{} · {} spelling", p.level, if p.spelling == "uk" { "UK" } else { "US" })}
        </p>
        <StartHere track=p.id.as_str() />
        <p class="lead">{p.overview.as_str()}</p>
        <nav class="toc" aria-label="On this page">
            <InPageLink to="topics">"Topics and sets"</InPageLink>
            <InPageLink to="spotlight">"Spotlight"</InPageLink>
            <InPageLink to="vocabulary">"Vocabulary"</InPageLink>
            <InPageLink to="scenarios">"Scenarios"</InPageLink>
            <InPageLink to="plan">"Study plan"</InPageLink>
            <InPageLink to="faq">"FAQ"</InPageLink>
        </nav>

        <section id="topics" aria-labelledby="topics-h">
            <h2 id="topics-h">"Topic areas and exercise sets"</h2>
            <LevelFilter level sets=c.sets_of(&p.id).filter(|s| s.topic.is_some()).collect() />
            {p
                .topics
                .iter()
                .filter_map(|t| c.topic_ref(&p.id, &t.id).map(|r| (t, r)))
                .map(|(t, r)| {
                    let sets: Vec<&'static ExerciseSet> = c
                        .sets_of(&p.id)
                        .filter(|s| s.topic.as_deref() == Some(t.id.as_str()))
                        .collect();
                    let check = r.check_id();
                    let done = Signal::derive(move || store.record.with(|x| x.is_done(&check)));
                    view! {
                        <div class="topic">
                            <h3>
                                <Check done />
                                <a href=topic_href(r)>{t.title.as_str()}</a>
                            </h3>
                            <p class="muted">{t.summary.as_str()}</p>
                            <SetList sets level />
                        </div>
                    }
                })
                .collect_view()}
        </section>

        <section id="spotlight" aria-labelledby="spotlight-h">
            <h2 id="spotlight-h">"Vocabulary spotlight"</h2>
            <dl class="spotlight">
                {p
                    .spotlight
                    .iter()
                    .filter_map(|id| c.term(id))
                    .map(|t| {
                        view! {
                            <div>
                                <dt>
                                    <a href=term_href(&t.id)>{t.term.clone()}</a>
                                    <span class="muted">" "{t.pos.clone()}</span>
                                </dt>
                                <dd>{t.definition.clone()}</dd>
                                <dd class="example">"“"{t.example.clone()}"”"</dd>
                            </div>
                        }
                    })
                    .collect_view()}
            </dl>
        </section>

        <section id="vocabulary" aria-labelledby="vocabulary-h">
            <h2 id="vocabulary-h">"Vocabulary reference"</h2>
            {p
                .vocabulary
                .iter()
                .map(|g| {
                    view! {
                        <h3>{g.title.as_str()}</h3>
                        <ul class="term-chips">
                            {g
                                .terms
                                .iter()
                                .filter_map(|id| c.term_name(id).map(|name| (id, name)))
                                .map(|(id, name)| {
                                    view! {
                                        <li>
                                            <a href=term_href(id)>{name}</a>
                                        </li>
                                    }
                                })
                                .collect_view()}
                        </ul>
                    }
                })
                .collect_view()}
        </section>

        <section id="scenarios" aria-labelledby="scenarios-h">
            <h2 id="scenarios-h">"Real-world scenarios"</h2>
            <ScenarioList scenarios=writing />
            {(!interview.is_empty())
                .then(|| {
                    view! {
                        <h3>"Interview practice"</h3>
                        <ScenarioList scenarios=interview />
                    }
                })}
            {(!speaking.is_empty())
                .then(|| {
                    view! {
                        <h3>"Speaking"</h3>
                        <SpeakingList tasks=speaking />
                    }
                })}
        </section>

        {p
            .on_the_job
            .as_ref()
            .map(|j| {
                view! {
                    <section id="on-the-job" aria-labelledby="job-h">
                        <h2 id="job-h">"On the job"</h2>
                        <p>{j.summary.as_str()}</p>
                        <div class="two-col">
                            <div>
                                <h3>"What the job involves"</h3>
                                <ul>
                                    {j
                                        .duties
                                        .iter()
                                        .map(|d| view! { <li>{d.as_str()}</li> })
                                        .collect_view()}
                                </ul>
                            </div>
                            <div>
                                <h3>"What employers ask for"</h3>
                                <ul>
                                    {j
                                        .qualifications
                                        .iter()
                                        .map(|d| view! { <li>{d.as_str()}</li> })
                                        .collect_view()}
                                </ul>
                            </div>
                        </div>
                        <SetList sets=j.sets.iter().filter_map(|s| c.set(s)).collect() />
                        <ScenarioList scenarios=j
                            .scenarios
                            .iter()
                            .filter_map(|s| c.scenario(s))
                            .collect() />
                    </section>
                }
            })}

        <section id="plan" aria-labelledby="plan-h">
            <h2 id="plan-h">"Suggested study plan"</h2>
            <ol class="plan">
                {p
                    .study_plan
                    .iter()
                    .map(|s| {
                        view! {
                            <li>
                                <strong>{s.when.as_str()}": "{s.focus.as_str()}</strong>
                                <p>{s.detail.as_str()}</p>
                            </li>
                        }
                    })
                    .collect_view()}
            </ol>
        </section>

        <section id="faq" aria-labelledby="faq-h">
            <h2 id="faq-h">"Frequently asked questions"</h2>
            <FaqList faq=&p.faq />
        </section>

        <section aria-labelledby="others-h">
            <h2 id="others-h">"Other roles"</h2>
            <ul>
                {c
                    .paths
                    .iter()
                    .filter(|o| o.id != p.id)
                    .map(|o| {
                        view! {
                            <li>
                                <a href=path_href(&o.id)>{o.title.as_str()}</a>
                                " — "
                                {o.summary.as_str()}
                            </li>
                        }
                    })
                    .collect_view()}
            </ul>
        </section>
    }
}

/// Sets with a finished mark and the best score.
///
/// The rows are one HTML string the browser parses in one go, and one effect re-marks the rows
/// whose state changed (another tab finished a set, the level filter): a role path lists 184
/// sets, and rows built node by node, four reactive parts each, took a quarter of its start-up.
#[component]
pub fn SetList(
    sets: Vec<&'static ExerciseSet>,
    /// Shows only the sets at this level, when one is chosen.
    #[prop(optional)]
    level: Option<RwSignal<Option<Cefr>>>,
) -> impl IntoView {
    let store = store();
    let list = NodeRef::<leptos::html::Ul>::new();
    let sets = StoredValue::new(sets);
    let marks = move || {
        let level = level.and_then(|l| l.get());
        store
            .record
            .with(|r| sets.with_value(|sets| sets.iter().map(|s| Mark::of(r, s, level)).collect()))
    };
    let first: Vec<Mark> = untrack(marks);
    let html = sets.with_value(|sets| {
        sets.iter().zip(&first).fold(String::new(), |mut html, (s, m)| {
            html.push_str(&format!("<li class=\"set\" data-set=\"{}\"", attr(&s.id)));
            html.push_str(if m.hidden { " hidden>" } else { ">" });
            html.push_str(&row_html(s, m));
            html.push_str("</li>");
            html
        })
    });
    let shown = StoredValue::new(first);
    Effect::new(move || {
        let now: Vec<Mark> = marks();
        let Some(ul) = list.get() else { return };
        sets.with_value(|sets| {
            shown.with_value(|before| {
                crate::web::rows::remark(
                    &ul,
                    before,
                    &now,
                    |i, m| row_html(sets[i], m),
                    |m| m.hidden,
                )
            })
        });
        shown.set_value(now);
    });
    view! { <ul class="sets" node_ref=list inner_html=html></ul> }
}

/// What a set's row shows of the learner's record, and whether the level filter hides it.
#[derive(Clone, PartialEq)]
struct Mark {
    done: bool,
    started: bool,
    best: Option<f32>,
    hidden: bool,
}

impl Mark {
    fn of(r: &crate::progress::Record, s: &ExerciseSet, level: Option<Cefr>) -> Mark {
        let id = s.id.as_str();
        Mark {
            done: r.is_done(id),
            started: r.sessions.contains_key(id),
            best: best_score(r, id),
            hidden: level.is_some_and(|l| s.level != Some(l)),
        }
    }
}

/// A set's row inside its `<li>`: the markup of `Check`, `LevelBadge`, `HostMark` and
/// `BestScore`, as text (the prerender test renders the first three and compares them).
fn row_html(s: &ExerciseSet, m: &Mark) -> String {
    let mut html = check_html(m.done);
    html.push_str(&format!("<a href=\"{}\">{}</a>", attr(&set_href(&s.id)), text(&s.title)));
    if let Some(l) = s.level {
        html.push_str(&level_html(l));
    }
    html.push_str(&host_html("set", &s.id));
    html.push_str(&format!(
        "<span class=\"muted\"> · {} items · {} min</span>",
        s.items.len(),
        s.minutes
    ));
    if let Some(best) = m.best {
        html.push_str(&format!("<span class=\"badge\">{}</span>", best_label(best)));
    }
    if m.started && !m.done {
        html.push_str("<span class=\"badge\">in progress</span>");
    }
    html
}

/// Chooses the level of the sets a path page lists, and says how many are shown.
#[component]
fn LevelFilter(level: RwSignal<Option<Cefr>>, sets: Vec<&'static ExerciseSet>) -> impl IntoView {
    let total = sets.len();
    let shown = move || match level.get() {
        None => total,
        Some(l) => sets.iter().filter(|s| s.level == Some(l)).count(),
    };
    view! {
        <p class="level-filter">
            <label>
                "Show sets at level "
                <select on:change=move |ev| level.set(Cefr::from_key(&event_target_value(&ev)))>
                    <option value="">"All levels"</option>
                    {Cefr::ALL
                        .map(|l| view! { <option value=l.key()>{l.label()}</option> })
                        .collect_view()}
                </select>
            </label>
            <span class="muted" role="status">
                {move || format!(" {} of {total} sets", shown())}
            </span>
        </p>
    }
}

/// `LevelBadge`'s markup as text, for rows written as HTML.
pub fn level_html(l: Cefr) -> String {
    format!(
        "<span title=\"CEFR level {0}\" class=\"level\"><span class=\"sr-only\">Level </span>{0}</span>",
        l.label()
    )
}

/// A CEFR level as a small badge, named in full for screen readers.
#[component]
pub fn LevelBadge(level: Option<Cefr>) -> impl IntoView {
    level.map(|l| {
        view! {
            <span class="level" title=format!("CEFR level {}", l.label())>
                <span class="sr-only">"Level "</span>
                {l.label()}
            </span>
        }
    })
}

/// The best score on a set, once the learner has finished it.
fn best_score(r: &crate::progress::Record, id: &str) -> Option<f32> {
    r.sets.get(id).filter(|x| x.times > 0).map(|x| x.best_score)
}

fn best_label(best: f32) -> String {
    format!("best {}%", (best * 100.0).round())
}

/// The learner's best score on a set, once they have finished it.
#[component]
pub fn BestScore(id: String) -> impl IntoView {
    let store = store();
    move || {
        store.record.with(|r| {
            best_score(r, &id).map(|best| view! { <span class="badge">{best_label(best)}</span> })
        })
    }
}

/// Speaking tasks, each marked once the learner has checked a talk.
#[component]
pub fn SpeakingList(tasks: Vec<&'static SpeakingTask>) -> impl IntoView {
    let store = store();
    view! {
        <ul class="scenarios">
            {tasks
                .into_iter()
                .map(|t| {
                    let id = t.id.as_str();
                    let done = Signal::derive(move || store.record.with(|r| r.spoken_done(id)));
                    view! {
                        <li data-speaking=id>
                            <Check done />
                            <a href=speaking_href(id)>{t.title.as_str()}</a>
                            <LevelBadge level=Some(t.level) />
                        </li>
                    }
                })
                .collect_view()}
        </ul>
    }
}

/// Writing tasks and interview questions: what the learner will write or say.
#[component]
pub fn ScenarioList(scenarios: Vec<&'static Scenario>) -> impl IntoView {
    let store = store();
    view! {
        <ul class="scenarios">
            {scenarios
                .into_iter()
                .map(|s| {
                    let id = s.id.as_str();
                    let done = Signal::derive(move || store.record.with(|r| r.scenario_done(id)));
                    let draft = move || store.record.with(|r| r.drafts.contains_key(id));
                    view! {
                        <li data-scenario=id>
                            <Check done />
                            <a href=scenario_href(id)>{s.title.as_str()}</a>
                            {move || {
                                (draft() && !done.get())
                                    .then(|| view! { <span class="badge">"draft"</span> })
                            }}
                            <p class="muted">{s.context.as_str()}</p>
                        </li>
                    }
                })
                .collect_view()}
        </ul>
    }
}

/// One obvious next step at the top of a path: its first step in study order for a newcomer,
/// then the first not yet done.
#[component]
pub fn StartHere(track: &'static str) -> impl IntoView {
    let c = catalog();
    let store = store();
    move || {
        let steps = study_order(c, track);
        let (started, next) = store.record.with(|r| {
            let done = |s: &Step| r.is_done(&s.id());
            (steps.iter().any(done), steps.iter().find(|s| !done(s)).copied())
        });
        next.map(|step| {
            view! {
                <section class="start-here" aria-labelledby="start-h">
                    <h2 id="start-h">{if started { "Next step" } else { "Start here" }}</h2>
                    <p>
                        <a class="button primary" href=set_href(&step.id())>
                            {step.title(c)}
                        </a>
                        <span class="muted">{format!(" · about {} minutes", step.minutes())}</span>
                    </p>
                </section>
            }
        })
    }
}
