//! Mounts the app; nothing else.

#[cfg(target_arch = "wasm32")]
fn main() {
    console_error_panic_hook::set_once();
    // The static "loading" shell from index.html gives way to the app.
    if let Some(shell) =
        web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id("loading"))
    {
        shell.remove();
    }
    leptos::mount::mount_to_body(shoptalk::app::App);
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("shoptalk is a web app: run `make serve` and open http://127.0.0.1:8080/");
}
