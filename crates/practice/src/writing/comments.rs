//! Review comments: conventional labels, and comments that read as blunt orders.

use super::*;

/// The label of a conventional review comment at the start of a line ("nit:", "issue (blocking):"):
/// `Some(true)` when the label softens the comment.
pub(super) fn comment_label(line: &str) -> Option<bool> {
    let t = line.trim_start().trim_start_matches(['-', '*', '>', '•']).trim_start();
    if !t.bytes().take(40).any(|b| b == b':')
        && !t.get(..4).is_some_and(|h| h.eq_ignore_ascii_case("lgtm"))
    {
        return None;
    }
    let t: String = t.chars().take(32).flat_map(char::to_lowercase).collect();
    if t.starts_with("lgtm") {
        return Some(true);
    }
    let colon = t.find(':')?;
    let head = t[..colon].trim();
    let word = head.split(|c: char| !c.is_alphanumeric()).next().unwrap_or("");
    if head.len() > 30 {
        return None;
    }
    COMMENT_LABELS
        .iter()
        .find(|(l, _)| *l == word)
        .map(|&(_, soft)| soft && !head.contains("blocking"))
}

/// Whether a review sentence reads as an order or a verdict with nothing to soften it.
pub(super) fn is_blunt(toks: &[Tok], soft_label: bool) -> bool {
    if soft_label {
        return false;
    }
    let words: Vec<&str> =
        toks.iter().filter(|t| t.punct.is_none()).map(|t| t.low.as_ref()).collect();
    if words.is_empty() {
        return false;
    }
    // Leave out a label such as "issue:".
    let skip = usize::from(
        toks.iter().position(|t| t.punct == Some(':')).is_some_and(|p| p <= 3)
            && COMMENT_LABELS.iter().any(|(l, _)| *l == words[0]),
    );
    let body = &words[skip.min(words.len())..];
    let padded = format!(" {} ", body.join(" "));
    let question = toks
        .iter()
        .rev()
        .find(|t| t.punct.is_some_and(|c| c != '\n'))
        .is_some_and(|t| t.punct == Some('?'));
    let accusing = ACCUSING.iter().any(|a| padded.contains(a));
    if !accusing && (question || HEDGES.iter().any(|h| padded.contains(h))) {
        return false;
    }
    if accusing || BLUNT.iter().any(|b| padded.contains(b)) {
        return true;
    }
    body.first().is_some_and(|f| ORDERS.contains(f)) && !padded.contains(" please ")
}
