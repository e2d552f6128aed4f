//! Checks serde cannot make: ids, references, answers among options, no empty text.
//! Every problem names the file and the id so an author can go straight to it.

use std::collections::BTreeSet;

use shoptalk_content::passage::table_problem;
use shoptalk_content::*;
use shoptalk_practice::grade::write_checks;

/// Collects problems for one id of one file.
struct At<'a> {
    file: &'a str,
    id: &'a str,
    out: &'a mut Vec<Problem>,
}

impl At<'_> {
    fn fail(&mut self, message: impl Into<String>) {
        self.out.push(Problem::new(self.file, self.id, message.into()));
    }
    fn text(&mut self, field: &str, value: &str) {
        if value.trim().is_empty() {
            self.fail(format!("{field} is empty"));
        }
    }
    fn texts<'s>(
        &mut self,
        field: &str,
        values: impl IntoIterator<Item = &'s (impl AsRef<str> + 's)>,
    ) {
        for v in values {
            self.text(field, v.as_ref());
        }
    }
    fn check(&mut self, ok: bool, message: impl Into<String>) {
        if !ok {
            self.fail(message);
        }
    }
}

fn valid_id(id: &str) -> bool {
    !id.is_empty()
        && !id.starts_with('-')
        && !id.ends_with('-')
        && id.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
}

