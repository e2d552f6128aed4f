//! Rows a page built once and then shows, hides and reorders by hand (the glossary's 299
//! terms): a keystroke toggles `hidden` only on rows whose state changed and moves the
//! matches to the top, far cheaper than building and dropping rows. Safe only for a list
//! whose rows never change while the page lives, so the view never touches them again.

use wasm_bindgen::JsCast;

/// The rows as the page shows them: which were moved to the top, and which show.
#[derive(Default)]
pub struct Rows {
    rows: Vec<web_sys::Element>,
    promoted: Vec<usize>,
    shown: Vec<bool>,
}

impl Rows {
    /// Shows the rows marked in `shown` and moves the rows `top` (indices in build order) to
    /// the top of `list`, in that order; the rows moved before go back to their place.
    pub fn place(&mut self, list: &web_sys::Element, top: Vec<usize>, shown: Vec<bool>) {
        if self.rows.is_empty() {
            // Nothing has changed yet: every row shows, in build order.
            let children = list.children();
            self.rows = (0..children.length()).filter_map(|k| children.item(k)).collect();
            self.shown = vec![true; self.rows.len()];
        }
        for (row, (&now, &before)) in self.rows.iter().zip(shown.iter().zip(&self.shown)) {
            if now != before {
                let _ = row.toggle_attribute_with_force("hidden", !now);
            }
        }
        if self.promoted != top {
            // Back to build order, highest index first, so the row after each one is already
            // in place (the top rows come in any order: the exact name match leads).
            let mut back = self.promoted.clone();
            back.sort_unstable_by(|a, b| b.cmp(a));
            for &i in &back {
                let _ = list
                    .insert_before(&self.rows[i], self.rows.get(i + 1).map(|r| r.unchecked_ref()));
            }
            for &i in top.iter().rev() {
                let _ = list.insert_before(&self.rows[i], list.first_child().as_ref());
            }
        }
        self.promoted = top;
        self.shown = shown;
    }
}

/// Brings rows written as HTML up to date with their marks: for each row whose mark changed,
/// toggles `hidden` and, when its markup differs, writes the row again (its links with it, so
/// only rows that changed). `list`'s children are the rows, in the marks' order.
pub fn remark<M: PartialEq>(
    list: &web_sys::Element,
    before: &[M],
    now: &[M],
    row: impl Fn(usize, &M) -> String,
    hidden: impl Fn(&M) -> bool,
) {
    let rows = list.children();
    for (i, (b, n)) in before.iter().zip(now).enumerate().filter(|(_, (b, n))| b != n) {
        let Some(li) = rows.item(i as u32) else { continue };
        if hidden(b) != hidden(n) {
            let _ = li.toggle_attribute_with_force("hidden", hidden(n));
        }
        let html = row(i, n);
        if html != row(i, b) {
            li.set_inner_html(&html);
        }
    }
}
