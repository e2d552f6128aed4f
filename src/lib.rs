//! Shoptalk: the working English of ML infrastructure, as a browser-only study app.
//!
//! `content`, `practice` and `progress` are the core: plain Rust, tested natively.
//! The reactive shell (`app`, `pages`, `components`, `routes`) and the browser layer (`web`)
//! are compiled for wasm only.

pub mod content;
pub mod practice;
pub mod progress;

#[cfg(target_arch = "wasm32")]
pub mod app;
#[cfg(target_arch = "wasm32")]
pub mod components;
#[cfg(target_arch = "wasm32")]
pub mod pages;
#[cfg(target_arch = "wasm32")]
pub mod routes;
#[cfg(target_arch = "wasm32")]
pub mod web;
