//! Mounts the app; nothing else.

#[cfg(target_arch = "wasm32")]
fn main() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(shoptalk::app::App);
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("shoptalk is a web app: run `make serve` and open http://127.0.0.1:8080/");
}
