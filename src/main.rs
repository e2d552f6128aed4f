//! Mounts the app; nothing else.

#[cfg(target_arch = "wasm32")]
fn main() {
    std::panic::set_hook(Box::new(|info| {
        console_error_panic_hook::hook(info);
        // With panic = "abort" the trap that follows says only "unreachable": the crash notice
        // (index.html) shows what panicked and where, for the learner's report.
        let _ = js_sys::Reflect::set(
            &js_sys::global(),
            &"shoptalkPanic".into(),
            &info.to_string().into(),
        );
    }));
    // The start-up's main-thread time, from the wasm instantiated to the page mounted, for
    // `make bench` and any profiler: "shoptalk-startup" in the performance timeline, made of
    // "shoptalk-catalog" (decoding the course's head) and "shoptalk-mounted". They stay one
    // task: mounting in a task of its own cut no work and made the app ready later (at 4x CPU,
    // 880-950 ms against 690-800 ms in interleaved runs).
    let window = web_sys::window();
    let performance = window.as_ref().and_then(|w| w.performance());
    if let Some(p) = &performance {
        let _ = p.mark("shoptalk-start");
    }
    let _ = shoptalk::content::catalog();
    if let Some(p) = &performance {
        let _ = p.measure_with_start_mark("shoptalk-catalog", "shoptalk-start");
        let _ = p.mark("shoptalk-mount");
    }
    // The page rendered ahead of time (or the loading notice of a page that was not) gives way
    // to the app, in the same task, so no frame shows neither.
    if let Some(d) = window.as_ref().and_then(|w| w.document()) {
        for id in ["prerendered", "loading"] {
            if let Some(shell) = d.get_element_by_id(id) {
                shell.remove();
            }
        }
    }
    leptos::mount::mount_to_body(shoptalk::app::App);
    // The router builds the page's own view in a task it spawns while mounting; the measure
    // ends in one spawned after it, in the same turn, so it covers that page too.
    leptos::task::spawn_local(async move {
        if let Some(p) = &performance {
            let _ = p.measure_with_start_mark("shoptalk-mounted", "shoptalk-mount");
            let _ = p.measure_with_start_mark("shoptalk-startup", "shoptalk-start");
        }
    });
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("shoptalk is a web app: run `make serve` and open http://127.0.0.1:8080/");
}
