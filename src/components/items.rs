//! One view per exercise kind. Each keeps its own input state and writes the learner's
//! current answer into `draft`; the player grades it and hands back the `outcome`,
//! which the view uses to mark each part right or wrong.

use leptos::prelude::*;

use crate::components::recorder::{Recorder, SayYourself};
use crate::components::say::SayButton;

/// The longest spoken reply recorded before a dialogue's options.
const SAY_FIRST_SECONDS: u32 = 30;
use crate::content::{Body, Item, Opt};
use crate::practice::grade::{sentence_words, write_checks};
use crate::practice::shuffle::permutation;
use crate::practice::text::Seg;
use crate::practice::{Answer, Outcome, Verdict};

/// Builds one kind's view in a function of its own (wasm-opt keeps it so: `--no-inline` in
/// index.html): V8 compiles a wasm function whole at its first call, and one function holding
/// every kind compiled all nine to show one (a set page compiles 14 KB less at start-up).
#[inline(never)]
fn apart(view: impl FnOnce() -> AnyView) -> AnyView {
    view()
}

#[component]
pub fn ItemView(
    item: &'static Item,
    draft: RwSignal<Option<Answer>>,
    outcome: RwSignal<Option<Outcome>>,
) -> impl IntoView {
    let locked = Signal::derive(move || outcome.with(Option::is_some));
    let id = item.id.as_str();
    match &item.body {
        Body::Choice { options, answer } => apart(move || {
            let right: Vec<bool> = options.iter().map(|o| &o.text == answer).collect();
            view! { <OptionList key=id options=whys(options) right multi=false draft locked /> }
                .into_any()
        }),
        Body::MultiChoice { options, answers } => apart(move || {
            let right: Vec<bool> = options.iter().map(|o| answers.contains(&o.text)).collect();
            // Say it unless the prompt already does.
            let hint = (!item.prompt.to_lowercase().contains("apply"))
                .then(|| view! { <p class="hint">"Choose all that apply."</p> });
            view! {
                {hint}
                <OptionList key=id options=whys(options) right multi=true draft locked />
            }
            .into_any()
        }),
        Body::GapFill { text, .. } => apart(move || {
            let (before, after) = text.split_once("___").unwrap_or((text.as_str(), ""));
            view! {
                <p class="gap-sentence">
                    {before} <TextAnswer label="Missing words" draft locked /> {after}
                </p>
                <TypedFeedback outcome />
            }
            .into_any()
        }),
        Body::ErrorCorrection { sentence, wrong, .. } => {
            apart(move || view! { <ErrorCorrection sentence wrong draft outcome /> }.into_any())
        }
        Body::Ordering { steps } => {
            apart(move || view! { <Ordering key=id steps draft outcome /> }.into_any())
        }
        Body::Matching { pairs } => apart(move || {
            let lefts = pairs.iter().map(|p| p.left.clone()).collect();
            let rights = pairs.iter().map(|p| p.right.clone()).collect();
            view! { <Matching key=id lefts rights draft outcome /> }.into_any()
        }),
        Body::WordStress { word, syllables, stress } => apart(move || {
            let options = syllables.iter().map(|s| (s.clone(), None)).collect();
            let right = (0..syllables.len()).map(|i| i == *stress).collect();
            view! {
                <p class="stress-word">
                    <strong>{word.clone()}</strong>
                    " "
                    <SayButton text=word.clone() written=syllables.join("-") label="Hear it" />
                </p>
                <p class="hint">"Which syllable is stressed?"</p>
                <OptionList key=id options right multi=false draft locked keep_order=true />
                <Show when=move || locked.get()>
                    <SayYourself task=format!("{id}/say") say=word.clone() />
                </Show>
            }
            .into_any()
        }),
        Body::Listening { say, options, answer, .. } => apart(move || {
            let picker = if options.is_empty() {
                view! {
                    <p>
                        <TextAnswer label="What you heard" draft locked />
                    </p>
                    <TypedFeedback outcome />
                }
                .into_any()
            } else {
                let right = options.iter().map(|o| o == answer).collect();
                let opts = options.iter().map(|o| (o.clone(), None)).collect();
                view! { <OptionList key=id options=opts right multi=false draft locked /> }
                    .into_any()
            };
            view! {
                <p class="listen">
                    <SayButton text=say.clone() written=say.clone() label="Play" />
                </p>
                {picker}
                <Show when=move || locked.get()>
                    <SayYourself task=format!("{id}/say") say=say.clone() />
                </Show>
            }
            .into_any()
        }),
        Body::Dialogue { setting, turns } => {
            apart(move || view! { <Dialogue key=id setting turns draft locked /> }.into_any())
        }
        Body::Write { targets, words, .. } => {
            apart(move || view! { <WriteAnswer targets words=*words draft locked /> }.into_any())
        }
    }
}

