//! Stable sorting through one compiled copy of the standard library's sort.
//!
//! `slice::sort_by` is compiled anew for each element type and comparison, at about 4 KB of
//! wasm a copy. These sort the positions, with the comparison behind `dyn`, so the sort itself
//! is compiled once, then move the elements into place.

use std::cmp::Ordering;

/// Sorts `v` as `slice::sort_by` does: stably, equal elements keeping their order.
pub fn sort_by<T>(v: &mut [T], mut cmp: impl FnMut(&T, &T) -> Ordering) {
    let order = positions(v.len(), &mut |a, b| cmp(&v[a], &v[b]));
    permute(v, order);
}

/// Sorts `v` as `slice::sort_by_key` does: stably, by the key.
pub fn sort_by_key<T, K: Ord>(v: &mut [T], mut key: impl FnMut(&T) -> K) {
    sort_by(v, |a, b| key(a).cmp(&key(b)));
}

/// The positions `0..n` in sorted order.
#[inline(never)]
fn positions(n: usize, cmp: &mut dyn FnMut(usize, usize) -> Ordering) -> Vec<usize> {
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&a, &b| cmp(a, b));
    order
}

/// Puts the element at `order[i]` at position `i`, by swaps. Each earlier position already
/// holds its element, so one that `order` names was moved away by a swap: following `order`
/// from there finds where it went.
fn permute<T>(v: &mut [T], order: Vec<usize>) {
    for i in 0..order.len() {
        let mut from = order[i];
        while from < i {
            from = order[from];
        }
        v.swap(i, from);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small deterministic sequence with many repeats, so stability is tested.
    fn sample(n: usize, seed: u64) -> Vec<(u8, usize)> {
        let mut x = seed;
        (0..n)
            .map(|i| {
                x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                ((x >> 60) as u8, i)
            })
            .collect()
    }

    #[test]
    fn sorts_as_the_standard_sort_does_keeping_equal_elements_in_order() {
        for n in [0, 1, 2, 3, 7, 20, 64, 300] {
            for seed in 0..20 {
                let mut ours = sample(n, seed);
                let mut std = ours.clone();
                sort_by_key(&mut ours, |e| e.0);
                std.sort_by_key(|e| e.0);
                assert_eq!(ours, std, "n {n}, seed {seed}");
            }
        }
    }

    #[test]
    fn sorts_elements_that_are_not_copy() {
        let mut words: Vec<String> =
            ["pipeline", "all-reduce", "shard", "all-gather", "shard"].map(String::from).to_vec();
        sort_by(&mut words, |a, b| b.len().cmp(&a.len()));
        assert_eq!(words, ["all-reduce", "all-gather", "pipeline", "shard", "shard"]);
    }
}