pub fn validate(c: &Catalog) -> Vec<Problem> {
    let mut out = Vec::new();
    let tracks: BTreeSet<&str> = c
        .paths
        .iter()
        .map(|p| p.id.as_str())
        .chain(c.guides.iter().map(|g| g.id.as_str()))
        .collect();
    let categories: BTreeSet<&str> = c.categories.iter().map(|x| x.id.as_str()).collect();

    for cat in &c.categories {
        let mut at = At { file: c.source("category", &cat.id), id: &cat.id, out: &mut out };
        at.check(valid_id(&cat.id), "id must be lowercase letters, digits and hyphens");
        at.text("title", &cat.title);
    }

    for p in &c.paths {
        let mut at = At { file: c.source("path", &p.id), id: &p.id, out: &mut out };
        at.check(valid_id(&p.id), "id must be lowercase letters, digits and hyphens");
        for (f, v) in [
            ("title", &p.title),
            ("level", &p.level),
            ("summary", &p.summary),
            ("overview", &p.overview),
        ] {
            at.text(f, v.as_ref());
        }
        at.check(p.spelling == "uk" || p.spelling == "us", "spelling must be \"uk\" or \"us\"");
        at.check(!p.topics.is_empty(), "has no topics");
        let mut topic_ids = BTreeSet::new();
        for t in &p.topics {
            at.check(valid_id(&t.id), format!("topic id {:?} is not a valid id", t.id));
            at.check(topic_ids.insert(t.id.as_str()), format!("topic {:?} appears twice", t.id));
            at.text("topic title", &t.title);
            at.text("topic summary", &t.summary);
        }
        for t in &p.spotlight {
            at.check(c.term(t).is_some(), format!("spotlight term {t:?} does not exist"));
        }
        for g in &p.vocabulary {
            at.text("vocabulary.title", &g.title);
            at.check(!g.terms.is_empty(), format!("vocabulary group {:?} lists no terms", g.title));
            for t in &g.terms {
                at.check(c.term(t).is_some(), format!("vocabulary term {t:?} does not exist"));
            }
        }
        for s in &p.study_plan {
            at.text("study_plan.when", &s.when);
            at.text("study_plan.focus", &s.focus);
            at.text("study_plan.detail", &s.detail);
        }
        for f in &p.faq {
            at.text("faq.question", &f.question);
            at.text("faq.answer", &f.answer);
        }
        if let Some(j) = &p.on_the_job {
            at.text("on_the_job.summary", &j.summary);
            at.texts("on_the_job.duties", &j.duties);
            at.texts("on_the_job.qualifications", &j.qualifications);
            for s in &j.sets {
                at.check(c.set(s).is_some(), format!("on_the_job set {s:?} does not exist"));
            }
            for s in &j.scenarios {
                at.check(
                    c.scenario(s).is_some(),
                    format!("on_the_job scenario {s:?} does not exist"),
                );
            }
        }
    }

    for t in &c.terms {
        let mut at = At { file: c.source("term", &t.id), id: &t.id, out: &mut out };
        at.check(valid_id(&t.id), "id must be lowercase letters, digits and hyphens");
        for (f, v) in [
            ("term", &t.term),
            ("pos", &t.pos),
            ("definition", &t.definition),
            ("example", &t.example),
            ("pronunciation", &t.pronunciation),
        ] {
            at.text(f, v.as_ref());
        }
        at.texts("collocations", &t.collocations);
        at.check(
            categories.contains(t.category.as_str()),
            format!("category {:?} does not exist", t.category),
        );
        for r in &t.related {
            at.check(c.term(r).is_some(), format!("related term {r:?} does not exist"));
            at.check(r != &t.id, "is related to itself");
        }
        if let Some(s) = &t.spoken {
            at.text("spoken", s);
        }
    }

    for s in &c.sets {
        let file = c.source("set", &s.id);
        let mut at = At { file, id: &s.id, out: &mut out };
        at.check(valid_id(&s.id), "id must be lowercase letters, digits and hyphens");
        at.text("title", &s.title);
        at.text("summary", &s.summary);
        at.check(s.minutes > 0, "minutes must be positive");
        at.check(!s.items.is_empty(), "has no items");
        at.check(
            !s.id.starts_with(CHECK_PREFIX),
            format!("set ids may not start with {:?}: topic checks are named so", CHECK_PREFIX),
        );
        if let Some(p) = &s.passage {
            at.text("passage", p);
        }
        strand_rules(&mut at, s);
        level_rules(&mut at, s);
        if !tracks.contains(s.path.as_str()) {
            at.fail(format!("path {:?} does not exist", s.path));
        }
        match (&s.topic, c.path(&s.path)) {
            (Some(t), Some(p)) => at.check(
                p.topics.iter().any(|x| &x.id == t),
                format!("topic {t:?} is not a topic of {}", p.id),
            ),
            (Some(t), None) => at.fail(format!("topic {t:?} given for a set outside a role path")),
            (None, Some(p)) => at.fail(format!("set of {} has no topic", p.id)),
            (None, None) => {}
        }
        for item in &s.items {
            validate_item(c, file, &s.id, item, &mut out);
        }
    }

    for t in &c.speaking {
        let mut at = At { file: c.source("speaking", &t.id), id: &t.id, out: &mut out };
        speaking_rules(&mut at, c, &tracks, t);
    }

    for s in &c.scenarios {
        let mut at = At { file: c.source("scenario", &s.id), id: &s.id, out: &mut out };
        at.check(valid_id(&s.id), "id must be lowercase letters, digits and hyphens");
        for (f, v) in [
            ("title", s.title.as_str()),
            ("context", &s.context),
            ("task", &s.task),
            ("genre", &s.genre),
            ("model_answer", s.model_answer.as_str()),
        ] {
            at.text(f, v.as_ref());
        }
        at.check(tracks.contains(s.path.as_str()), format!("path {:?} does not exist", s.path));
        if let Some(t) = &s.topic {
            at.check(
                c.path(&s.path).is_some_and(|p| p.topics.iter().any(|x| &x.id == t)),
                format!("topic {t:?} is not a topic of {}", s.path),
            );
        }
        at.check(
            s.words[0] > 0 && s.words[0] <= s.words[1],
            "words must be [min, max] with 0 < min <= max",
        );
        at.check(!s.targets.is_empty(), "has no target terms or phrases");
        at.texts("targets", &s.targets);
        at.texts("sections", &s.sections);
        at.texts("key_phrases", &s.key_phrases);
        match s.kind {
            ScenarioKind::Writing => {
                at.check(!s.sections.is_empty(), "a writing scenario needs sections")
            }
            ScenarioKind::Interview => {
                at.check(!s.key_phrases.is_empty(), "an interview question needs key_phrases")
            }
        }
        let model = s.model_answer.to_lowercase();
        for k in &s.key_phrases {
            at.check(
                model.contains(&k.to_lowercase()),
                format!("key phrase {k:?} is not in the model answer"),
            );
        }
    }

    for g in &c.guides {
        let mut at = At { file: c.source("guide", &g.id), id: &g.id, out: &mut out };
        at.check(valid_id(&g.id), "id must be lowercase letters, digits and hyphens");
        at.text("title", &g.title);
        at.text("overview", &g.overview);
        for l in &g.levels {
            at.text("levels.name", &l.name);
            at.texts("levels.can_do", &l.can_do);
        }
        for s in &g.subskills {
            at.text("subskills.name", &s.name);
            at.texts("subskills.tasks", &s.tasks);
        }
        for s in &g.stages {
            at.text("stages.name", &s.name);
            at.text("stages.goal", &s.goal);
            at.texts("stages.deliverables", &s.deliverables);
        }
        for t in g.portfolio.iter().chain(&g.red_flags) {
            at.text("title", &t.title);
            at.text("detail", &t.detail);
        }
        at.texts("ats_keywords", &g.ats_keywords);
        for q in &g.self_check {
            at.check(valid_id(&q.id), format!("self_check id {:?} is not a valid id", q.id));
            at.text("self_check.question", &q.question);
            at.check(
                c.path(&q.suggest_path).is_some(),
                format!("self_check {} suggests unknown path {:?}", q.id, q.suggest_path),
            );
            for s in &q.suggest_sets {
                at.check(
                    c.set(s).is_some(),
                    format!("self_check {} suggests unknown set {s:?}", q.id),
                );
            }
        }
        for s in &g.sets {
            at.check(c.set(s).is_some(), format!("set {s:?} does not exist"));
        }
    }
    for l in &c.language {
        let mut at = At { file: c.source("language", &l.id), id: &l.id, out: &mut out };
        at.check(valid_id(&l.id), "id must be lowercase letters, digits and hyphens");
        at.text("title", &l.title);
        at.text("summary", &l.summary);
        at.check(!l.rule.is_empty(), "has no rule");
        at.texts("rule", &l.rule);
        at.check(
            l.examples.len() >= MIN_EXAMPLES,
            format!("needs at least {MIN_EXAMPLES} examples"),
        );
        for e in &l.examples {
            at.text("examples.text", &e.text);
            at.text("examples.note", &e.note);
            if let Some(say) = &e.say {
                at.text("examples.say", say);
            }
        }
        at.check(
            l.mistakes.len() >= MIN_MISTAKES,
            format!("needs at least {MIN_MISTAKES} common mistakes"),
        );
        for m in &l.mistakes {
            at.text("mistakes.wrong", &m.wrong);
            at.text("mistakes.right", &m.right);
            at.text("mistakes.why", &m.why);
            at.check(
                m.wrong != m.right,
                format!("mistake {:?} is the same as its correction", m.wrong),
            );
            l1_rules(&mut at, m);
        }
        at.check(l.level.is_some(), "has no level: add \"level\": \"b1\", \"b2\" or \"c1\"");
        at.check(
            matches!(l.spelling.as_deref(), Some("uk" | "us")),
            "spelling must be \"uk\" or \"us\": the page is shared by paths that spell apart",
        );
        at.check(
            (IN_SHORT_LINES[0]..=IN_SHORT_LINES[1]).contains(&l.in_short.len()),
            format!(
                "in_short has {} lines; a B1 reader gets {}-{}",
                l.in_short.len(),
                IN_SHORT_LINES[0],
                IN_SHORT_LINES[1]
            ),
        );
        for line in &l.in_short {
            at.text("in_short", line);
            at.check(
                words(line) <= IN_SHORT_WORDS,
                format!("in_short line {line:?} is over {IN_SHORT_WORDS} words: split it"),
            );
        }
        match l.practice.as_deref().map(|id| (id, c.set(id))) {
            None => at.fail("has no practice set: add \"practice\": \"<page>-practice\""),
            Some((id, None)) => at.fail(format!("practice set {id:?} does not exist")),
            Some((id, Some(set))) => practice_rules(&mut at, id, set),
        }
        for s in &l.sets {
            at.check(
                c.set(s).is_some() && !s.starts_with(CHECK_PREFIX),
                format!("set {s:?} does not exist"),
            );
            at.check(l.practice.as_ref() != Some(s), "sets lists the page's own practice set");
        }
        for i in &l.items {
            at.check(c.item(i).is_some(), format!("item {i:?} does not exist"));
        }
    }
    crate::lint::lint(c, &mut out);
    out
}

