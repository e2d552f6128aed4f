//! Every route has a page rendered ahead of time, with its own content, under a sub-path.
//! Run with `cargo test --features prerender` (scripts/test.sh does).
#![cfg(feature = "prerender")]

use shoptalk::content;
use shoptalk::prerender::{self, Rendered};

/// Text as it appears in the rendered markup.
fn escaped(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;")
}

fn site() -> Vec<Rendered> {
    prerender::all("/shoptalk")
}

#[test]
fn every_catalog_entry_and_fixed_page_has_its_own_page() {
    let c = content::catalog();
    let pages = site();
    let find = |path: String| {
        pages.iter().find(|p| p.path == path).unwrap_or_else(|| panic!("no page for {path}"))
    };
    for set in &c.sets {
        let p = find(format!("/sets/{}/", set.id));
        assert!(p.body.contains(&format!("<h1>{}</h1>", escaped(&set.title))), "{}", p.path);
        assert_eq!(p.title, format!("{} · Shoptalk", set.title));
    }
    for t in &c.terms {
        let p = find(format!("/glossary/{}/", t.id));
        assert!(p.body.contains(&escaped(&t.definition)), "{}", p.path);
    }
    for path in &c.paths {
        assert!(find(format!("/paths/{}/", path.id)).body.contains(&escaped(&path.title)));
    }
    for g in &c.guides {
        let p = find(format!("/guide/{}/", g.id));
        assert!(p.body.contains(&escaped(&g.title)));
        // Every set of the guide, practice, reading or listening, is listed on its page; a
        // language page's own set on that page instead; and every speaking task of the guide.
        for s in c.sets_of(&g.id) {
            let on = match &s.language {
                Some(l) => find(format!("/language/{l}/")),
                None => p,
            };
            assert!(on.body.contains(&format!("href=\"/shoptalk/sets/{}/\"", s.id)), "{}", s.id);
        }
        for t in c.speaking_of(&g.id) {
            assert!(p.body.contains(&format!("href=\"/shoptalk/speaking/{}/\"", t.id)), "{}", t.id);
        }
    }
    for s in &c.scenarios {
        assert!(find(format!("/scenarios/{}/", s.id)).body.contains(&escaped(&s.task)));
    }
    for t in &c.speaking {
        let p = find(format!("/speaking/{}/", t.id));
        assert!(p.body.contains(&escaped(&t.situation)), "{}", p.path);
        assert!(p.body.contains(&escaped(&t.phrases[0])), "{}", p.path);
    }
    let mut checks = 0;
    for t in c.topics() {
        let topic = c.topic(t).unwrap();
        let p = find(format!("/paths/{}/topics/{}/", t.path, t.topic));
        assert!(p.body.contains(&format!("<h1>{}</h1>", escaped(&topic.title))), "{}", p.path);
        if c.has_check(t) {
            let check = c.set(&t.check_id()).unwrap();
            let p = find(format!("/sets/{}/", check.id));
            assert!(p.body.contains(&escaped(&check.items[0].prompt)), "{}", p.path);
            checks += 1;
        }
    }
    for l in &c.language {
        let p = find(format!("/language/{}/", l.id));
        assert!(p.body.contains(&escaped(&l.mistakes[0].right)), "{}", p.path);
    }
    // A reading shows its passage with glossary links; a listening its setting and speakers.
    let reading = c.sets.iter().find(|s| s.genre.is_some()).expect("a reading");
    let p = find(format!("/sets/{}/", reading.id));
    assert!(p.body.contains(r#"class="term-link""#), "{}", p.path);
    let listening = c.sets.iter().find_map(|s| s.conversation.as_ref().map(|v| (s, v))).unwrap();
    let p = find(format!("/sets/{}/", listening.0.id));
    assert!(p.body.contains(&escaped(&listening.1.setting)), "{}", p.path);
    assert!(
        !p.body.contains(&escaped(&listening.1.lines[0].text)),
        "{}: the transcript waits",
        p.path
    );
    let fixed = [
        "/",
        "/review/",
        "/glossary/",
        "/language/",
        "/pronunciation/",
        "/progress/",
        "/settings/",
    ];
    for f in fixed {
        assert!(find(f.into()).body.contains("<h1"), "{f}");
    }
    let entries = c.sets.len()
        + c.terms.len()
        + c.paths.len()
        + c.guides.len()
        + c.scenarios.len()
        + c.speaking.len();
    let strands = c.topics().count() + checks + c.language.len();
    assert_eq!(pages.len(), entries + strands + fixed.len(), "one page per route, none twice");
}

#[test]
fn no_page_is_the_not_found_page_and_each_describes_itself() {
    for p in site() {
        assert!(!p.body.contains("Page not found"), "{} rendered as not found", p.path);
        assert!(!p.title.starts_with("Not found"), "{}", p.path);
        assert!(!p.description.is_empty() && p.description.chars().count() <= 201, "{}", p.path);
    }
}

#[test]
fn every_link_stays_under_the_sub_path() {
    for p in site() {
        for (at, _) in p.body.match_indices("href=\"/") {
            let link = &p.body[at + 6..];
            assert!(link.starts_with("/shoptalk/"), "{}: {}", p.path, &link[..40.min(link.len())]);
        }
    }
}

#[test]
fn controls_wait_for_the_app() {
    let pages = site();
    let set = pages.iter().find(|p| p.path.starts_with("/sets/")).unwrap();
    assert!(set.body.contains("<button"), "a set page has buttons");
    // The page's own fieldset: its first, with no role, disabled.
    let open = r#"<fieldset role="none" disabled class="page">"#;
    for p in &pages {
        // Every control of the page is inside the one disabled fieldset, which disables them
        // all; none says the opposite to assistive technology.
        let start = p.body.find(open).unwrap_or_else(|| panic!("{}: no disabled fieldset", p.path));
        let end = p.body.rfind("</fieldset>").unwrap();
        for tag in ["<button", "<input", "<textarea", "<select"] {
            for (at, _) in p.body.match_indices(tag) {
                assert!(
                    start < at && at < end,
                    "{}: a {tag} outside the disabled fieldset",
                    p.path
                );
            }
        }
        assert!(!p.body.contains(r#"aria-disabled="false""#), "{}: aria-disabled=false", p.path);
    }
}

#[test]
fn in_page_links_name_their_own_page() {
    // `<base href>` would send a bare "#main" to the site's home: each page's skip link and
    // section links carry the page's own address, under the sub-path.
    for p in site() {
        let own = format!("/shoptalk{}", p.path);
        assert!(
            p.body.contains(&format!(r##"<a href="{own}#main" class="skip">"##)),
            "{}: skip link",
            p.path
        );
        assert!(!p.body.contains(r##"href="#"##), "{}: a bare #fragment link", p.path);
    }
}

/// A host's own content (`CONTENT_EXTRA`; `scripts/test.sh` builds this test with
/// `examples/host-course`) has its pages, marked as the host's; without it, nothing is marked.
#[test]
fn a_hosts_own_content_has_its_pages_marked_as_the_hosts() {
    let c = content::catalog();
    let pages = site();
    let marked = |p: &&Rendered| p.body.contains("class=\"badge host\"");
    let Some(host) = &c.host else {
        assert!(std::env::var_os("CONTENT_EXTRA").is_none(), "CONTENT_EXTRA set, but no host");
        assert_eq!(pages.iter().filter(marked).count(), 0);
        return;
    };
    let mark = format!("From {}", escaped(host));
    let page = |path: String| pages.iter().find(|p| p.path == path).expect(&path);
    let hosts: Vec<&content::ExerciseSet> =
        c.sets.iter().filter(|s| c.from_host("set", &s.id)).collect();
    assert!(!hosts.is_empty());
    for s in &hosts {
        let p = page(format!("/sets/{}/", s.id));
        assert!(p.body.contains(&mark), "{}", p.path);
        assert!(p.body.contains(&escaped(&s.summary)), "{}", p.path);
    }
    // Listed, and marked, on the path page it joined.
    let set = hosts.iter().find(|s| s.language.is_none()).unwrap();
    let listed = page(format!("/paths/{}/", set.path));
    assert!(listed.body.contains(&format!("href=\"/shoptalk/sets/{}/\"", set.id)));
    assert!(listed.body.contains(&mark));
    for t in c.terms.iter().filter(|t| c.from_host("term", &t.id)) {
        assert!(page(format!("/glossary/{}/", t.id)).body.contains(&mark), "{}", t.id);
    }
    // The course's own pages carry no mark.
    let own = page("/sets/ci-cd-for-models/".into());
    assert!(!marked(&own), "{}", own.path);
}

/// A set list writes its rows as HTML text: the finished mark, the level badge and the host's
/// mark there must be the markup of the components that show them everywhere else.
#[test]
fn rows_written_as_text_carry_the_components_markup() {
    use leptos::prelude::*;
    use shoptalk::components::host::{host_html, HostMark};
    use shoptalk::components::{check_html, Check};
    use shoptalk::content::Cefr;
    use shoptalk::pages::path::{level_html, LevelBadge};
    let owner = Owner::new();
    owner.set();
    // Leptos marks where a reactive part ends (`<!>`); the browser drops such comments.
    let html = |v: AnyView| v.to_html().replace("<!>", "");
    for done in [true, false] {
        assert_eq!(
            html(view! { <Check done=Signal::stored(done) /> }.into_any()),
            check_html(done)
        );
    }
    for l in Cefr::ALL {
        assert_eq!(html(view! { <LevelBadge level=Some(l) /> }.into_any()), level_html(l));
    }
    let c = content::catalog();
    let mut hosted = 0;
    for s in &c.sets {
        let id: &'static str = s.id.as_str();
        assert_eq!(html(view! { <HostMark kind="set" id /> }.into_any()), host_html("set", id));
        hosted += usize::from(!host_html("set", id).is_empty());
    }
    // With a host's course beside this one (CONTENT_EXTRA), its sets carry the mark.
    assert!(c.host.is_none() || hosted > 0, "no set carries the host's mark");
}
