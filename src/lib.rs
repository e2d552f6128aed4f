//! Shoptalk: the working English of ML infrastructure, as a browser-only study app.
//!
//! `content`, `practice` and `progress` are the core: plain Rust crates under `crates/`,
//! tested natively, re-exported here under the names the app uses.
//! The reactive shell (`app`, `pages`, `components`, `routes`) and the browser layer (`web`)
//! are compiled for wasm, and natively only with the `prerender` feature, which renders every
//! route to HTML at build time (`src/bin/prerender.rs`).

pub use shoptalk_content as content;
pub use shoptalk_practice as practice;
pub use shoptalk_progress as progress;

#[cfg(any(target_arch = "wasm32", feature = "prerender"))]
pub mod app;
#[cfg(any(target_arch = "wasm32", feature = "prerender"))]
pub mod components;
#[cfg(any(target_arch = "wasm32", feature = "prerender"))]
pub mod pages;
#[cfg(any(target_arch = "wasm32", feature = "prerender"))]
pub mod routes;
#[cfg(any(target_arch = "wasm32", feature = "prerender"))]
pub mod web;

#[cfg(all(not(target_arch = "wasm32"), feature = "prerender"))]
pub mod prerender;
