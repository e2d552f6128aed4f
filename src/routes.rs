//! Where each page is, and the catalog pages render from: every in-app link is built here,
//! so a route's shape is written once (the router's table in `app.rs` is the other half).
//! Links end in a slash: each page is also a file `<route>/index.html` rendered ahead of time,
//! which every static host serves at that address.

use crate::content::{ExerciseSet, TopicRef};
use crate::web::page::href;

/// The catalog pages render from: the embedded course.
pub use crate::content::catalog;

/// The pages that are not catalog entries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fixed {
    Home,
    Review,
    Glossary,
    Pronunciation,
    Progress,
    Settings,
    Language,
}

impl Fixed {
    pub const ALL: [Fixed; 7] = [
        Fixed::Home,
        Fixed::Review,
        Fixed::Glossary,
        Fixed::Language,
        Fixed::Pronunciation,
        Fixed::Progress,
        Fixed::Settings,
    ];

    /// Where the page is, after the base.
    pub fn path(self) -> &'static str {
        match self {
            Fixed::Home => "/",
            Fixed::Review => "/review/",
            Fixed::Glossary => "/glossary/",
            Fixed::Pronunciation => "/pronunciation/",
            Fixed::Progress => "/progress/",
            Fixed::Settings => "/settings/",
            Fixed::Language => "/language/",
        }
    }

    pub fn href(self) -> String {
        href(self.path())
    }

    /// What the page says of itself to search engines and link previews.
    fn description(self) -> &'static str {
        match self {
            Fixed::Home => "Short exercise sets for the working English of ML infrastructure: post-mortems, design reviews, code reviews and interviews.",
            Fixed::Review => "Today's review of the terms and items you have met, each brought back before you would forget it.",
            Fixed::Glossary => "The words of ML infrastructure, each with a plain definition, an example from work, collocations and how to say it.",
            Fixed::Pronunciation => "How to say the acronyms, product names and terms of ML infrastructure, with the stress marked.",
            Fixed::Progress => "Your sets, scores and reviews in this browser, with export and import of your progress.",
            Fixed::Settings => "Spelling, speech, keyboard shortcuts, daily review limits and your stored data.",
            Fixed::Language => "Reference pages on the grammar and phrasing of working English in ML infrastructure: tenses, hedging, modals, register and more, with common mistakes.",
        }
    }
}

/// Where each catalog entry's page is, after the base.
pub mod at {
    pub fn path(id: &str) -> String {
        format!("/paths/{id}/")
    }

    pub fn guide(id: &str) -> String {
        format!("/guide/{id}/")
    }

    pub fn set(id: &str) -> String {
        format!("/sets/{id}/")
    }

    pub fn term(id: &str) -> String {
        format!("/glossary/{id}/")
    }

    pub fn scenario(id: &str) -> String {
        format!("/scenarios/{id}/")
    }

    pub fn speaking(id: &str) -> String {
        format!("/speaking/{id}/")
    }

    pub fn topic(t: &crate::content::TopicRef) -> String {
        format!("/paths/{}/topics/{}/", t.path, t.topic)
    }

    pub fn language(id: &str) -> String {
        format!("/language/{id}/")
    }
}

pub fn path_href(id: &str) -> String {
    href(&at::path(id))
}

pub fn guide_href(id: &str) -> String {
    href(&at::guide(id))
}

pub fn set_href(id: &str) -> String {
    href(&at::set(id))
}

pub fn term_href(id: &str) -> String {
    href(&at::term(id))
}

pub fn scenario_href(id: &str) -> String {
    href(&at::scenario(id))
}

pub fn speaking_href(id: &str) -> String {
    href(&at::speaking(id))
}

pub fn topic_href(t: &TopicRef) -> String {
    href(&at::topic(t))
}

pub fn language_href(id: &str) -> String {
    href(&at::language(id))
}

/// Where a set's learner goes back to: its topic's page, or its path's or the guide's.
pub fn set_home_href(set: &ExerciseSet) -> String {
    match catalog().topic_of(set) {
        Some(t) => topic_href(t),
        None => track_href(&set.path),
    }
}

/// The page of a path or of the guide, by id.
pub fn track_href(id: &str) -> String {
    if catalog().path(id).is_some() {
        path_href(id)
    } else {
        guide_href(id)
    }
}

/// A page of the site, for rendering ahead: where it is (after the base) and what it says of
/// itself to search engines and link previews.
pub struct Page {
    pub path: String,
    pub description: String,
}

/// Every page the router answers, once each: the fixed pages, then one per catalog entry.
pub fn pages() -> Vec<Page> {
    let c = catalog();
    let page =
        |path: String, description: &str| Page { path, description: first_sentence(description) };
    let mut out: Vec<Page> =
        Fixed::ALL.iter().map(|f| page(f.path().into(), f.description())).collect();
    out.extend(c.paths.iter().map(|p| page(at::path(&p.id), &p.summary)));
    out.extend(c.guides.iter().map(|g| page(at::guide(&g.id), &g.overview)));
    out.extend(c.sets.iter().map(|s| page(at::set(&s.id), &s.summary)));
    for t in c.topics() {
        let summary = c.topic(t).map(|x| x.summary.as_str()).unwrap_or_default();
        out.push(page(at::topic(t), summary));
        if c.has_check(t) {
            if let Some(check) = c.set(&t.check_id()) {
                out.push(page(at::set(&check.id), &check.summary));
            }
        }
    }
    out.extend(c.language.iter().map(|l| page(at::language(&l.id), &l.summary)));
    out.extend(c.scenarios.iter().map(|s| page(at::scenario(&s.id), &s.task)));
    out.extend(c.speaking.iter().map(|t| page(at::speaking(&t.id), &t.goal)));
    out.extend(c.terms.iter().map(|t| page(at::term(&t.id), &t.definition)));
    out
}

/// A description that fits a search result: the text's first sentence, cut at a word near
/// 200 characters if it is longer.
fn first_sentence(text: &str) -> String {
    const MAX: usize = 200;
    let sentence = text.find(". ").map_or(text, |end| &text[..=end]);
    if sentence.chars().count() <= MAX {
        return sentence.to_string();
    }
    let cut: String = sentence.chars().take(MAX).collect();
    let words = cut.rfind(' ').map_or(cut.as_str(), |at| &cut[..at]);
    format!("{}…", words.trim_end_matches([',', ';', ':']))
}