/// A sentence of the learner's own, with the checks it must pass listed beside it and ticked
/// as they type (the model answer comes with the feedback).
#[component]
fn WriteAnswer(
    targets: &'static [String],
    words: [u32; 2],
    draft: RwSignal<Option<Answer>>,
    locked: Signal<bool>,
) -> impl IntoView {
    let text = RwSignal::new(String::new());
    let checks = Memo::new(move |_| text.with(|t| write_checks(targets, words, t)));
    view! {
        <textarea
            class="write"
            rows="3"
            aria-label="Your sentence"
            aria-describedby="write-checks"
            readonly=move || locked.get()
            on:input=move |ev| {
                let v = event_target_value(&ev);
                draft.set(if v.trim().is_empty() { None } else { Some(Answer::Text(v.clone())) });
                text.set(v);
            }
        ></textarea>
        <ul id="write-checks" class="write-checks" aria-live="polite">
            {move || {
                checks
                    .get()
                    .into_iter()
                    .map(|(label, ok)| {
                        view! {
                            <li class=if ok { "ok" } else { "todo" }>
                                <span aria-hidden="true">{if ok { "✓ " } else { "○ " }}</span>
                                <span class="sr-only">
                                    {if ok { "Done: " } else { "Not yet: " }}
                                </span>
                                {label}
                            </li>
                        }
                    })
                    .collect_view()
            }}
        </ul>
    }
}

fn whys(options: &[Opt]) -> Vec<(String, Option<String>)> {
    options.iter().map(|o| (o.text.clone(), Some(o.why.clone()))).collect()
}

/// Buttons for options, shuffled per item, with number-key shortcuts. After grading, each
/// option says in words whether it was right and, where given, why.
#[component]
pub fn OptionList(
    key: &'static str,
    /// (label, why) in authored order.
    options: Vec<(String, Option<String>)>,
    /// Which options are correct, in authored order.
    right: Vec<bool>,
    multi: bool,
    draft: RwSignal<Option<Answer>>,
    locked: Signal<bool>,
    #[prop(optional)] keep_order: bool,
) -> impl IntoView {
    let order = if keep_order {
        (0..options.len()).collect()
    } else {
        permutation(key, options.len(), false)
    };
    let chosen = RwSignal::new(Vec::<usize>::new());
    let pick = move |i: usize| {
        if locked.get_untracked() {
            return;
        }
        chosen.update(|c| {
            if multi {
                if let Some(p) = c.iter().position(|x| *x == i) {
                    c.remove(p);
                } else {
                    c.push(i);
                }
            } else {
                *c = vec![i];
            }
        });
        let c = chosen.get_untracked();
        draft.set(match (multi, c.first()) {
            (true, _) => Some(Answer::Picks(c)),
            (false, Some(&i)) => Some(Answer::Pick(i)),
            (false, None) => None,
        });
    };
    let role = if multi { "group" } else { "radiogroup" };
    view! {
        <div class="options" class:multi=multi role=role aria-label="Options">
            {order
                .into_iter()
                .enumerate()
                .map(|(n, i)| {
                    let (label, why) = options[i].clone();
                    let is_right = right[i];
                    let selected = move || chosen.with(|c| c.contains(&i));
                    let mark = move || {
                        if !locked.get() {
                            return None;
                        }
                        let text = match (is_right, selected(), multi) {
                            (true, true, _) => "✓ Your choice, correct",
                            (true, false, true) => "✗ Also correct: you missed this one",
                            (true, false, false) => "✓ Correct answer",
                            (false, true, _) => "✗ Your choice, not correct",
                            (false, false, _) => return None,
                        };
                        Some(view! { <span class="mark">{text}</span> })
                    };
                    let why_view = move || {
                        let shown = locked.get() && (is_right || selected());
                        why.clone()
                            .filter(|_| shown)
                            .map(|w| view! { <span class="why">{w}</span> })
                    };
                    let role = if multi { "checkbox" } else { "radio" };
                    view! {
                        <button
                            type="button"
                            class="option"
                            role=role
                            aria-checked=move || selected().to_string()
                            aria-disabled=move || locked.get().then_some("true")
                            class:selected=selected
                            class:right=move || locked.get() && is_right
                            class:wrong=move || locked.get() && !is_right && selected()
                            class:missed=move || locked.get() && multi && is_right && !selected()
                            data-shortcut=(n + 1).to_string()
                            on:click=move |_| pick(i)
                        >
                            <kbd aria-hidden="true">{n + 1}</kbd>
                            <span class="label">{label}</span>
                            {mark}
                            {why_view}
                        </button>
                    }
                })
                .collect_view()}
        </div>
    }
}

