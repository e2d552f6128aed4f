//! Register: casual words and contractions in formal genres, and how to replace them.

use super::*;

pub(super) fn casual_fix(c: &str) -> String {
    let to = match c {
        "gonna" => "'going to' or 'will'",
        "wanna" => "'want to'",
        "gotta" => "'have to' or 'must'",
        "kinda" | "sorta" => "'somewhat', or give the number",
        "dunno" => "'do not know'",
        "stuff" => "name the thing: 'files', 'jobs', 'settings'",
        "guys" | "folks" => "'everyone' or 'the team'",
        "awesome" | "cool" => "'very good', or say what was good",
        "basically" | "totally" | "literally" => "leave it out",
        "super" | "pretty" | "crazy" | "insane" => "'very', or better, a number",
        "yeah" | "yep" | "yup" => "'yes'",
        "nope" | "nah" => "'no'",
        "ok" | "okay" => "'acceptable' or 'fine'",
        "hey" => "'Hello' or 'Dear …'",
        "a lot" | "a lot of" | "lots of" | "tons of" | "loads of" | "a bunch of" => {
            "'many', 'much' or a number"
        }
        "heads-up" => "'please note'",
        "!" => "a full stop",
        "btw" | "lol" | "omg" | "tbh" | "imo" | "imho" | "thx" | "cos" | "cuz" | "coz" => {
            "write it out or leave it out"
        }
        "anyways" | "dude" | "gotcha" | "freaking" => "leave it out",
        _ => "",
    };
    if !to.is_empty() {
        return format!("'{c}' → {to}");
    }
    match expand_contraction(c) {
        Some(full) => format!("'{c}' → '{full}'"),
        None => format!("'{c}'"),
    }
}

/// "don't" → "do not", "it's" → "it is"; `None` if `c` is not a contraction.
pub(super) fn expand_contraction(c: &str) -> Option<String> {
    let parts = expand(c);
    (parts.len() == 2).then(|| {
        let head = if c.starts_with("i'") { "I" } else { parts[0].as_str() };
        format!("{head} {}", parts[1])
    })
}

// ---------------------------------------------------------------------------
// Register

pub(super) fn is_contraction(w: &str) -> bool {
    let Some(i) = w.find('\'') else { return false };
    let (head, tail) = w.split_at(i);
    matches!(tail, "'t" if head.ends_with('n'))
        || matches!(tail, "'re" | "'ve" | "'ll" | "'d" | "'m" | "'em")
        || (tail == "'s" && PRONOUN_S.contains(&head))
        || w == "y'all"
}

/// Contractions (when `contractions`) and casual words outside quotes, once each, in order.
pub(super) fn casual_words(text: &str, toks: &[Tok], contractions: bool) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut add = |s: &str| {
        if !out.iter().any(|o| o == s) {
            out.push(s.to_string());
        }
    };
    let word_at = |k: usize| toks.get(k).filter(|t| t.punct.is_none()).map(|t| t.low.as_ref());
    for (k, t) in toks.iter().enumerate() {
        if t.quoted {
            continue;
        }
        if let Some(c) = t.punct {
            if c == '!' {
                let before = text[..t.start].chars().next_back();
                let after = text[t.end..].chars().next();
                if before.is_some_and(|b| b.is_alphanumeric() || matches!(b, ')' | '!'))
                    && after.is_none_or(|a| a.is_whitespace() || a == '!')
                {
                    add("!");
                }
            }
            continue;
        }
        let w = t.low.as_ref();
        let next = if k + 1 < toks.len() { word_at(k + 1) } else { None };
        let prev = if k > 0 { word_at(k - 1) } else { None };
        if is_contraction(w) {
            if contractions {
                add(w);
            }
            continue;
        }
        if is(w, CASUAL_W) {
            add(w);
            continue;
        }
        match w {
            "super" if !next.is_some_and(|n| SUPER_OK.contains(&n)) => add("super"),
            "pretty" if next.is_some_and(|n| !n.starts_with("print")) => add("pretty"),
            "ok" if &text[t.start..t.end] != "OK" => add("ok"),
            "cool" if !next.is_some_and(|n| matches!(n, "down" | "off" | "air" | "ing")) => {
                add("cool")
            }
            "lot" if prev == Some("a") => {
                add(if next == Some("of") { "a lot of" } else { "a lot" })
            }
            "lots" | "tons" | "loads" if next == Some("of") => add(&format!("{w} of")),
            "bunch" if prev == Some("a") && next == Some("of") => add("a bunch of"),
            "heads" if next == Some("up") => add("heads-up"),
            _ => {}
        }
    }
    out
}