/// Lengths of the reading and listening strands, in words (listening at 150 spoken words a
/// minute: two to four minutes).
pub const READING_WORDS: [usize; 2] = [500, 800];
pub const LISTENING_WORDS: [usize; 2] = [300, 600];
const MIN_EXAMPLES: usize = 4;
const MIN_MISTAKES: usize = 3;
/// A language page's practice set: enough to move from noticing the form to using it.
pub const PRACTICE_ITEMS: [usize; 2] = [10, 15];
const IN_SHORT_LINES: [usize; 2] = [3, 5];
const IN_SHORT_WORDS: usize = 25;
const GLOSS_WORDS: usize = 15;

/// Speaking time, in seconds: one to three minutes.
pub const SPEAK_SECONDS: [u32; 2] = [60, 180];
const PREPARE_SECONDS: [u32; 2] = [30, 300];
const PHRASES: [usize; 2] = [6, 10];
const STRUCTURE: [usize; 2] = [3, 6];
const CHECKLIST: [usize; 2] = [4, 8];
/// How fast a model talk is said (speech synthesis at rate 1 is a little faster).
pub const MODEL_WPM: usize = 140;

/// A speaking task: a brief, a structure, phrases the model uses, times in range, a model that
/// fits its speaking time, a checklist.
fn speaking_rules(at: &mut At, c: &Catalog, tracks: &BTreeSet<&str>, t: &SpeakingTask) {
    at.check(valid_id(&t.id), "id must be lowercase letters, digits and hyphens");
    for (f, v) in [
        ("title", t.title.as_str()),
        ("situation", &t.situation),
        ("listener", &t.listener),
        ("goal", &t.goal),
        ("model", t.model.as_str()),
    ] {
        at.text(f, v);
    }
    at.check(tracks.contains(t.path.as_str()), format!("path {:?} does not exist", t.path));
    if let Some(topic) = &t.topic {
        at.check(
            c.path(&t.path).is_some_and(|p| p.topics.iter().any(|x| &x.id == topic)),
            format!("topic {topic:?} is not a topic of {}", t.path),
        );
    }
    let range = |at: &mut At, field: &str, n: usize, [lo, hi]: [usize; 2]| {
        at.check((lo..=hi).contains(&n), format!("{field} has {n}; a speaking task has {lo}-{hi}"));
    };
    range(at, "structure", t.structure.len(), STRUCTURE);
    range(at, "phrases", t.phrases.len(), PHRASES);
    range(at, "checklist", t.checklist.len(), CHECKLIST);
    at.texts("structure", &t.structure);
    at.texts("phrases", &t.phrases);
    at.texts("checklist", &t.checklist);
    for (field, n, [lo, hi]) in [
        ("speak_seconds", t.speak_seconds, SPEAK_SECONDS),
        ("prepare_seconds", t.prepare_seconds, PREPARE_SECONDS),
    ] {
        at.check((lo..=hi).contains(&n), format!("{field} is {n}; it must be {lo}-{hi}"));
    }
    let model = t.model.to_lowercase();
    for p in &t.phrases {
        at.check(
            model.contains(&p.to_lowercase()),
            format!("phrase {p:?} is not in the model: the learner compares with it"),
        );
    }
    let seconds = words(&t.model) * 60 / MODEL_WPM;
    at.check(
        seconds <= t.speak_seconds as usize && seconds * 2 >= t.speak_seconds as usize,
        format!(
            "the model takes about {seconds} s at {MODEL_WPM} words a minute; it must fit the {} s \
             speaking time and fill at least half of it",
            t.speak_seconds
        ),
    );
}