/// A text box for a typed answer; Enter submits through the player's form.
#[component]
pub fn TextAnswer(
    label: &'static str,
    draft: RwSignal<Option<Answer>>,
    locked: Signal<bool>,
) -> impl IntoView {
    view! {
        <input
            type="text"
            class="typed"
            aria-label=label
            autocomplete="off"
            autocapitalize="off"
            spellcheck="false"
            readonly=move || locked.get()
            on:input=move |ev| {
                let v = event_target_value(&ev);
                draft.set(if v.trim().is_empty() { None } else { Some(Answer::Text(v)) });
            }
        />
    }
}

/// For a typed answer that was not exact: the difference from the nearest accepted answer,
/// marked with insertions and deletions (the player says that answer in words, once).
#[component]
pub fn TypedFeedback(outcome: RwSignal<Option<Outcome>>) -> impl IntoView {
    move || {
        outcome.get().filter(|o| o.verdict != Verdict::Correct && !o.diff.is_empty()).map(|o| {
            let near = o.verdict == Verdict::NearMiss;
            view! {
                <div class="typed-feedback">
                    {near.then(|| view! { <p>"Nearly: one letter off."</p> })}
                    <p class="diff" aria-hidden="true">
                        {o
                            .diff
                            .iter()
                            .map(|seg| match seg {
                                Seg::Same(t) => view! { <span>{t.clone()}</span> }.into_any(),
                                Seg::Missing(t) => {
                                    view! { <ins title="missing">{t.clone()}</ins> }.into_any()
                                }
                                Seg::Extra(t) => {
                                    view! { <del title="not needed">{t.clone()}</del> }.into_any()
                                }
                            })
                            .collect_view()}
                    </p>
                    <p class="legend muted">
                        "Underlined: missing letters. Struck through: letters not needed."
                    </p>
                </div>
            }
        })
    }
}

/// The words chosen as a span: a click next to it grows it, a click on its first or last word
/// shrinks it, any other click starts a new one.
fn choose(span: Option<(usize, usize)>, i: usize) -> Option<(usize, usize)> {
    match span {
        Some((a, b)) if a == b && i == a => None,
        Some((a, b)) if i + 1 == a => Some((i, b)),
        Some((a, b)) if i == b + 1 => Some((a, i)),
        Some((a, b)) if i == a => Some((a + 1, b)),
        Some((a, b)) if i == b => Some((a, b - 1)),
        _ => Some((i, i)),
    }
}

