//! Lines and headings: which lines of a draft are the required section headings.

use super::*;

pub(super) enum HeadKind {
    Greeting,
    SignOff,
    Words { content: Vec<W<'static>>, joined: String },
}

/// A required heading, ready to compare with lines.
pub(super) struct Head {
    pub(super) kind: HeadKind,
    pub(super) timeline: bool,
}

impl Head {
    pub(super) fn new(h: &str) -> Head {
        let n = normalize(h);
        let timeline = n.split(' ').any(|w| w == "timeline");
        let kind = if is_greeting_norm(&n) {
            HeadKind::Greeting
        } else if SIGNOFFS.contains(&n.as_str()) {
            HeadKind::SignOff
        } else {
            HeadKind::Words { content: content_words(h), joined: n.replace(' ', "") }
        };
        Head { kind, timeline }
    }
}

/// The words of a heading that carry meaning; all of them if none do.
pub(super) fn content_words(s: &str) -> Vec<W<'static>> {
    let toks = tokenize(s);
    let ws: Vec<W<'static>> = words_of(&toks).into_iter().map(W::owned).collect();
    let c: Vec<W<'static>> = ws.iter().filter(|w| !is(&w.low, HEAD_STOP_W)).cloned().collect();
    if c.is_empty() {
        ws
    } else {
        c
    }
}

pub(super) fn is_greeting_norm(n: &str) -> bool {
    let words = n.split(' ').count();
    n == "dear"
        || n.starts_with("dear ")
        || n == "to whom it may concern"
        || ((n == "hi"
            || n == "hello"
            || n == "hey"
            || n.starts_with("hi ")
            || n.starts_with("hello ")
            || n.starts_with("hey "))
            && words <= 4)
        || n.starts_with("good morning")
        || n.starts_with("good afternoon")
        || n.starts_with("good evening")
}

/// Whether `s` has at most `max` words between spaces; stops counting early.
pub(super) fn at_most_words(s: &str, max: usize) -> bool {
    s.split_whitespace().nth(max).is_none()
}

pub(super) fn is_greeting_line(t: &str) -> bool {
    at_most_words(t, 8) && is_greeting_norm(&normalize(t))
}

pub(super) fn is_signoff_line(t: &str) -> bool {
    at_most_words(t, 4) && SIGNOFFS.contains(&normalize(t).as_str())
}

/// A heading line without its markup: '#', bold, numbering ("1.", "2.1", "a)", "IV."), a final ':'.
pub(super) fn clean_heading(t: &str) -> &str {
    let mut s = t.trim();
    s = s.trim_start_matches('#').trim_start();
    s = s.trim_matches(|c| c == '*' || c == '_').trim();
    if let Some(sp) = s.find(char::is_whitespace) {
        let first = &s[..sp];
        if let Some(num) = first.strip_suffix('.').or_else(|| first.strip_suffix(')')) {
            let numeric = num.starts_with(|c: char| c.is_ascii_digit())
                && num.chars().all(|c| c.is_ascii_digit() || c == '.');
            let letter = num.chars().count() == 1 && num.chars().all(|c| c.is_ascii_alphabetic());
            let roman = !num.is_empty()
                && num.len() <= 4
                && num.chars().all(|c| matches!(c, 'i' | 'v' | 'x' | 'I' | 'V' | 'X'));
            if numeric || letter || roman {
                s = s[sp..].trim_start();
            }
        }
    }
    s = s.trim_end_matches(':').trim_end();
    s.trim_matches(|c| c == '*' || c == '_').trim().trim_end_matches(':').trim_end()
}

pub(super) fn ends_terminal(s: &str) -> bool {
    s.ends_with(['.', '!', '?', ';', ','])
}

/// "14:05", "3:40": a time of day.
pub(super) fn has_time(s: &str) -> bool {
    let b = s.as_bytes();
    (1..b.len().saturating_sub(1))
        .any(|i| b[i] == b':' && b[i - 1].is_ascii_digit() && b[i + 1].is_ascii_digit())
}

/// The meaningful words of a cleaned line and its letters without spaces, computed once per line.
pub(super) struct LineWords {
    pub(super) content: Vec<W<'static>>,
    pub(super) joined: String,
}

impl LineWords {
    pub(super) fn new(clean: &str) -> LineWords {
        LineWords { content: content_words(clean), joined: normalize(clean).replace(' ', "") }
    }
}

/// The stem of a derived word, for headings: "prevention", "preventive" → "prevent";
/// "escalation", "escalate" → "escal". `None` when no suffix applies.
pub(super) fn derived(w: &str) -> Option<&str> {
    const SUFFIXES: [&str; 12] = [
        "ations", "ation", "ions", "ion", "ives", "ive", "ates", "ate", "ments", "ment", "ing",
        "al",
    ];
    SUFFIXES
        .iter()
        .find_map(|suf| w.strip_suffix(suf).filter(|stem| stem.len() >= 4 && stem.is_ascii()))
}