/// A language page's own set: 10-15 items, each with its phase, notice before controlled
/// before freer, each phase present.
fn practice_rules(at: &mut At, id: &str, set: &ExerciseSet) {
    let n = set.items.len();
    at.check(
        (PRACTICE_ITEMS[0]..=PRACTICE_ITEMS[1]).contains(&n),
        format!(
            "practice set {id} has {n} items; a page's set has {}-{}",
            PRACTICE_ITEMS[0], PRACTICE_ITEMS[1]
        ),
    );
    let phases: Vec<Option<Phase>> = set.items.iter().map(|i| i.phase).collect();
    let unphased: Vec<&str> =
        set.items.iter().filter(|i| i.phase.is_none()).map(|i| i.id.as_str()).collect();
    at.check(
        unphased.is_empty(),
        format!("practice set {id}: every item names its phase; {} do not", unphased.join(", ")),
    );
    for p in [Phase::Notice, Phase::Controlled, Phase::Freer] {
        at.check(
            phases.contains(&Some(p)),
            format!("practice set {id} needs at least one {p:?} item").to_lowercase(),
        );
    }
    at.check(
        phases.windows(2).all(|w| w[0] <= w[1]),
        format!("practice set {id}: items go notice, then controlled, then freer"),
    );
}

/// An error note names a first language only from [`L1S`], and names in `l1` exactly the
/// languages its explanation mentions.
fn l1_rules(at: &mut At, m: &Mistake) {
    for l in &m.l1 {
        at.check(
            L1S.contains(&l.as_str()),
            format!("mistake {:?}: l1 {l:?} is not one of {}", m.wrong, L1S.join(", ")),
        );
    }
    let mentioned: BTreeSet<&str> = L1S
        .into_iter()
        .filter(|l| m.why.split(|ch: char| !ch.is_alphanumeric()).any(|w| w == *l))
        .collect();
    let listed: BTreeSet<&str> = m.l1.iter().map(String::as_str).collect();
    at.check(
        mentioned == listed,
        format!(
            "mistake {:?}: its why names {mentioned:?} but its l1 lists {listed:?}: they must agree",
            m.wrong
        ),
    );
}

