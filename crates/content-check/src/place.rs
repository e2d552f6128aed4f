//! Where in its file a problem is: the line and column of the `"id"` it names, so an editor or
//! CI can point at it.

use shoptalk_content::Problem;

pub fn place(problems: &mut [Problem], files: &[(&str, &str)]) {
    for p in problems.iter_mut().filter(|p| p.at.is_none() && p.id != "-") {
        if let Some(&(_, text)) = files.iter().find(|(f, _)| *f == p.file) {
            p.at = find_id(text, &p.id);
        }
    }
}

/// The first `"id": "<id>"` in the text, at the `"id"` key.
fn find_id(text: &str, id: &str) -> Option<(usize, usize)> {
    let quoted = format!("\"{id}\"");
    let mut from = 0;
    while let Some(i) = text[from..].find(&quoted).map(|i| from + i) {
        if let Some(key) = text[..i].trim_end().strip_suffix(':').map(str::trim_end) {
            if key.ends_with("\"id\"") {
                return Some(line_col(text, key.len() - 4));
            }
        }
        from = i + quoted.len();
    }
    None
}

/// Line and column (in characters), from 1, of a byte offset.
pub fn line_col(text: &str, at: usize) -> (usize, usize) {
    let before = &text[..at];
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    (before.matches('\n').count() + 1, before[line_start..].chars().count() + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_id_is_found_at_its_key_not_where_it_is_only_mentioned() {
        let text =
            "{\n  \"related\": [\"a-b\"],\n  \"items\": [\n    { \"id\" :  \"a-b\" }\n  ]\n}";
        assert_eq!(find_id(text, "a-b"), Some((4, 7)));
        assert_eq!(find_id(text, "a"), None);
    }
}
