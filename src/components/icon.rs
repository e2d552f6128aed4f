//! Small icons drawn as inline SVG, so they show the same in every browser and font (an emoji
//! speaker shows as an empty box where the font lacks it). Decorative: the text beside each
//! icon says what it means.

use leptos::prelude::*;

#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Glyph {
    Speaker,
    Star,
    StarOutline,
}

#[component]
pub fn Icon(glyph: Glyph) -> impl IntoView {
    let path = match glyph {
        Glyph::Speaker => "M3 9v6h4l5 4V5L7 9H3zm13.5 3a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4zM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6z",
        Glyph::Star | Glyph::StarOutline => "M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z",
    };
    let filled = glyph != Glyph::StarOutline;
    view! {
        <svg
            class="icon"
            viewBox="0 0 24 24"
            width="1.1em"
            height="1.1em"
            aria-hidden="true"
            focusable="false"
        >
            <path
                d=path
                fill=if filled { "currentColor" } else { "none" }
                stroke="currentColor"
                stroke-width=if filled { "0" } else { "1.8" }
                stroke-linejoin="round"
            />
        </svg>
    }
}
