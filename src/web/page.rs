//! The page itself: the address the site is served under, the title, focus, dialogs.

use wasm_bindgen::JsCast;

use std::sync::OnceLock;

static BASE: OnceLock<String> = OnceLock::new();

/// The path the site is served under ("" at a domain root, "/some/path" under a sub-path),
/// read from the `<base href>` Trunk writes from `--public-url` (when prerendering, given).
pub fn base() -> &'static str {
    BASE.get_or_init(|| {
        if rendered_ahead() {
            return String::new(); // rendered ahead with no base given: the domain root
        }
        let uri = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.base_uri().ok().flatten())
            .unwrap_or_default();
        let path = web_sys::Url::new(&uri).map(|u| u.pathname()).unwrap_or_default();
        path.trim_end_matches('/').to_string()
    })
}

/// Whether the page is being rendered ahead of time (natively, at build time) rather than by
/// the app in a browser.
pub const fn rendered_ahead() -> bool {
    cfg!(not(target_arch = "wasm32"))
}

/// An in-app link, prefixed with the base (the router does not prefix absolute hrefs).
pub fn href(path: &str) -> String {
    format!("{}{path}", base())
}

/// Sets the document title for a page.
pub fn set_title(title: &str) {
    let title = format!("{title} · Shoptalk");
    #[cfg(not(target_arch = "wasm32"))]
    prerender::TITLE.with_borrow_mut(|t| *t = title);
    #[cfg(target_arch = "wasm32")]
    if let Some(d) = web_sys::window().and_then(|w| w.document()) {
        d.set_title(&title);
    }
}

/// What rendering a page natively at build time needs in place of the browser's document.
#[cfg(not(target_arch = "wasm32"))]
pub mod prerender {
    use std::cell::RefCell;

    thread_local! {
        pub(super) static TITLE: RefCell<String> = RefCell::new("Shoptalk".into());
    }

    /// The sub-path the site will be served under ("" at a domain root); set before rendering.
    pub fn set_base(base: &str) {
        let _ = super::BASE.set(base.trim_end_matches('/').to_string());
    }

    /// The title the last rendered page set.
    pub fn title() -> String {
        TITLE.with_borrow(Clone::clone)
    }
}

/// Moves focus to the element with `id`, so keyboard and screen-reader users start there.
pub fn focus(id: &str) {
    if let Some(el) =
        web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id(id))
    {
        let _ = el.unchecked_into::<web_sys::HtmlElement>().focus();
    }
}

/// Goes to the element with `id` on this page: scrolls it into view, moves focus there (an
/// element that takes no focus is given `tabindex="-1"`) and puts `#id` in the address.
pub fn go_to(id: &str) {
    let Some(w) = web_sys::window() else { return };
    let Some(el) = w.document().and_then(|d| d.get_element_by_id(id)) else { return };
    if !el.has_attribute("tabindex") {
        let _ = el.set_attribute("tabindex", "-1");
    }
    let el = el.unchecked_into::<web_sys::HtmlElement>();
    let _ = el.focus();
    el.scroll_into_view();
    // The address with this page's own path: a bare "#id" would resolve against `<base href>`.
    let l = w.location();
    let url =
        format!("{}{}#{id}", l.pathname().unwrap_or_default(), l.search().unwrap_or_default());
    if let Ok(h) = w.history() {
        let _ = h.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
    }
}

/// Brings the element matching `selector` into view if it is off-screen, without a jump when
/// it is already in sight: feedback shows where the learner is looking, even on a phone.
pub fn reveal(selector: &str) {
    let Some(el) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector(selector).ok().flatten())
    else {
        return;
    };
    let opts = web_sys::ScrollIntoViewOptions::new();
    opts.set_block(web_sys::ScrollLogicalPosition::Nearest);
    el.scroll_into_view_with_scroll_into_view_options(&opts);
}

/// Reloads the page.
pub fn reload() {
    if let Some(w) = web_sys::window() {
        let _ = w.location().reload();
    }
}

/// The browser's own yes-or-no dialog; false where it cannot be shown.
pub fn confirm(message: &str) -> bool {
    web_sys::window().and_then(|w| w.confirm_with_message(message).ok()).unwrap_or(false)
}
