//! Mounts the app; nothing else.

#[cfg(target_arch = "wasm32")]
fn main() {
    console_error_panic_hook::set_once();
    // The page rendered ahead of time (or the loading notice of a page that was not) gives way
    // to the app, in the same task, so no frame shows neither.
    if let Some(d) = web_sys::window().and_then(|w| w.document()) {
        for id in ["prerendered", "loading"] {
            if let Some(shell) = d.get_element_by_id(id) {
                shell.remove();
            }
        }
    }
    leptos::mount::mount_to_body(shoptalk::app::App);
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("shoptalk is a web app: run `make serve` and open http://127.0.0.1:8080/");
}
