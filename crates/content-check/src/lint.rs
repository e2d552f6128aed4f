//! Rules for fair items, beyond well-formedness: no answer cued by its length, no caricature
//! distractors, dialogue turns with real choices, orderings whose steps do not number
//! themselves, no item a near-copy of another, and one spelling per role path. `validate` runs them, so a break fails the build
//! with file and id; `catalog stats` prints the length-cue shares.

use std::collections::BTreeMap;

use shoptalk_content::*;
use shoptalk_practice::text::normalize;

/// At most this share of `choice` items may have the key as the uniquely longest option...
pub const MAX_CHOICE_KEY_LONGEST: f64 = 0.35;
/// ... and at least this share: where the key is almost never the longest, "never pick the
/// longest" is a cue as good as "pick the longest".
pub const MIN_CHOICE_KEY_LONGEST: f64 = 0.15;
/// At most this share of dialogue turns may have the best reply as the longest (ties count).
pub const MAX_BEST_REPLY_LONGEST: f64 = 0.35;
/// The shares are judged only over at least this many cases, so a tiny catalog is not.
const MIN_SAMPLE: usize = 10;
/// A key this many times the length of the longest distractor is given away by length alone.
const MAX_KEY_RATIO: f64 = 1.5;
/// ... unless it is this short: "on" against "at" says nothing.
const RATIO_FROM_CHARS: usize = 25;

/// Phrases nobody writing at work would pick: options and replies built on them teach
/// nothing. (A multiple-answer item may list "obviously" as a booster that is not a hedge:
/// there the word is what is being classified, so those options are not checked.)
pub const CARICATURES: [&str; 18] = [
    "lol",
    "lmao",
    "omg",
    "!!!",
    "whatever works",
    "whatever you",
    "who cares",
    "trust me",
    "no idea",
    "guaranteed",
    "maybe, perhaps",
    "perhaps possibly",
    "possibly perhaps",
    "i regret to inform",
    "dear colleagues",
    "to whom it may concern",
    "beginner mistake",
    "obviously",
];

/// Words that put a step's place in the step itself ("First, ...", "Then ...").
const SEQUENCERS: [&str; 11] = [
    "first",
    "firstly",
    "second",
    "secondly",
    "third",
    "thirdly",
    "then",
    "next",
    "finally",
    "lastly",
    "afterwards",
];
/// Labels that do the same when followed by a colon ("Situation: ...", "Step 2: ...").
const LABELS: [&str; 6] = ["situation", "task", "action", "result", "step", "last"];

fn chars(s: &str) -> usize {
    s.chars().count()
}

/// Whether the key is longer than every other option, and by how much.
fn length_cue<'a>(key: &str, others: impl Iterator<Item = &'a str>) -> (bool, f64) {
    let longest_other = others.map(chars).max().unwrap_or(0);
    let k = chars(key);
    (
        k > longest_other,
        if longest_other == 0 { f64::INFINITY } else { k as f64 / longest_other as f64 },
    )
}

/// Does `text` contain `phrase` as whole words (case-insensitive)?
fn has_phrase(text: &str, phrase: &str) -> bool {
    let text = text.to_lowercase();
    let word = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric());
    text.match_indices(phrase).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + phrase.len()..].chars().next();
        // Punctuation phrases ("!!!") have no word edges to respect.
        !phrase.starts_with(char::is_alphanumeric) || (!word(before) && !word(after))
    })
}

/// The share of cases that show a cue, as (cued, cases).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Share {
    pub cued: usize,
    pub cases: usize,
}

impl Share {
    pub fn ratio(self) -> f64 {
        if self.cases == 0 {
            0.0
        } else {
            self.cued as f64 / self.cases as f64
        }
    }
}

/// Length cues across the catalog: choice keys that are the uniquely longest option, and
/// dialogue best replies that are the longest of their turn.
#[derive(Debug, Clone, Default)]
pub struct LengthCues {
    pub choice: Share,
    pub dialogue: Share,
    /// Ids of the cued items, for the message when a share is over its limit.
    choice_ids: Vec<String>,
    dialogue_ids: Vec<String>,
}