#[component]
fn ErrorCorrection(
    sentence: &'static str,
    wrong: &'static str,
    draft: RwSignal<Option<Answer>>,
    outcome: RwSignal<Option<Outcome>>,
) -> impl IntoView {
    let (words, hits) = sentence_words(sentence, wrong);
    let count = words.len();
    let locked = Signal::derive(move || outcome.with(Option::is_some));
    let span = RwSignal::new(None::<(usize, usize)>);
    let text = RwSignal::new(String::new());
    let chosen = move |i: usize| span.get().is_some_and(|(a, b)| (a..=b).contains(&i));
    let words2 = words.clone();
    let picked = move || span.get().map(|(a, b)| words2[a..=b].join(" "));
    let sync = move || {
        draft.set(
            span.get_untracked()
                .filter(|_| !text.get_untracked().trim().is_empty())
                .map(|(from, to)| Answer::Fix { from, to, text: text.get_untracked() }),
        );
    };
    // Arrow keys move between the words; Space or Enter chooses one, as a click does.
    let arrows = move |ev: leptos::ev::KeyboardEvent, i: usize| {
        let to = match ev.key().as_str() {
            "ArrowRight" | "ArrowDown" if i + 1 < count => i + 1,
            "ArrowLeft" | "ArrowUp" if i > 0 => i - 1,
            "Home" => 0,
            "End" => count - 1,
            _ => return,
        };
        ev.prevent_default();
        crate::web::page::focus(&format!("word-{to}"));
    };
    view! {
        <p class="hint">
            "1. Select the word or phrase that is wrong: click each of its words (arrow keys move, Space selects)."
        </p>
        <div class="sentence-words" role="group" aria-label="Words of the sentence">
            {words
                .into_iter()
                .enumerate()
                .map(|(i, w)| {
                    let is_wrong = hits.contains(&i);
                    view! {
                        <button
                            type="button"
                            class="word"
                            id=format!("word-{i}")
                            tabindex=move || {
                                let first = span.get().map_or(0, |(a, _)| a);
                                if i == first { "0" } else { "-1" }
                            }
                            aria-pressed=move || chosen(i).to_string()
                            class:selected=move || chosen(i)
                            class:right=move || locked.get() && is_wrong
                            on:keydown=move |ev| arrows(ev, i)
                            on:click=move |_| {
                                if !locked.get_untracked() {
                                    span.update(|s| *s = choose(*s, i));
                                    sync();
                                }
                            }
                        >
                            {w}
                            {move || {
                                (locked.get() && is_wrong)
                                    .then(|| {
                                        view! {
                                            <span class="sr-only">" (part of the error)"</span>
                                        }
                                    })
                            }}
                        </button>
                    }
                })
                .collect_view()}
        </div>
        <p class="muted" aria-live="polite">
            {move || {
                picked()
                    .map(|p| format!("Selected: “{p}”"))
                    .unwrap_or_else(|| "Nothing selected yet.".into())
            }}
        </p>
        <p>
            <label>
                "2. Type what should stand in its place: "
                <input
                    type="text"
                    class="typed"
                    autocomplete="off"
                    spellcheck="false"
                    readonly=move || locked.get()
                    on:input=move |ev| {
                        text.set(event_target_value(&ev));
                        sync();
                    }
                />
            </label>
        </p>
        <TypedFeedback outcome />
    }
}

#[component]
fn Ordering(
    key: &'static str,
    steps: &'static [String],
    draft: RwSignal<Option<Answer>>,
    outcome: RwSignal<Option<Outcome>>,
) -> impl IntoView {
    let order = RwSignal::new(permutation(key, steps.len(), true));
    draft.set(Some(Answer::Order(order.get_untracked())));
    let locked = Signal::derive(move || outcome.with(Option::is_some));
    let n = steps.len();
    let mv = move |from: usize, to: usize, focus_id: String| {
        if locked.get_untracked() || to >= n {
            return;
        }
        order.update(|o| o.swap(from, to));
        draft.set(Some(Answer::Order(order.get_untracked())));
        // The row is rebuilt in its new place; keep the learner's focus on the same button.
        request_animation_frame(move || crate::web::page::focus(&focus_id));
    };
    view! {
        <p class="hint">"Use the Up and Down buttons to put the steps in order."</p>
        <ol class="ordering">
            {move || {
                let parts = outcome.with(|o| o.as_ref().map(|o| o.parts.clone()));
                order
                    .get()
                    .into_iter()
                    .enumerate()
                    .map(|(pos, step)| {
                        let text = steps[step].clone();
                        let up_id = format!("{key}-up-{step}");
                        let down_id = format!("{key}-down-{step}");
                        let mark = parts
                            .as_ref()
                            .map(|p| if p[pos] { "✓ right place" } else { "✗ wrong place" });
                        let (u, d) = (up_id.clone(), down_id.clone());
                        view! {
                            <li
                                class:right=mark.is_some_and(|m| m.starts_with('✓'))
                                class:wrong=mark.is_some_and(|m| m.starts_with('✗'))
                            >
                                <span class="step">{text.clone()}</span>
                                {mark.map(|m| view! { <span class="mark">{m}</span> })}
                                <span class="move">
                                    <button
                                        type="button"
                                        id=up_id
                                        disabled=pos == 0 || parts.is_some()
                                        aria-label=format!("Move up: {text}")
                                        on:click=move |_| mv(pos, pos.wrapping_sub(1), u.clone())
                                    >
                                        "↑"
                                    </button>
                                    <button
                                        type="button"
                                        id=down_id
                                        disabled=pos + 1 == n || parts.is_some()
                                        aria-label=format!("Move down: {text}")
                                        on:click=move |_| mv(pos, pos + 1, d.clone())
                                    >
                                        "↓"
                                    </button>
                                </span>
                            </li>
                        }
                    })
                    .collect_view()
            }}
        </ol>
    }
}

