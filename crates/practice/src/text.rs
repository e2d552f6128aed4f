//! Forgiving comparison of typed answers: case, spacing, punctuation, quotes,
//! UK/US -ise/-ize spelling and a leading article do not count against the learner.

/// Lower-cases, straightens quotes, turns punctuation and hyphens into spaces,
/// collapses whitespace and drops a leading article.
pub fn normalize(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars().flat_map(char::to_lowercase) {
        let c = match c {
            '\u{2018}' | '\u{2019}' | '\u{02bc}' | '`' => '\'',
            '\u{201c}' | '\u{201d}' => '"',
            c => c,
        };
        // Apostrophes inside words stay ("don't" is not "dont"); other punctuation separates.
        if c.is_alphanumeric() || c == '\'' {
            out.push(c);
        } else {
            out.push(' ');
        }
    }
    let words: Vec<&str> =
        out.split_whitespace().map(|w| w.trim_matches('\'')).filter(|w| !w.is_empty()).collect();
    let start = usize::from(words.len() > 1 && matches!(words[0], "a" | "an" | "the"));
    words[start..].iter().map(|w| fold_spelling(w)).collect::<Vec<_>>().join(" ")
}

/// Maps the UK spellings that learners of either convention meet most to US ones,
/// so "optimiser" and "optimizer" compare equal. Applied to both sides alike.
fn fold_spelling(w: &str) -> String {
    const ENDINGS: [(&str, &str); 9] = [
        ("isation", "ization"),
        ("isations", "izations"),
        ("ise", "ize"),
        ("ised", "ized"),
        ("ises", "izes"),
        ("ising", "izing"),
        ("iser", "izer"),
        ("isers", "izers"),
        ("yse", "yze"),
    ];
    // Short words ("rise", "wise", "noise") are not -ise verbs; five letters before the ending is a safe floor.
    for (uk, us) in ENDINGS {
        if let Some(stem) = w.strip_suffix(uk) {
            if stem.chars().count() >= 4 {
                return format!("{stem}{us}");
            }
        }
    }
    match w {
        "centre" => "center".into(),
        "behaviour" => "behavior".into(),
        "colour" => "color".into(),
        "labelled" => "labeled".into(),
        "modelling" => "modeling".into(),
        "cancelled" => "canceled".into(),
        "programme" => "program".into(),
        "catalogue" => "catalog".into(),
        _ => w.to_string(),
    }
}

/// Levenshtein distance over chars, for near misses.
pub fn edit_distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    let mut cur = vec![0; b.len() + 1];
    for i in 1..=a.len() {
        cur[0] = i;
        for j in 1..=b.len() {
            let sub = prev[j - 1] + usize::from(a[i - 1] != b[j - 1]);
            cur[j] = sub.min(prev[j] + 1).min(cur[j - 1] + 1);
        }
        std::mem::swap(&mut prev, &mut cur);
    }
    prev[b.len()]
}

/// One run of a character diff between what was typed and what was expected.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Seg {
    Same(String),
    /// Expected but not typed.
    Missing(String),
    /// Typed but not expected.
    Extra(String),
}

/// A character diff of `given` against `expected` (both as the learner would read them),
/// from an edit-distance table; adjacent runs of one kind are merged.
pub fn diff(given: &str, expected: &str) -> Vec<Seg> {
    let a: Vec<char> = given.chars().collect();
    let b: Vec<char> = expected.chars().collect();
    let (n, m) = (a.len(), b.len());
    let eq = |x: char, y: char| x.to_lowercase().eq(y.to_lowercase());
    let mut d = vec![vec![0usize; m + 1]; n + 1];
    for (i, row) in d.iter_mut().enumerate() {
        row[0] = i;
    }
    for (j, cell) in d[0].iter_mut().enumerate() {
        *cell = j;
    }
    for i in 1..=n {
        for j in 1..=m {
            let sub = d[i - 1][j - 1] + if eq(a[i - 1], b[j - 1]) { 0 } else { 2 };
            d[i][j] = sub.min(d[i - 1][j] + 1).min(d[i][j - 1] + 1);
        }
    }
    let mut ops: Vec<Seg> = Vec::new();
    let (mut i, mut j) = (n, m);
    let mut push = |seg: Seg| ops.push(seg);
    while i > 0 || j > 0 {
        if i > 0 && j > 0 && eq(a[i - 1], b[j - 1]) && d[i][j] == d[i - 1][j - 1] {
            push(Seg::Same(b[j - 1].to_string()));
            i -= 1;
            j -= 1;
        } else if j > 0 && (i == 0 || d[i][j] == d[i][j - 1] + 1) {
            push(Seg::Missing(b[j - 1].to_string()));
            j -= 1;
        } else {
            push(Seg::Extra(a[i - 1].to_string()));
            i -= 1;
        }
    }
    ops.reverse();
    let mut merged: Vec<Seg> = Vec::new();
    for seg in ops {
        match (merged.last_mut(), seg) {
            (Some(Seg::Same(s)), Seg::Same(t))
            | (Some(Seg::Missing(s)), Seg::Missing(t))
            | (Some(Seg::Extra(s)), Seg::Extra(t)) => s.push_str(&t),
            (_, seg) => merged.push(seg),
        }
    }
    merged
}

