//! What the app does with the course at start-up, natively: build the catalog from the embedded
//! files. `make bench` runs it under callgrind and prints the instruction count, which is
//! repeatable where wall time on a shared machine is not.

fn main() {
    let c = shoptalk::content::embedded_catalog();
    // Counts only of what start-up reads: the terms wait for the first page that shows one.
    println!("{} paths, {} sets, {} language pages", c.paths.len(), c.sets.len(), c.language.len());
    // The app keeps its catalog for the page's life: dropping it here would count work the app
    // never does.
    std::mem::forget(c);
}
