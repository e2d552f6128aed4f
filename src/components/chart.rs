//! A bar chart of reviews per day, drawn as SVG by the app, with a text summary for screen readers.

use leptos::prelude::*;

use crate::practice::text::count;

#[component]
pub fn ReviewChart(counts: Vec<u32>) -> impl IntoView {
    let n = counts.len().max(1);
    let max = counts.iter().copied().max().unwrap_or(0).max(1);
    let total: u32 = counts.iter().sum();
    let active = counts.iter().filter(|c| **c > 0).count();
    // The bars stretch to any width; the labels are HTML text beside them, so they stay legible
    // on a phone instead of shrinking with the drawing.
    let (w, h) = (560.0, 140.0);
    let bar = w / n as f64;
    let summary = format!(
        "Reviews per day for the last {} weeks: {total} in all, on {}, at most {max} in a day.",
        n / 7,
        count(active as u64, "day", "days")
    );
    view! {
        <figure class="chart">
            <p class="chart-scale" aria-hidden="true">
                {format!("{max} a day")}
            </p>
            <svg
                viewBox=format!("0 0 {w} {h}")
                role="img"
                aria-label=summary.clone()
                preserveAspectRatio="none"
            >
                <line x1="0" y1=h x2=w y2=h class="axis" />
                {counts
                    .iter()
                    .enumerate()
                    .map(|(i, c)| {
                        let bh = h * *c as f64 / max as f64;
                        view! {
                            <rect
                                x=i as f64 * bar + 1.0
                                y=h - bh
                                width=(bar - 2.0).max(1.0)
                                height=bh
                                class="bar"
                            >
                                <title>
                                    {format!(
                                        "{} ago: {c}",
                                        count((n - 1 - i) as u64, "day", "days"),
                                    )}
                                </title>
                            </rect>
                        }
                    })
                    .collect_view()}
            </svg>
            <p class="chart-axis" aria-hidden="true">
                <span>{format!("{} weeks ago", n / 7)}</span>
                <span>"today"</span>
            </p>
            <figcaption>{summary}</figcaption>
        </figure>
    }
}