pub fn length_cues(c: &Catalog) -> LengthCues {
    let mut cues = LengthCues::default();
    for item in c.sets.iter().flat_map(|s| &s.items) {
        match &item.body {
            Body::Choice { options, answer } => {
                cues.choice.cases += 1;
                if length_cue(
                    answer,
                    options.iter().filter(|o| &o.text != answer).map(|o| o.text.as_str()),
                )
                .0
                {
                    cues.choice.cued += 1;
                    cues.choice_ids.push(item.id.clone());
                }
            }
            Body::Dialogue { turns, .. } => {
                for t in turns {
                    let Some(best) = t.replies.iter().find(|r| r.best) else {
                        continue;
                    };
                    cues.dialogue.cases += 1;
                    if t.replies
                        .iter()
                        .filter(|r| !r.best)
                        .all(|r| chars(&r.text) <= chars(&best.text))
                    {
                        cues.dialogue.cued += 1;
                        cues.dialogue_ids.push(item.id.clone());
                    }
                }
            }
            _ => {}
        }
    }
    cues
}

pub fn lint(c: &Catalog, out: &mut Vec<Problem>) {
    for s in &c.sets {
        let file = c.source("set", &s.id);
        for item in &s.items {
            lint_item(item, &mut |m| out.push(Problem::new(file, &item.id, m)));
        }
    }
    let cues = length_cues(c);
    let choice = cues.choice;
    if choice.cases >= MIN_SAMPLE && choice.ratio() < MIN_CHOICE_KEY_LONGEST {
        out.push(Problem::new(
            "content/sets",
            "length cue",
            format!(
                "{} of {} choice items whose key is the uniquely longest option ({:.0}%, at least {:.0}% required): a learner who never picks the longest answer gains. Let the key be the longest in about a quarter of items",
                choice.cued,
                choice.cases,
                choice.ratio() * 100.0,
                MIN_CHOICE_KEY_LONGEST * 100.0
            ),
        ));
    }
    for (what, share, limit, ids) in [
        (
            "choice items whose key is the uniquely longest option",
            cues.choice,
            MAX_CHOICE_KEY_LONGEST,
            &cues.choice_ids,
        ),
        (
            "dialogue turns whose best reply is the longest",
            cues.dialogue,
            MAX_BEST_REPLY_LONGEST,
            &cues.dialogue_ids,
        ),
    ] {
        if share.cases >= MIN_SAMPLE && share.ratio() > limit {
            let mut ids = ids.clone();
            ids.dedup();
            out.push(Problem::new(
                "content/sets",
                "length cue",
                format!(
                    "{} of {} {what} ({:.0}%, at most {:.0}% allowed): a learner who picks the longest answer passes. Cued: {}",
                    share.cued,
                    share.cases,
                    share.ratio() * 100.0,
                    limit * 100.0,
                    ids.join(", ")
                ),
            ));
        }
    }
    for (similarity, a, b) in similar_items(c, MAX_ITEM_SIMILARITY) {
        let file = c.item(&a).map_or("content/sets", |(set, _)| c.source("set", &set.id));
        out.push(Problem::new(
            file,
            &a,
            format!("is a near-copy of {b} ({:.0}% of their word sequences are shared, at most {:.0}% allowed): rewrite one so it practises something new", similarity * 100.0, MAX_ITEM_SIMILARITY * 100.0),
        ));
    }
    spelling(c, out);
}

