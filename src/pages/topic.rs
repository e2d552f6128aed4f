//! A topic of a role path, as a unit of the course: read or listen, the language points, the
//! practice sets, the scenarios, and a topic check that marks the topic done.

use leptos::prelude::*;
use leptos_router::hooks::use_params_map;

use crate::components::Check;
use crate::content::{ExerciseSet, LanguagePage, Scenario, SpeakingTask, Strand, TopicRef};
use crate::pages::not_found::NotFound;
use crate::pages::path::{BestScore, ScenarioList, SetList, SpeakingList};
use crate::routes::{catalog, language_href, path_href, set_href};
use crate::web::page::set_title;
use crate::web::store::store;

#[component]
pub fn TopicPage() -> impl IntoView {
    let params = use_params_map();
    let key = Memo::new(move |_| {
        let p = params.read();
        (p.get("id").unwrap_or_default(), p.get("topic").unwrap_or_default())
    });
    move || {
        let (path, topic) = key.get();
        match catalog().topic_ref(&path, &topic) {
            Some(t) => view! { <TopicView t /> }.into_any(),
            None => view! { <NotFound /> }.into_any(),
        }
    }
}

#[component]
fn TopicView(t: &'static TopicRef) -> impl IntoView {
    let c = catalog();
    let (Some(topic), Some(path)) = (c.topic(t), c.path(&t.path)) else {
        return view! { <NotFound /> }.into_any();
    };
    set_title(&topic.title);
    let sets = |strand| -> Vec<&'static ExerciseSet> { c.topic_sets(t, strand).collect() };
    let (reading, listening, practice) =
        (sets(Strand::Reading), sets(Strand::Listening), sets(Strand::Practice));
    let mut language: Vec<&'static LanguagePage> = Vec::new();
    for s in reading.iter().chain(&listening).chain(&practice) {
        for l in c.language_of_set(&s.id) {
            if !language.iter().any(|x| x.id == l.id) {
                language.push(l);
            }
        }
    }
    let scenarios: Vec<&'static Scenario> = c
        .scenarios
        .iter()
        .filter(|s| s.path == t.path && s.topic.as_deref() == Some(&t.topic))
        .collect();
    let check = c.has_check(t).then(|| t.check_id());
    let store = store();
    let done = {
        let id = t.check_id();
        Signal::derive(move || store.record.with(|r| r.is_done(&id)))
    };
    let mut steps = Vec::new();
    if !reading.is_empty() {
        steps.push((
            "Read",
            "A text of the kind you meet at work, with tasks.",
            view! { <SetList sets=reading /> }.into_any(),
        ));
    }
    if !listening.is_empty() {
        steps.push((
            "Listen",
            "A conversation, with tasks; the transcript opens once you have answered.",
            view! { <SetList sets=listening /> }.into_any(),
        ));
    }
    if !language.is_empty() {
        steps.push((
            "Language focus",
            "The rules the texts and sets use.",
            view! {
                <ul>
                    {language
                        .into_iter()
                        .map(|l| {
                            view! {
                                <li>
                                    <a href=language_href(&l.id)>{l.title.as_str()}</a>
                                </li>
                            }
                        })
                        .collect_view()}
                </ul>
            }
            .into_any(),
        ));
    }
    steps.push((
        "Practise",
        "Exercise sets on the topic's words and phrases.",
        view! { <SetList sets=practice /> }.into_any(),
    ));
    if !scenarios.is_empty() {
        steps.push((
            "Write or answer",
            "Use the topic in a text or an interview answer, with feedback.",
            view! { <ScenarioList scenarios /> }.into_any(),
        ));
    }
    let speaking: Vec<&SpeakingTask> =
        c.speaking_of(&t.path).filter(|s| s.topic.as_deref() == Some(t.topic.as_str())).collect();
    if !speaking.is_empty() {
        steps.push((
            "Speak",
            "Prepare and give a short talk, record it if you like, then compare with a model.",
            view! { <SpeakingList tasks=speaking /> }.into_any(),
        ));
    }
    if let Some(id) = check {
        steps.push((
            "Topic check",
            "A short mixed quiz from the topic's sets. Finishing it marks the topic done.",
            view! {
                <p class="set" data-set=id.clone()>
                    <Check done />
                    <a href=set_href(&id)>"Take the topic check"</a>
                    <BestScore id=id.clone() />
                </p>
            }
            .into_any(),
        ));
    }
    view! {
        <nav class="crumbs" aria-label="Breadcrumb">
            <a href=path_href(&path.id)>{path.title.as_str()}</a>
        </nav>
        <h1>{topic.title.as_str()}</h1>
        <p class="lead">{topic.summary.as_str()}</p>
        <p class="topic-status" role="status">
            {move || if done.get() { "Topic done: you have taken its check." } else { "" }}
        </p>
        <h2>"Recommended order"</h2>
        <ol class="topic-steps">
            {steps
                .into_iter()
                .map(|(title, what, body)| {
                    view! {
                        <li>
                            <h3>{title}</h3>
                            <p class="muted">{what}</p>
                            {body}
                        </li>
                    }
                })
                .collect_view()}
        </ol>
    }
    .into_any()
}