/// Counts words as a reader would: runs of letters or digits, with inner apostrophes and hyphens.
/// A comma or point between digits ("12,000", "1.5") stays inside the number.
pub fn word_count(s: &str) -> usize {
    let c: Vec<char> = s.chars().collect();
    let inside = |i: usize| {
        let x = c[i];
        x.is_alphanumeric()
            || matches!(x, '\'' | '-' | '\u{2019}')
            || (matches!(x, ',' | '.')
                && i > 0
                && i + 1 < c.len()
                && c[i - 1].is_ascii_digit()
                && c[i + 1].is_ascii_digit())
    };
    let mut count = 0;
    let mut in_word = false;
    let mut has_alnum = false;
    for (i, ch) in c.iter().enumerate() {
        if inside(i) {
            in_word = true;
            has_alnum |= ch.is_alphanumeric();
        } else {
            count += usize::from(in_word && has_alnum);
            in_word = false;
            has_alnum = false;
        }
    }
    count + usize::from(in_word && has_alnum)
}

/// Splits `text` into runs, marking each occurrence of any phrase (ASCII case-insensitive),
/// for highlighting key phrases in a model answer. Earlier and longer matches win.
pub fn split_marked(text: &str, phrases: &[String]) -> Vec<(String, bool)> {
    let lower = text.to_ascii_lowercase();
    let wanted: Vec<String> =
        phrases.iter().map(|p| p.to_ascii_lowercase()).filter(|p| !p.is_empty()).collect();
    let mut out = Vec::new();
    let mut at = 0;
    while at < text.len() {
        let next = wanted
            .iter()
            .filter_map(|p| lower[at..].find(p.as_str()).map(|i| (at + i, p.len())))
            .min_by(|a, b| a.0.cmp(&b.0).then(b.1.cmp(&a.1)));
        match next {
            Some((start, len)) => {
                if start > at {
                    out.push((text[at..start].to_string(), false));
                }
                out.push((text[start..start + len].to_string(), true));
                at = start + len;
            }
            None => {
                out.push((text[at..].to_string(), false));
                break;
            }
        }
    }
    out
}

/// "1 card", "10 cards": a count with its noun, never "card(s)".
pub fn count(n: impl Into<u64>, one: &str, many: &str) -> String {
    let n = n.into();
    format!("{n} {}", if n == 1 { one } else { many })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn normalize_forgives_case_space_punctuation_quotes_and_articles() {
        assert_eq!(normalize("  Roll   BACK. "), "roll back");
        assert_eq!(normalize("roll-back"), "roll back");
        assert_eq!(normalize("the optimiser state"), "optimizer state");
        assert_eq!(normalize("don\u{2019}t"), normalize("don't"));
        assert_eq!(normalize("\u{201c}nit\u{201d}"), "nit");
        // A lone article is an answer, not a prefix.
        assert_eq!(normalize("the"), "the");
    }

    #[test]
    fn spelling_fold_leaves_short_words_alone() {
        assert_eq!(normalize("quantisation"), normalize("quantization"));
        assert_eq!(normalize("utilised"), "utilized");
        assert_eq!(normalize("rise"), "rise");
        assert_eq!(normalize("noise"), "noise");
        assert_ne!(normalize("four"), normalize("for"));
    }

    #[test]
    fn edit_distance_counts_single_edits() {
        assert_eq!(edit_distance("shard", "shard"), 0);
        assert_eq!(edit_distance("shard", "shart"), 1);
        assert_eq!(edit_distance("shard", "shad"), 1);
        assert_eq!(edit_distance("shard", "sharded"), 2);
        assert_eq!(edit_distance("", "abc"), 3);
    }

    #[test]
    fn diff_marks_the_missing_letter() {
        assert_eq!(
            diff("rollbak", "rollback"),
            vec![Seg::Same("rollba".into()), Seg::Missing("c".into()), Seg::Same("k".into())]
        );
        // Where a doubled letter is ambiguous, any alignment will do if it rebuilds both sides.
        let d = diff("Shardd", "shard");
        let side = |keep: fn(&Seg) -> Option<&String>| {
            d.iter().filter_map(keep).cloned().collect::<String>()
        };
        assert_eq!(
            side(|s| match s {
                Seg::Same(t) | Seg::Extra(t) => Some(t),
                _ => None,
            })
            .to_lowercase(),
            "shardd"
        );
        assert_eq!(
            side(|s| match s {
                Seg::Same(t) | Seg::Missing(t) => Some(t),
                _ => None,
            })
            .to_lowercase(),
            "shard"
        );
        assert_eq!(d.iter().filter(|s| matches!(s, Seg::Extra(_))).count(), 1);
    }

    #[test]
    fn split_marked_marks_phrases_case_insensitively() {
        let parts = split_marked(
            "We Sharded the state, then sharded it again.",
            &["sharded".into(), "".into()],
        );
        let marked: Vec<&str> = parts.iter().filter(|p| p.1).map(|p| p.0.as_str()).collect();
        assert_eq!(marked, ["Sharded", "sharded"]);
        assert_eq!(
            parts.iter().map(|p| p.0.as_str()).collect::<String>(),
            "We Sharded the state, then sharded it again."
        );
        assert_eq!(
            split_marked("naïve café", &["café".into()]),
            vec![("naïve ".into(), false), ("café".into(), true)]
        );
    }

    #[test]
    fn word_count_treats_hyphenated_and_contracted_words_as_one() {
        assert_eq!(word_count("We rolled back the long-running job; it wasn't sharded."), 9);
        assert_eq!(word_count("  "), 0);
        assert_eq!(word_count("Step 12,000 failed at 1.5x speed."), 6);
    }
}
