use leptos::prelude::*;

use crate::routes::Fixed;

use crate::web::page::set_title;

#[component]
pub fn NotFound() -> impl IntoView {
    set_title("Not found");
    view! {
        <h1>"Page not found"</h1>
        <p>"There is nothing at this address. It may have been renamed."</p>
        <p>
            <a href=Fixed::Home.href()>"Go to the role paths"</a>
        </p>
    }
}
