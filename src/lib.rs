//! Shoptalk: the working English of ML infrastructure, as a browser-only study app.
//!
//! `content`, `practice` and `progress` are the core: plain Rust crates under `crates/`,
//! tested natively, re-exported here under the names the app uses.
//! The reactive shell (`app`, `pages`, `components`, `routes`) and the browser layer (`web`)
//! are compiled for wasm, and natively only with the `prerender` feature, which renders every
//! route to HTML at build time (`src/bin/prerender.rs`).

pub use shoptalk_practice as practice;
pub use shoptalk_progress as progress;

/// The course: `shoptalk-content`'s model and catalog, and the course itself, checked and packed
/// by `build.rs` and embedded here.
pub mod content {
    pub use shoptalk_content::*;

    static HEAD: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/course.head"));
    static TEXT: &str = include_str!(concat!(env!("OUT_DIR"), "/course.text"));

    /// The embedded course, unpacked once per process.
    pub fn catalog() -> &'static Catalog {
        static CATALOG: std::sync::OnceLock<Catalog> = std::sync::OnceLock::new();
        CATALOG.get_or_init(embedded_catalog)
    }

    /// The embedded course, unpacked afresh: what start-up does once (`catalog`).
    pub fn embedded_catalog() -> Catalog {
        Catalog::unpack(HEAD, TEXT)
    }
}

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
