//! Shoptalk: the working English of ML infrastructure, as a browser-only study app.
//!
//! `content`, `practice` and `progress` are the core: plain Rust, tested natively.
//! The reactive shell (`app`, `pages`, `components`, `routes`) and the browser layer (`web`)
//! are compiled for wasm, and natively only with the `prerender` feature, which renders every
//! route to HTML at build time (`src/bin/prerender.rs`).

pub mod content;
pub mod practice;
pub mod progress;

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
