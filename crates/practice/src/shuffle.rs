//! Deterministic shuffles, seeded by an item id: the same item shows the same order
//! after a reload, so a resumed set looks as the learner left it.

fn seed_of(key: &str) -> u64 {
    // FNV-1a: stable across builds and platforms, unlike std's hasher.
    key.bytes()
        .fold(0xcbf2_9ce4_8422_2325, |h, b| (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3))
}

fn next(state: &mut u64) -> u64 {
    // SplitMix64.
    *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// A permutation of 0..n for `key`. With `derange`, no index stays in place (n >= 2),
/// so an ordering or matching exercise never starts already solved.
pub fn permutation(key: &str, n: usize, derange: bool) -> Vec<usize> {
    let mut state = seed_of(key);
    let mut p: Vec<usize> = (0..n).collect();
    for i in (1..n).rev() {
        let j = (next(&mut state) % (i as u64 + 1)) as usize;
        p.swap(i, j);
    }
    if derange && n >= 2 {
        // Rotate any fixed point into the next slot; one pass suffices for a swap-based fix.
        for i in 0..n {
            if p[i] == i {
                let j = (i + 1) % n;
                p.swap(i, j);
            }
        }
    }
    p
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn permutation_is_stable_and_complete() {
        let a = permutation("fsdp-basics-order", 6, false);
        assert_eq!(a, permutation("fsdp-basics-order", 6, false));
        let mut sorted = a.clone();
        sorted.sort();
        assert_eq!(sorted, (0..6).collect::<Vec<_>>());
    }

    #[test]
    fn derangement_moves_every_index() {
        for n in 2..12 {
            for k in 0..50 {
                let p = permutation(&format!("item-{k}"), n, true);
                assert!(p.iter().enumerate().all(|(i, &x)| i != x), "{p:?}");
                let mut s = p.clone();
                s.sort();
                assert_eq!(s, (0..n).collect::<Vec<_>>());
            }
        }
    }
}
