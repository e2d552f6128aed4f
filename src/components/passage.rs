//! A set's passage: a practice set's short text in a box that folds away, or an extended
//! reading as an article with its genre and a glossary link on each term's first use.

use leptos::prelude::*;

use crate::content::passage::{blocks, Block, Linker, Span};
use crate::content::{genre_label, ExerciseSet};
use crate::routes::{catalog, term_href};

#[component]
pub fn Passage(set: &'static ExerciseSet, text: &'static str) -> impl IntoView {
    let Some(genre) = set.genre.as_deref() else {
        return view! {
            <details class="passage" open>
                <summary>"Reading passage"</summary>
                {blocks(text).into_iter().map(|b| block(b, None)).collect_view()}
            </details>
        }
        .into_any();
    };
    let mut linker = Linker::new(&catalog().terms.heads());
    view! {
        <article class="passage reading" aria-labelledby="passage-h">
            <h2 class="genre" id="passage-h">
                {genre_label(genre).unwrap_or(genre)}
            </h2>
            {blocks(text).into_iter().map(|b| block(b, Some(&mut linker))).collect_view()}
        </article>
    }
    .into_any()
}

fn block(b: Block<'static>, mut linker: Option<&mut Linker<'static>>) -> AnyView {
    // Text between backticks is code: shown as such, never linked to the glossary.
    let mut linked = |t: &'static str| -> AnyView {
        t.split('`')
            .enumerate()
            .map(|(n, part)| match (n % 2, linker.as_deref_mut()) {
                (1, _) => view! { <code>{part}</code> }.into_any(),
                (_, Some(l)) => l.spans(part).into_iter().map(span).collect_view().into_any(),
                (_, None) => part.into_any(),
            })
            .collect_view()
            .into_any()
    };
    match b {
        Block::Heading(h) => view! { <h3>{h}</h3> }.into_any(),
        Block::Paragraph(p) => view! { <p>{linked(p)}</p> }.into_any(),
        Block::List(items) => view! { <ul>{items.into_iter().map(|i| view! { <li>{linked(i)}</li> }).collect_view()}</ul> }
        .into_any(),
        Block::Table { head, rows } => view! {
            <div class="table-wrap" tabindex="0" role="region" aria-label="Table">
                <table>
                    <thead>
                        <tr>
                            {head
                                .into_iter()
                                .map(|h| view! { <th scope="col">{h}</th> })
                                .collect_view()}
                        </tr>
                    </thead>
                    <tbody>
                        {rows
                            .into_iter()
                            .map(|r| {
                                view! {
                                    <tr>
                                        {r
                                            .into_iter()
                                            .map(|c| view! { <td>{linked(c)}</td> })
                                            .collect_view()}
                                    </tr>
                                }
                            })
                            .collect_view()}
                    </tbody>
                </table>
            </div>
        }
        .into_any(),
    }
}

fn span(s: Span<'static, 'static>) -> AnyView {
    match s.term {
        Some(id) => view! {
            <a class="term-link" href=term_href(id)>
                {s.text}
            </a>
        }
        .into_any(),
        None => s.text.into_any(),
    }
}