fn lint_item(item: &Item, fail: &mut dyn FnMut(String)) {
    let mut caricature = |field: &str, text: &str| {
        if let Some(p) = CARICATURES.iter().find(|p| has_phrase(text, p)) {
            fail(format!("{field} {text:?} is a caricature ({p:?}): write a mistake a capable engineer would make"));
        }
    };
    match &item.body {
        Body::Choice { options, .. } | Body::MultiChoice { options, .. } => {
            for o in options {
                caricature("option", &o.text);
            }
        }
        Body::Dialogue { turns, .. } => {
            for t in turns {
                for r in &t.replies {
                    caricature("reply", &r.text);
                }
            }
        }
        _ => {}
    }
    match &item.body {
        Body::Choice { options, answer } => {
            let (longest, ratio) = length_cue(
                answer,
                options.iter().filter(|o| &o.text != answer).map(|o| o.text.as_str()),
            );
            if longest && ratio > MAX_KEY_RATIO && chars(answer) >= RATIO_FROM_CHARS {
                fail(format!("the key is {ratio:.1}x as long as the longest other option: give the distractors the same detail"));
            }
        }
        Body::Dialogue { turns, .. } => {
            for (i, t) in turns.iter().enumerate() {
                if t.replies.len() < 3 {
                    fail(format!(
                        "turn {} offers {} replies; give at least 3",
                        i + 1,
                        t.replies.len()
                    ));
                }
                let Some(best) = t.replies.iter().find(|r| r.best) else {
                    continue;
                };
                let (longest, ratio) = length_cue(
                    &best.text,
                    t.replies.iter().filter(|r| !r.best).map(|r| r.text.as_str()),
                );
                if longest && ratio > MAX_KEY_RATIO && chars(&best.text) >= RATIO_FROM_CHARS {
                    fail(format!(
                        "turn {}: the best reply is {ratio:.1}x as long as the next longest",
                        i + 1
                    ));
                }
            }
        }
        Body::Ordering { steps } => {
            if let Some(m) = ordering_cue(steps) {
                fail(m);
            }
        }
        Body::ErrorCorrection { wrong, answer, accept, .. } => {
            // Compared as the grader compares: typing the mistake back must not pass.
            let wrong_n = normalize(wrong);
            if let Some(a) = std::iter::once(answer).chain(accept).find(|a| normalize(a) == wrong_n)
            {
                fail(format!(
                    "accepts {a:?}, which the grader reads as the wrong text {wrong:?} unchanged"
                ));
            }
        }
        _ => {}
    }
}

/// Why the steps (in their correct order) give the order away, if they do.
pub fn ordering_cue(steps: &[String]) -> Option<String> {
    for s in steps {
        let lower = s.trim().to_lowercase();
        let word: String = lower.chars().take_while(|c| c.is_alphanumeric()).collect();
        let rest = &lower[word.len()..];
        if word.starts_with(|c: char| c.is_ascii_digit()) {
            return Some(format!("step {s:?} is numbered"));
        }
        let sequencer = SEQUENCERS.contains(&word.as_str()) && rest.starts_with([' ', ',', ':']);
        let label = LABELS.contains(&word.as_str())
            && (rest.starts_with(':')
                || (word == "step" && rest.trim_start().starts_with(|c: char| c.is_ascii_digit())));
        if sequencer || label {
            return Some(format!("step {s:?} names its own place in the order"));
        }
    }
    let n = steps.len();
    let upper = |s: &String| s.trim().starts_with(char::is_uppercase);
    if upper(&steps[0]) && steps[1..].iter().all(|s| s.trim().starts_with(char::is_lowercase)) {
        return Some(
            "only the first step starts with a capital letter: the order is given away".into(),
        );
    }
    let ends = |s: &String| s.trim_end().ends_with(['.', '!', '?']);
    if ends(&steps[n - 1]) && !steps[..n - 1].iter().any(ends) {
        return Some("only the last step ends a sentence: the order is given away".into());
    }
    let continues = |s: &String| s.trim_end().ends_with([',', ';']);
    if steps[..n - 1].iter().all(continues) && !continues(&steps[n - 1]) {
        return Some("every step but the last ends with a comma: the order is given away".into());
    }
    None
}