/// Every set has a level; glosses explain words of the text; versions are readings' passages
/// at another level; phases belong to language practice sets.
fn level_rules(at: &mut At, s: &ExerciseSet) {
    at.check(s.level.is_some(), "has no level: add \"level\": \"b1\", \"b2\" or \"c1\"");
    let text = match (&s.passage, &s.conversation) {
        (Some(p), _) => p.to_lowercase(),
        (None, Some(conv)) => {
            conv.lines.iter().map(|l| l.text.to_lowercase()).collect::<Vec<_>>().join("\n")
        }
        (None, None) => String::new(),
    };
    if !s.glosses.is_empty() {
        at.check(s.strand() != Strand::Practice, "glosses belong to a reading or a listening");
    }
    for g in &s.glosses {
        at.text("glosses.term", &g.term);
        at.text("glosses.meaning", &g.meaning);
        at.check(
            text.contains(&g.term.to_lowercase()),
            format!("gloss {:?} is not in the text as written", g.term),
        );
        at.check(
            words(&g.meaning) <= GLOSS_WORDS,
            format!("gloss {:?}: a meaning has at most {GLOSS_WORDS} words", g.term),
        );
    }
    for v in &s.versions {
        at.check(s.strand() == Strand::Reading, "versions belong to a reading");
        at.check(
            Some(v.level) != s.level,
            format!("version {} is at the set's own level", v.level.label()),
        );
        let n = words(&v.passage);
        at.check(
            (READING_WORDS[0]..=READING_WORDS[1] + READING_WORDS[1] / 5).contains(&n),
            format!("the {} version has {n} words", v.level.label()),
        );
        for b in v.passage.split("\n\n").filter(|b| b.trim_start().starts_with('|')) {
            if let Some(problem) = table_problem(b) {
                at.fail(format!("{} version: {problem}", v.level.label()));
            }
        }
    }
    if s.language.is_none() {
        let phased: Vec<&str> =
            s.items.iter().filter(|i| i.phase.is_some()).map(|i| i.id.as_str()).collect();
        at.check(
            phased.is_empty(),
            format!(
                "phases belong to a language page's practice set; {} name one",
                phased.join(", ")
            ),
        );
    }
}

