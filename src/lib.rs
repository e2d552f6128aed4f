//! Shoptalk: the working English of ML infrastructure, as a browser-only study app.
//!
//! `content`, `practice` and `progress` are the core: plain Rust, tested natively.
//! The reactive shell (`app`, `pages`, `components`, storage) is compiled for wasm only.

pub mod content;
pub mod practice;
pub mod progress;

#[cfg(target_arch = "wasm32")]
pub mod app;
#[cfg(target_arch = "wasm32")]
pub mod components;
#[cfg(target_arch = "wasm32")]
pub mod pages;