#[component]
fn Matching(
    key: &'static str,
    lefts: Vec<String>,
    rights: Vec<String>,
    draft: RwSignal<Option<Answer>>,
    outcome: RwSignal<Option<Outcome>>,
) -> impl IntoView {
    let n = lefts.len();
    let shown = permutation(key, n, true);
    let chosen = RwSignal::new(vec![None::<usize>; n]);
    let locked = Signal::derive(move || outcome.with(Option::is_some));
    view! {
        <p class="hint">"For each item on the left, choose its match."</p>
        <div class="matching">
            {lefts
                .into_iter()
                .enumerate()
                .map(|(i, left)| {
                    let select_id = format!("{key}-match-{i}");
                    let options = shown.clone();
                    let rights = rights.clone();
                    let right_text = rights[i].clone();
                    let mark = move || {
                        outcome
                            .with(|o| {
                                o.as_ref()
                                    .map(|o| {
                                        if o.parts.get(i) == Some(&true) {
                                            view! { <span class="mark">"✓ right"</span> }.into_any()
                                        } else {
                                            view! {
                                                <span class="mark">
                                                    "✗ should be: " {right_text.clone()}
                                                </span>
                                            }
                                                .into_any()
                                        }
                                    })
                            })
                    };
                    view! {
                        <div
                            class="pair"
                            class:right=move || {
                                outcome
                                    .with(|o| {
                                        o.as_ref().is_some_and(|o| o.parts.get(i) == Some(&true))
                                    })
                            }
                            class:wrong=move || {
                                outcome
                                    .with(|o| {
                                        o.as_ref().is_some_and(|o| o.parts.get(i) != Some(&true))
                                    })
                            }
                        >
                            <label for=select_id.clone()>{left}</label>
                            <select
                                id=select_id
                                disabled=move || locked.get()
                                on:change=move |ev| {
                                    let v = event_target_value(&ev).parse::<usize>().ok();
                                    chosen.update(|c| c[i] = v);
                                    let c = chosen.get_untracked();
                                    draft
                                        .set(
                                            c
                                                .iter()
                                                .all(Option::is_some)
                                                .then(|| Answer::Match(c.into_iter().flatten().collect())),
                                        );
                                }
                            >
                                <option value="">"Choose…"</option>
                                {options
                                    .into_iter()
                                    .map(|r| {
                                        view! {
                                            <option value=r.to_string()>{rights[r].clone()}</option>
                                        }
                                    })
                                    .collect_view()}
                            </select>
                            {mark}
                        </div>
                    }
                })
                .collect_view()}
        </div>
    }
}