/// A reading has a genre, a passage of reading length and every task kind it is read for; a
/// listening has speakers that sound apart, lines by known speakers and its own task kinds.
fn strand_rules(at: &mut At, s: &ExerciseSet) {
    let tasks: BTreeSet<Task> = s.items.iter().filter_map(|i| i.task).collect();
    let untasked: Vec<&str> =
        s.items.iter().filter(|i| i.task.is_none()).map(|i| i.id.as_str()).collect();
    let need = |at: &mut At, what: &str, kinds: &[Task]| {
        if !untasked.is_empty() {
            at.fail(format!(
                "every item of a {what} names its task; {} do not",
                untasked.join(", ")
            ));
        }
        for k in kinds {
            at.check(tasks.contains(k), format!("a {what} needs a {:?} task", k.label()));
        }
    };
    match s.strand() {
        Strand::Practice => {
            if !tasks.is_empty() {
                at.fail("items name a task, but the set is neither a reading (genre) nor a listening (conversation)");
            }
        }
        Strand::Reading => {
            let genre = s.genre.as_deref().unwrap_or_default();
            at.check(
                genre_label(genre).is_some(),
                format!("genre {genre:?} is not one of {}", GENRES.map(|g| g.0).join(", ")),
            );
            match &s.passage {
                None => at.fail("a reading (a set with a genre) needs a passage"),
                Some(p) => {
                    for b in p.split("\n\n").filter(|b| b.trim_start().starts_with('|')) {
                        if let Some(problem) = table_problem(b) {
                            at.fail(format!("passage: {problem}"));
                        }
                    }
                    let n = words(p);
                    at.check(
                        (READING_WORDS[0]..=READING_WORDS[1]).contains(&n),
                        format!(
                            "the passage has {n} words; a reading has {}-{}",
                            READING_WORDS[0], READING_WORDS[1]
                        ),
                    );
                }
            }
            need(at, "reading", &[Task::Gist, Task::Detail, Task::Vocabulary, Task::Reference]);
        }
        Strand::Listening => {
            let conv = s.conversation.as_ref().expect("a listening has a conversation");
            at.check(
                s.passage.is_none() && s.genre.is_none(),
                "a listening has no passage or genre: its text is the conversation",
            );
            at.text("conversation.setting", &conv.setting);
            at.check((2..=4).contains(&conv.speakers.len()), "a listening has 2 to 4 speakers");
            let mut voices = BTreeSet::new();
            for (i, sp) in conv.speakers.iter().enumerate() {
                at.check(valid_id(&sp.id), format!("speaker id {:?} is not a valid id", sp.id));
                at.check(
                    conv.speakers[..i].iter().all(|o| o.id != sp.id),
                    format!("speaker {:?} is listed twice", sp.id),
                );
                at.text("speakers.name", &sp.name);
                at.text("speakers.role", &sp.role);
                at.check(
                    (0.5..=1.5).contains(&sp.pitch),
                    format!("speaker {}: pitch must be 0.5 to 1.5", sp.id),
                );
                at.check(
                    (0.8..=1.2).contains(&sp.rate),
                    format!("speaker {}: rate must be 0.8 to 1.2", sp.id),
                );
                at.check(
                    voices.insert((
                        (sp.pitch * 10.0).round() as i32,
                        (sp.rate * 10.0).round() as i32,
                    )),
                    format!(
                        "speaker {} sounds like another: give each a different pitch or rate",
                        sp.id
                    ),
                );
                at.check(
                    conv.lines.iter().any(|l| l.speaker == sp.id),
                    format!("speaker {} says nothing", sp.id),
                );
            }
            for (n, l) in conv.lines.iter().enumerate() {
                at.check(
                    conv.speaker(&l.speaker).is_some(),
                    format!("line {}: unknown speaker {:?}", n + 1, l.speaker),
                );
                at.text("lines.text", &l.text);
            }
            let n = conv.words();
            at.check(
                (LISTENING_WORDS[0]..=LISTENING_WORDS[1]).contains(&n),
                format!(
                    "the conversation has {n} words; a listening has {}-{} (2-4 minutes spoken)",
                    LISTENING_WORDS[0], LISTENING_WORDS[1]
                ),
            );
            need(
                at,
                "listening",
                &[Task::Gist, Task::Detail, Task::Speaker, Task::Next, Task::Function],
            );
        }
    }
}

