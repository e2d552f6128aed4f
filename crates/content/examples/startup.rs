//! What the app does with the course at start-up, natively: build the catalog from the embedded
//! files. `make bench` runs it under callgrind, whose instruction count is repeatable where
//! wall time on a shared machine is not.

fn main() {
    let c = shoptalk_content::embedded_catalog().expect("the embedded course loads");
    println!(
        "{} paths, {} sets, {} terms, {} language pages",
        c.paths.len(),
        c.sets.len(),
        c.terms.len(),
        c.language.len()
    );
}
