//! Splitting a draft into sentences.

use super::*;

pub(super) struct Sentence {
    pub(super) start: usize,
    pub(super) end: usize,
    /// The line the sentence starts on.
    pub(super) line: usize,
}

pub(super) const ABBREVIATIONS: &[&str] = &[
    "vs", "approx", "cf", "fig", "eg", "ie", "dr", "mr", "mrs", "ms", "al", "inc", "ltd", "incl",
    "esp", "resp", "ca", "nb", "viz", "eq", "no", "nos", "vol", "min", "max", "avg", "est", "dept",
];

/// Whether the '.' at `chars[idx]` ends an abbreviation rather than a sentence.
pub(super) fn is_abbreviation(chars: &[(usize, char)], idx: usize, next_word_upper: bool) -> bool {
    let mut k = idx;
    while k > 0 && (chars[k - 1].1.is_alphanumeric() || chars[k - 1].1 == '.') {
        k -= 1;
    }
    let word: String = chars[k..idx].iter().map(|c| c.1.to_ascii_lowercase()).collect();
    if word.is_empty() {
        return false;
    }
    if word.contains('.') {
        return true; // e.g., i.e., a.m., U.S.
    }
    if word == "etc" {
        return !next_word_upper;
    }
    ABBREVIATIONS.contains(&word.as_str())
        && !(next_word_upper && matches!(word.as_str(), "no" | "min" | "max" | "est"))
}

/// Splits the writer's lines into sentences. A sentence ends at '.', '!' or '?' followed by
/// a space, unless the word before is an abbreviation ("e.g."); "12.5", "p95" and "14:05" never
/// end one. A line break ends a sentence too, unless the next line carries on in lowercase.
pub(super) fn split_sentences(text: &str, lines: &[Line]) -> Vec<Sentence> {
    let mut out = Vec::new();
    let mut open: Option<(usize, usize)> = None;
    let mut last_end = 0;
    let mut prev_body = false;
    let close = |open: &mut Option<(usize, usize)>, end: usize, out: &mut Vec<Sentence>| {
        if let Some((s, line)) = open.take() {
            if end > s && text[s..end].chars().any(char::is_alphanumeric) {
                out.push(Sentence { start: s, end, line });
            }
        }
    };
    for (li, l) in lines.iter().enumerate() {
        let Some(bs) = l.body else {
            close(&mut open, last_end, &mut out);
            prev_body = false;
            continue;
        };
        let seg = &text[bs..l.end];
        let chars: Vec<(usize, char)> = seg.char_indices().collect();
        let Some(&(_, c0)) = chars.iter().find(|c| !c.1.is_whitespace()) else {
            close(&mut open, last_end, &mut out);
            prev_body = false;
            continue;
        };
        if open.is_some() && !(prev_body && c0.is_lowercase()) {
            close(&mut open, last_end, &mut out);
        }
        let mut i = 0;
        while i < chars.len() {
            let (off, c) = chars[i];
            if c.is_whitespace() {
                i += 1;
                continue;
            }
            if open.is_none() {
                open = Some((bs + off, li));
            }
            last_end = bs + off + c.len_utf8();
            if matches!(c, '.' | '!' | '?' | '\u{2026}') {
                let mut e = i + 1;
                while e < chars.len()
                    && matches!(
                        chars[e].1,
                        '.' | '!'
                            | '?'
                            | '\u{2026}'
                            | '"'
                            | '\''
                            | ')'
                            | ']'
                            | '\u{201d}'
                            | '\u{2019}'
                    )
                {
                    e += 1;
                }
                let at_break = e >= chars.len() || chars[e].1.is_whitespace();
                if at_break {
                    let next_upper = chars[e..]
                        .iter()
                        .find(|c| !c.1.is_whitespace())
                        .is_none_or(|c| c.1.is_uppercase());
                    if !(c == '.' && is_abbreviation(&chars, i, next_upper)) {
                        let end = if e < chars.len() { bs + chars[e].0 } else { l.end };
                        last_end = end;
                        close(&mut open, end, &mut out);
                    }
                }
                for ch in chars.iter().take(e).skip(i + 1) {
                    last_end = bs + ch.0 + ch.1.len_utf8();
                }
                i = e;
                continue;
            }
            i += 1;
        }
        prev_body = true;
    }
    close(&mut open, last_end, &mut out);
    out
}

/// A sentence for display: one line, without a list marker.
pub(super) fn sentence_text(text: &str, s: &Sentence) -> String {
    let t = text[s.start..s.end].trim();
    let t = t
        .strip_prefix("- ")
        .or_else(|| t.strip_prefix("* "))
        .or_else(|| t.strip_prefix("• "))
        .unwrap_or(t);
    t.split_whitespace().collect::<Vec<_>>().join(" ")
}