fn validate_item(c: &Catalog, file: &str, set: &str, item: &Item, out: &mut Vec<Problem>) {
    let mut at = At { file, id: &item.id, out };
    at.check(valid_id(&item.id), "id must be lowercase letters, digits and hyphens");
    // Progress records name items alone; the prefix finds the set without a search.
    at.check(
        item.id.strip_prefix(set).is_some_and(|rest| rest.starts_with('-')),
        format!("id must start with its set's id and a hyphen ({set}-…)"),
    );
    at.text("prompt", &item.prompt);
    at.text("explanation", &item.explanation);
    for t in &item.terms {
        at.check(c.term(t).is_some(), format!("term {t:?} does not exist"));
    }
    let distinct = |v: &[&String]| v.iter().collect::<BTreeSet<_>>().len() == v.len();
    match &item.body {
        Body::Choice { options, answer } => {
            options_ok(&mut at, options);
            let n = options.iter().filter(|o| &o.text == answer).count();
            at.check(n == 1, format!("answer {answer:?} must be exactly one of the options"));
        }
        Body::MultiChoice { options, answers } => {
            options_ok(&mut at, options);
            at.check(!answers.is_empty(), "has no answers");
            for a in answers {
                at.check(
                    options.iter().any(|o| &o.text == a),
                    format!("answer {a:?} is not among the options"),
                );
            }
        }
        Body::GapFill { text, answer, accept } => {
            at.check(text.matches("___").count() == 1, "text must contain exactly one ___ gap");
            at.text("answer", answer);
            at.texts("accept", accept);
        }
        Body::ErrorCorrection { sentence, wrong, answer, accept } => {
            at.text("wrong", wrong);
            at.text("answer", answer);
            at.texts("accept", accept);
            at.check(
                sentence.matches(wrong.as_str()).count() == 1,
                format!("sentence must contain {wrong:?} exactly once"),
            );
            at.check(wrong != answer, "answer is the same as the wrong text");
        }
        Body::Ordering { steps } => {
            at.check(steps.len() >= 3, "needs at least 3 steps");
            at.texts("steps", steps);
            at.check(distinct(&steps.iter().collect::<Vec<_>>()), "steps must be distinct");
        }
        Body::Matching { pairs } => {
            at.check(pairs.len() >= 3, "needs at least 3 pairs");
            for p in pairs {
                at.text("pairs.left", &p.left);
                at.text("pairs.right", &p.right);
            }
            at.check(
                distinct(&pairs.iter().map(|p| &p.left).collect::<Vec<_>>()),
                "left sides must be distinct",
            );
            at.check(
                distinct(&pairs.iter().map(|p| &p.right).collect::<Vec<_>>()),
                "right sides must be distinct",
            );
        }
        Body::WordStress { word, syllables, stress } => {
            at.text("word", word);
            at.check(syllables.len() >= 2, "needs at least 2 syllables");
            at.texts("syllables", syllables);
            at.check(
                *stress < syllables.len(),
                format!("stress {stress} is past the last syllable"),
            );
        }
        Body::Listening { say, answer, accept, options, symbols } => {
            at.check(
                !*symbols || options.is_empty(),
                "symbols applies to a typed answer, not to options",
            );
            at.text("say", say);
            at.text("answer", answer);
            at.texts("accept", accept);
            at.texts("options", options);
            if !options.is_empty() {
                at.check(
                    options.iter().filter(|o| *o == answer).count() == 1,
                    format!("answer {answer:?} must be exactly one of the options"),
                );
            }
        }
        Body::Dialogue { setting, turns } => {
            at.text("setting", setting);
            at.check(!turns.is_empty(), "has no turns");
            for (i, t) in turns.iter().enumerate() {
                at.text("turns.speaker", &t.speaker);
                at.text("turns.line", &t.line);
                at.check(
                    t.replies.iter().filter(|r| r.best).count() == 1,
                    format!("turn {} needs exactly one best reply", i + 1),
                );
                for r in &t.replies {
                    at.text("replies.text", &r.text);
                    at.text("replies.reaction", &r.reaction);
                    at.text("replies.why", &r.why);
                }
            }
        }
        Body::Write { targets, words, model } => {
            at.check(!targets.is_empty(), "has no targets: name the forms the sentence must use");
            at.check(
                targets.iter().all(|t| t.split('|').all(|a| !a.trim().is_empty())),
                "a target or one of its `|` alternatives is empty",
            );
            at.check(
                words[0] >= 1 && words[0] <= words[1],
                format!("words {words:?} must be [min, max] with 1 <= min <= max"),
            );
            at.text("model", model);
            // The model is what the learner compares with: it must pass its own checks.
            for (check, ok) in write_checks(targets, *words, model) {
                at.check(ok, format!("the model answer fails its own check: {check}"));
            }
        }
    }
}

fn options_ok(at: &mut At, options: &[Opt]) {
    at.check(options.len() >= 2, "needs at least 2 options");
    for o in options {
        at.text("options.text", &o.text);
        at.text("options.why", &o.why);
    }
    let texts: BTreeSet<_> = options.iter().map(|o| &o.text).collect();
    at.check(texts.len() == options.len(), "options must be distinct");
}
