//! The service worker (written by scripts/postbuild.mjs): registered so the app opens offline
//! after one visit; a newer build taking over is reported so the page can offer to reload.

use leptos::prelude::*;
use wasm_bindgen::prelude::*;

/// Registers `sw.js` under the site's base; sets `updated` when a newer build takes control.
pub fn register(updated: RwSignal<bool>) {
    if super::page::rendered_ahead() {
        return; // rendering ahead of time
    }
    let Some(window) = web_sys::window() else {
        return;
    };
    let navigator = window.navigator();
    let has = js_sys::Reflect::get(&navigator, &"serviceWorker".into())
        .map(|v| v.is_object())
        .unwrap_or(false);
    if !has || !window.is_secure_context() {
        return;
    }
    let container = navigator.service_worker();
    // With no controller this is the first visit: the worker that takes over is not an update.
    let had_controller = container.controller().is_some();
    let on_change = Closure::<dyn Fn()>::new(move || {
        if had_controller {
            updated.set(true);
        }
    });
    container.set_oncontrollerchange(Some(on_change.as_ref().unchecked_ref()));
    on_change.forget();
    // Starting the worker and installing (which fetches every file of the build) slowed the
    // first render by about 30 ms: wait until the first page has been painted.
    let url = format!("{}sw.js", super::page::href("/"));
    request_animation_frame(move || {
        set_timeout(
            move || {
                let _ = container.register(&url);
            },
            std::time::Duration::ZERO,
        )
    });
}