/// Words spelt differently in British and American English, as (uk, us). `-ise`/`-ize`
/// verbs come from their stems with every ending.
fn variant_pairs() -> Vec<(String, String)> {
    const STEMS: [&str; 32] = [
        "util",
        "optim",
        "organ",
        "real",
        "recogn",
        "priorit",
        "normal",
        "serial",
        "summar",
        "minim",
        "maxim",
        "standard",
        "character",
        "initial",
        "parallel",
        "quant",
        "vector",
        "token",
        "special",
        "central",
        "categor",
        "emphas",
        "stabil",
        "visual",
        "synchron",
        "custom",
        "general",
        "author",
        "local",
        "memor",
        "random",
        "final",
    ];
    const ENDINGS: [(&str, &str); 9] = [
        ("ise", "ize"),
        ("ises", "izes"),
        ("ised", "ized"),
        ("ising", "izing"),
        ("isation", "ization"),
        ("isations", "izations"),
        ("iser", "izer"),
        ("isers", "izers"),
        ("isable", "izable"),
    ];
    const WORDS: [(&str, &str); 22] = [
        ("behaviour", "behavior"),
        ("behaviours", "behaviors"),
        ("colour", "color"),
        ("favour", "favor"),
        ("favourable", "favorable"),
        ("labour", "labor"),
        ("centre", "center"),
        ("centres", "centers"),
        ("analyse", "analyze"),
        ("analysed", "analyzed"),
        ("analysing", "analyzing"),
        ("defence", "defense"),
        ("grey", "gray"),
        ("modelling", "modeling"),
        ("modelled", "modeled"),
        ("labelled", "labeled"),
        ("labelling", "labeling"),
        ("cancelled", "canceled"),
        ("signalling", "signaling"),
        ("travelled", "traveled"),
        ("queueing", "queuing"),
        ("licence", "license"),
    ];
    let mut pairs: Vec<(String, String)> =
        WORDS.iter().map(|(a, b)| (a.to_string(), b.to_string())).collect();
    for stem in STEMS {
        for (uk, us) in ENDINGS {
            pairs.push((format!("{stem}{uk}"), format!("{stem}{us}")));
        }
    }
    pairs
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Spelling {
    Uk,
    Us,
    /// Shared by paths of both spellings: use words spelt the same in both.
    Both,
}

/// Proper names keep their owners' spelling.
const PROPER_NAMES: [&str; 2] = ["Zero Redundancy Optimizer", "Data Center GPU Manager"];

/// `text` without proper names and without notes that give the other spelling on purpose
/// ("US spelling: quantization.").
fn spelling_scope(text: &str) -> String {
    let mut t = text.to_string();
    for name in PROPER_NAMES {
        t = t.replace(name, "");
    }
    for note in ["US spelling:", "UK spelling:", "British spelling:", "American spelling:"] {
        while let Some(at) = t.find(note) {
            let end = t[at..].find(['.', ';', ')']).map_or(t.len(), |e| at + e);
            t.replace_range(at..end, "");
        }
    }
    t
}

/// Words of `text` spelt the other way, with the spelling that was expected. Code-like
/// tokens (`torch.optim`, `num_workers`) are left alone.
fn off_spelling(
    text: &str,
    want: Spelling,
    table: &BTreeMap<String, (Spelling, String)>,
) -> Vec<String> {
    spelling_scope(text)
        .split(|c: char| {
            c.is_whitespace()
                || matches!(
                    c,
                    ',' | ';' | ':' | '!' | '?' | '"' | '\'' | '(' | ')' | '[' | ']' | '/'
                )
        })
        .map(|w| w.trim_end_matches('.'))
        .filter(|w| !w.contains(['.', '_', '=', '`']))
        .filter_map(|w| {
            let (variant, other) = table.get(&w.to_lowercase())?;
            (want == Spelling::Both || *variant != want)
                .then(|| format!("{w:?} ({other:?} is the other spelling)"))
        })
        .collect()
}

/// Every text of a path's sets and scenarios follows the path's spelling; a glossary term
/// follows its paths' spelling, and one shared by British and American paths uses neither
/// variant (except in the term's own name).
fn spelling(c: &Catalog, out: &mut Vec<Problem>) {
    let mut table = BTreeMap::new();
    for (uk, us) in variant_pairs() {
        table.insert(uk.clone(), (Spelling::Uk, us.clone()));
        table.insert(us, (Spelling::Us, uk));
    }
    let of_path = |id: &str| match c.path(id).map(|p| p.spelling.as_str()) {
        Some("uk") => Some(Spelling::Uk),
        Some("us") => Some(Spelling::Us),
        _ => None,
    };
    let mut check = |file: &str,
                     id: &str,
                     want: Spelling,
                     field: &str,
                     text: &str,
                     except: &str| {
        let except = except.to_lowercase();
        for w in off_spelling(text, want, &table) {
            if !except
                .split(|c: char| !c.is_alphanumeric())
                .any(|e| w.to_lowercase().starts_with(&format!("\"{e}\"")))
            {
                let rule = match want {
                    Spelling::Uk => "this path spells the British way",
                    Spelling::Us => "this path spells the American way",
                    Spelling::Both => "this term is shared by British and American paths: use a word spelt the same in both",
                };
                out.push(Problem::new(file, id, format!("{field}: {w}: {rule}")));
            }
        }
    };
    let of_page = |id: &str| match c.language_page(id).and_then(|l| l.spelling.as_deref()) {
        Some("uk") => Some(Spelling::Uk),
        Some("us") => Some(Spelling::Us),
        _ => None,
    };
    for s in &c.sets {
        // A language page's own set spells as its page does.
        let Some(want) = s.language.as_deref().map_or_else(|| of_path(&s.path), of_page) else {
            continue;
        };
        let file = c.source("set", &s.id);
        for (field, text) in [("title", &s.title), ("summary", &s.summary)] {
            check(file, &s.id, want, field, text, "");
        }
        if let Some(p) = &s.passage {
            check(file, &s.id, want, "passage", p, "");
        }
        for v in &s.versions {
            check(file, &s.id, want, "versions.passage", &v.passage, "");
        }
        for g in &s.glosses {
            check(file, &s.id, want, "glosses.meaning", &g.meaning, &g.term);
        }
        for item in &s.items {
            for (field, text) in item_texts(item) {
                check(file, &item.id, want, field, text, "");
            }
        }
    }
    for p in &c.paths {
        let Some(want) = of_path(&p.id) else { continue };
        let file = c.source("path", &p.id);
        let mut texts: Vec<(&str, &str)> = vec![("summary", &p.summary), ("overview", &p.overview)];
        texts.extend(
            p.topics.iter().flat_map(|t| [("topic", t.title.as_str()), ("topic", &t.summary)]),
        );
        texts.extend(
            p.study_plan
                .iter()
                .flat_map(|s| [("study_plan", s.focus.as_str()), ("study_plan", &s.detail)]),
        );
        texts.extend(p.faq.iter().flat_map(|f| [("faq", f.question.as_str()), ("faq", &f.answer)]));
        for (field, text) in texts {
            check(file, &p.id, want, field, text, "");
        }
    }
    for l in &c.language {
        let Some(want) = of_page(&l.id) else { continue };
        let file = c.source("language", &l.id);
        let mut texts: Vec<(&str, &str)> = vec![("title", &l.title), ("summary", &l.summary)];
        texts.extend(l.in_short.iter().map(|x| ("in_short", x.as_str())));
        texts.extend(l.rule.iter().map(|x| ("rule", x.as_str())));
        texts.extend(
            l.examples.iter().flat_map(|e| [("examples", e.text.as_str()), ("examples", &e.note)]),
        );
        texts.extend(l.mistakes.iter().flat_map(|m| {
            [("mistakes", m.wrong.as_str()), ("mistakes", &m.right), ("mistakes", &m.why)]
        }));
        for (field, text) in texts {
            check(file, &l.id, want, field, text, "");
        }
    }
    for s in &c.scenarios {
        let Some(want) = of_path(&s.path) else {
            continue;
        };
        let file = c.source("scenario", &s.id);
        for (field, text) in
            [("context", s.context.as_str()), ("task", &s.task), ("model_answer", &s.model_answer)]
        {
            check(file, &s.id, want, field, text, "");
        }
    }
    for t in &c.terms {
        let spellings: Vec<Spelling> =
            c.paths_of_term(&t.id).filter_map(|p| of_path(&p.id)).collect();
        let want = match (spellings.contains(&Spelling::Uk), spellings.contains(&Spelling::Us)) {
            (true, false) => Spelling::Uk,
            (false, true) => Spelling::Us,
            _ => Spelling::Both,
        };
        let file = c.source("term", &t.id);
        check(file, &t.id, want, "definition", &t.definition, &t.term);
        check(file, &t.id, want, "example", &t.example, &t.term);
        for col in &t.collocations {
            check(file, &t.id, want, "collocation", col, &t.term);
        }
    }
}

/// The learner-facing texts of an item, with their field names.
fn item_texts(item: &Item) -> Vec<(&'static str, &str)> {
    let mut v = vec![("prompt", item.prompt.as_str()), ("explanation", item.explanation.as_str())];
    match &item.body {
        Body::Choice { options, .. } | Body::MultiChoice { options, .. } => {
            for o in options {
                v.push(("option", &o.text));
                v.push(("why", &o.why));
            }
        }
        Body::GapFill { text, answer, .. } => {
            v.extend([("text", text.as_str()), ("answer", answer.as_str())])
        }
        Body::ErrorCorrection { sentence, answer, .. } => {
            v.extend([("sentence", sentence.as_str()), ("answer", answer.as_str())])
        }
        Body::Ordering { steps } => v.extend(steps.iter().map(|s| ("step", s.as_str()))),
        Body::Matching { pairs } => {
            for p in pairs {
                v.push(("pair", &p.left));
                v.push(("pair", &p.right));
            }
        }
        Body::WordStress { .. } => {}
        Body::Listening { say, answer, .. } => {
            v.extend([("say", say.as_str()), ("answer", answer.as_str())])
        }
        Body::Dialogue { setting, turns } => {
            v.push(("setting", setting));
            for t in turns {
                v.push(("line", &t.line));
                for r in &t.replies {
                    v.extend([
                        ("reply", r.text.as_str()),
                        ("reaction", r.reaction.as_str()),
                        ("why", r.why.as_str()),
                    ]);
                }
            }
        }
        Body::Write { model, .. } => v.push(("model", model)),
    }
    v
}

/// Two items sharing at least this share of their word trigrams (Jaccard) are near-copies:
/// the same exercise twice pads the course without teaching more.
pub const MAX_ITEM_SIMILARITY: f64 = 0.5;

/// The word trigrams of what an item asks and offers (not its explanations, which may
/// rightly restate a rule taught elsewhere), hashed, sorted and without repeats.
fn trigrams(item: &Item) -> Vec<u64> {
    let words: Vec<String> = item_texts(item)
        .into_iter()
        .filter(|(field, _)| !matches!(*field, "why" | "explanation" | "reaction"))
        .flat_map(|(_, text)| {
            text.split(|ch: char| !ch.is_alphanumeric())
                .filter(|w| !w.is_empty())
                .map(str::to_lowercase)
                .collect::<Vec<_>>()
        })
        .collect();
    // FNV-1a over the three words: stable, and cheap enough to compare every pair of items.
    let mut grams: Vec<u64> = words
        .windows(3)
        .map(|w| {
            w.iter().flat_map(|x| x.bytes().chain([b' '])).fold(0xcbf2_9ce4_8422_2325, |h, b| {
                (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
            })
        })
        .collect();
    grams.sort_unstable();
    grams.dedup();
    grams
}

fn shared(a: &[u64], b: &[u64]) -> usize {
    let (mut i, mut j, mut n) = (0, 0, 0);
    while i < a.len() && j < b.len() {
        match a[i].cmp(&b[j]) {
            std::cmp::Ordering::Less => i += 1,
            std::cmp::Ordering::Greater => j += 1,
            std::cmp::Ordering::Equal => {
                n += 1;
                i += 1;
                j += 1;
            }
        }
    }
    n
}

/// The most alike pairs of items across the catalog, most alike first: (similarity, a, b).
pub fn similar_items(c: &Catalog, at_least: f64) -> Vec<(f64, String, String)> {
    let items: Vec<(&str, Vec<u64>)> = c
        .sets
        .iter()
        .flat_map(|s| &s.items)
        .map(|i| (i.id.as_str(), trigrams(i)))
        .filter(|(_, t)| t.len() >= 8)
        .collect();
    let mut pairs = Vec::new();
    for (k, (a, ta)) in items.iter().enumerate() {
        for (b, tb) in &items[k + 1..] {
            // Jaccard is at most the smaller size over the larger: skip pairs that cannot reach.
            let (small, large) = (ta.len().min(tb.len()), ta.len().max(tb.len()));
            if (small as f64) < at_least * large as f64 {
                continue;
            }
            let n = shared(ta, tb);
            let similarity = n as f64 / (ta.len() + tb.len() - n) as f64;
            if similarity >= at_least {
                pairs.push((similarity, a.to_string(), b.to_string()));
            }
        }
    }
    pairs.sort_by(|x, y| y.0.total_cmp(&x.0));
    pairs
}