/// A short simulated meeting: the other side speaks, the learner selects a reply and sends it
/// ("Reply", or for the last turn the player's "Check answer", as every other item is checked),
/// sees the reaction and why, and the conversation goes on.
#[component]
fn Dialogue(
    key: &'static str,
    setting: &'static str,
    turns: &'static [crate::content::Turn],
    draft: RwSignal<Option<Answer>>,
    locked: Signal<bool>,
) -> impl IntoView {
    // Replies sent, by turn; and the reply selected for the turn being answered.
    let chosen = RwSignal::new(Vec::<usize>::new());
    let selected = RwSignal::new(None::<usize>);
    let last = turns.len() - 1;
    let select = move |t: usize, r: usize| {
        if locked.get_untracked() {
            return;
        }
        selected.set(Some(r));
        // The last reply is sent by checking the answer, like any item.
        if t == last {
            let mut all = chosen.get_untracked();
            all.push(r);
            draft.set(Some(Answer::Replies(all)));
        }
    };
    let send = move || {
        if let Some(r) = selected.get_untracked() {
            chosen.update(|c| c.push(r));
            selected.set(None);
        }
    };
    // Replies shown as sent: those sent, and the last once the answer is checked.
    let sent = move || {
        let mut c = chosen.get();
        if locked.get() {
            c.extend(selected.get());
        }
        c
    };
    // The other side's reaction to the latest reply, for screen readers.
    let heard = move || {
        let c = sent();
        let t = c.len().checked_sub(1)?;
        let turn = &turns[t];
        let r = &turn.replies[c[t]];
        let next =
            turns.get(t + 1).map(|n| format!(" {}: {}", n.speaker, n.line)).unwrap_or_default();
        Some(format!("{}: {} {}{next}", turn.speaker, r.reaction, r.why))
    };
    // Say it first: the learner may record their own reply before seeing the options, and
    // hear it again once the answer is checked.
    let say_first = RwSignal::new(false);
    let own = RwSignal::new(None::<String>);
    let takes = RwSignal::new(0u32);
    let waiting = move || say_first.get() && own.with(Option::is_none) && !locked.get();
    view! {
        <p class="sr-only" aria-live="polite">
            {heard}
        </p>
        <p class="setting">
            <em>{setting}</em>
        </p>
        <Show when=move || !locked.get()>
            <p class="say-first">
                <label>
                    <input type="checkbox" bind:checked=say_first />
                    " Say your reply aloud first, then choose"
                </label>
            </p>
        </Show>
        <Show when=waiting>
            <div class="say-first-panel">
                <p class="muted">
                    "Answer out loud as you would on the call; the replies appear after."
                </p>
                <Recorder
                    task=format!("{key}/reply")
                    limit=SAY_FIRST_SECONDS
                    takes
                    on_take=Callback::new(move |url| own.set(Some(url)))
                />
                <button type="button" on:click=move |_| own.set(Some(String::new()))>
                    "Show the replies without recording"
                </button>
            </div>
        </Show>
        {move || {
            own.get()
                .filter(|url| locked.get() && !url.is_empty())
                .map(|url| {
                    view! {
                        <p class="own-reply">
                            "What you said first: "
                            <audio controls src=url aria-label="Your spoken reply"></audio>
                        </p>
                    }
                })
        }}
        <div class="dialogue" hidden=waiting>
            {move || {
                let picked = sent();
                turns
                    .iter()
                    .enumerate()
                    .take((picked.len() + 1).min(turns.len()))
                    .map(|(t, turn)| {
                        let answered = picked.get(t).map(|&r| &turn.replies[r]);
                        let replies = answered
                            .is_none()
                            .then(|| {
                                let order = permutation(
                                    &format!("{key}-{t}"),
                                    turn.replies.len(),
                                    false,
                                );
                                view! {
                                    <div class="options" role="radiogroup" aria-label="Your reply">
                                        {order
                                            .into_iter()
                                            .enumerate()
                                            .map(|(n, r)| {
                                                let on = move || selected.get() == Some(r);
                                                view! {
                                                    <button
                                                        type="button"
                                                        class="option"
                                                        role="radio"
                                                        aria-checked=move || on().to_string()
                                                        class:selected=on
                                                        data-shortcut=(n + 1).to_string()
                                                        on:click=move |_| select(t, r)
                                                    >
                                                        <kbd aria-hidden="true">{n + 1}</kbd>
                                                        <span class="label">{turn.replies[r].text.clone()}</span>
                                                    </button>
                                                }
                                            })
                                            .collect_view()}
                                    </div>
                                    {(t < last)
                                        .then(|| {
                                            view! {
                                                <p class="actions">
                                                    <button
                                                        type="button"
                                                        class="primary"
                                                        data-primary=""
                                                        aria-disabled=move || {
                                                            selected.with(Option::is_none).then_some("true")
                                                        }
                                                        on:click=move |_| send()
                                                    >
                                                        "Reply"
                                                    </button>
                                                </p>
                                            }
                                        })}
                                }
                            });
                        let outcome = answered
                            .map(|r| {
                                let best = turn
                                    .replies
                                    .iter()
                                    .find(|x| x.best)
                                    .map(|x| x.text.clone())
                                    .unwrap_or_default();
                                view! {
                                    <p class="you">
                                        <span class="who">"You: "</span>
                                        {r.text.clone()}
                                    </p>
                                    <p class="them">
                                        <span class="who">{turn.speaker.clone()}": "</span>
                                        {r.reaction.clone()}
                                    </p>
                                    <p class="why" class:right=r.best class:wrong=!r.best>
                                        {if r.best {
                                            "✓ Strong reply. "
                                        } else {
                                            "✗ Not the strongest reply. "
                                        }}
                                        {r.why.clone()}
                                        {(!r.best)
                                            .then(|| {
                                                view! { <span>" Stronger: “" {best} "”"</span> }
                                            })}
                                    </p>
                                }
                            });
                        view! {
                            <div class="turn">
                                <p class="them">
                                    <span class="who">{turn.speaker.clone()}": "</span>
                                    {turn.line.clone()}
                                </p>
                                {replies}
                                {outcome}
                            </div>
                        }
                    })
                    .collect_view()
            }}
        </div>
    }
}
