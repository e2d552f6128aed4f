//! `prerender <public url>` prints every page of the site rendered ahead of time, as a JSON
//! list of `shoptalk::prerender::Rendered`; `scripts/postbuild.mjs` writes them into the build.

fn main() {
    let Some(public_url) = std::env::args().nth(1) else {
        eprintln!("usage: prerender <public url, e.g. / or /course/>");
        std::process::exit(2);
    };
    let pages = shoptalk::prerender::all(public_url.trim_end_matches('/'));
    println!("{}", serde_json::to_string(&pages).expect("strings serialise"));
}
