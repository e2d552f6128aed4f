use leptos::prelude::*;

fn main() {
    leptos::mount::mount_to_body(|| view! { <main><h1>"Hello"</h1></main> });
}