/// Whether a cleaned line matches a heading: every meaningful word in some form with at most
/// three extra words ("Root Cause Analysis"), or, for longer headings, at least half of them
/// with at most two extra ("Savings" for "Where the savings come from"). `strict`: all words, one extra.
pub(super) fn words_match(line: &LineWords, content: &[W], joined: &str, strict: bool) -> bool {
    let lw = &line.content;
    if lw.is_empty() || content.is_empty() {
        return false;
    }
    if line.joined == joined {
        return true;
    }
    let same =
        |l: &W, h: &W| wmatch(l, h) || derived(&l.low).is_some_and(|d| derived(&h.low) == Some(d));
    let mh = content.iter().filter(|h| lw.iter().any(|l| same(l, h))).count();
    let ml = lw.iter().filter(|l| content.iter().any(|h| same(l, h))).count();
    let extra = lw.len() - ml;
    if mh == content.len() && extra <= if strict { 1 } else { 3 } {
        return true;
    }
    !strict && content.len() >= 2 && mh >= 1 && mh * 2 >= content.len() && extra <= 2
}

/// Which required headings a line is, and where its own text starts for "Subject: …" lines.
pub(super) fn match_heads(t: &str, t_off: usize, heads: &[Head]) -> (Vec<usize>, Option<usize>) {
    let mut found = Vec::new();
    if heads.is_empty()
        || t.starts_with(['-', '•', '>', '|'])
        || (t.starts_with('*') && !t.starts_with("**"))
    {
        return (found, None);
    }
    let clean = clean_heading(t);
    if clean.is_empty() {
        return (found, None);
    }
    let whole =
        clean.len() <= 160 && at_most_words(clean, 12) && !has_time(clean) && !ends_terminal(clean);
    let line = whole.then(|| LineWords::new(clean));
    for (i, h) in heads.iter().enumerate() {
        let hit = match (&h.kind, &line) {
            (HeadKind::Greeting, _) => is_greeting_line(t),
            (HeadKind::SignOff, _) => is_signoff_line(t),
            (HeadKind::Words { content, joined }, Some(line)) => {
                words_match(line, content, joined, false)
            }
            (HeadKind::Words { .. }, None) => false,
        };
        if hit {
            found.push(i);
        }
    }
    if !found.is_empty() {
        return (found, None);
    }
    // "Subject: Proposal to cut costs", "Impact: 3,000 GPU hours".
    if let Some(colon) = t.char_indices().take(80).find(|c| c.1 == ':').map(|c| c.0) {
        let prefix = clean_heading(&t[..colon]);
        if !prefix.is_empty() && at_most_words(prefix, 6) && !has_time(&t[..colon + 1]) {
            let line = LineWords::new(prefix);
            for (i, h) in heads.iter().enumerate() {
                if let HeadKind::Words { content, joined } = &h.kind {
                    if words_match(&line, content, joined, true) {
                        found.push(i);
                    }
                }
            }
            if !found.is_empty() {
                return (found, Some(t_off + colon + 1));
            }
        }
    }
    (found, None)
}

/// A short line that reads like a heading of the writer's own ("Lessons learned").
pub(super) fn heading_like(t: &str) -> bool {
    if t.starts_with(['-', '•', '>', '|']) || (t.starts_with('*') && !t.starts_with("**")) {
        return false;
    }
    let c = clean_heading(t);
    !c.is_empty()
        && at_most_words(c, 6)
        && c.starts_with(|ch: char| ch.is_uppercase())
        && !ends_terminal(c)
        && !c.contains(':')
}

/// One line of the draft.
pub(super) struct Line {
    pub(super) start: usize,
    pub(super) end: usize,
    /// Where the writer's sentences start on this line; `None` for headings and blank lines.
    pub(super) body: Option<usize>,
    /// Required headings this line is.
    pub(super) sections: Vec<usize>,
    /// A heading of any kind (required, the writer's own, a greeting or a sign-off).
    pub(super) heading: bool,
    /// A heading that opens a timeline.
    pub(super) timeline_heading: bool,
    /// Text under a timeline heading (including "Timeline: …" on the heading line).
    pub(super) timeline: bool,
}

pub(super) fn classify(text: &str, heads: &[Head]) -> Vec<Line> {
    let mut out = Vec::new();
    let mut prev_blank = true;
    let mut start = 0;
    let raws: Vec<&str> = text.split('\n').collect();
    for (li, &raw) in raws.iter().enumerate() {
        let end = start + raw.len();
        // A line that the next one carries on in lowercase is a wrapped sentence, not a heading.
        let wrapped =
            raws.get(li + 1).is_some_and(|n| n.trim_start().starts_with(char::is_lowercase));
        let t = raw.trim();
        let t_off = start + (raw.len() - raw.trim_start().len());
        let mut line = Line {
            start,
            end,
            body: Some(start),
            sections: Vec::new(),
            heading: false,
            timeline_heading: false,
            timeline: false,
        };
        if t.is_empty() {
            line.body = None;
            prev_blank = true;
        } else {
            let (sections, inline) = match_heads(t, t_off, heads);
            let generic = t.starts_with("# ")
                || t.starts_with("##")
                || is_greeting_line(t)
                || is_signoff_line(t)
                || (prev_blank && !wrapped && heading_like(t));
            if !sections.is_empty() || generic {
                line.timeline_heading = sections.iter().any(|&i| heads[i].timeline)
                    || (sections.is_empty() && normalize(clean_heading(t)).starts_with("timeline"));
                line.body = inline;
                line.sections = sections;
                line.heading = true;
            }
            prev_blank = false;
        }
        out.push(line);
        start = end + 1;
    }
    // Mark the timeline: from a timeline heading to the next heading.
    let mut inside = false;
    for l in &mut out {
        if l.heading {
            inside = l.timeline_heading;
        }
        l.timeline = inside && l.body.is_some();
    }
    out
}
