//! The parsed content, with look-ups by id.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use super::model::*;
use super::problem::Problem;
use crate::pack::{Pack, Packer, Unpacker};
use crate::terms::Terms;
use crate::text::Text;

/// All course content, in file order, with indexes by id.
#[derive(Debug, Default)]
pub struct Catalog {
    pub paths: Vec<RolePath>,
    pub categories: Vec<Category>,
    pub terms: Terms,
    pub sets: Vec<ExerciseSet>,
    pub scenarios: Vec<Scenario>,
    pub speaking: Vec<SpeakingTask>,
    pub guides: Vec<Guide>,
    pub language: Vec<LanguagePage>,
    /// The host whose own content (`extra/`, from `CONTENT_EXTRA`) joins the course, by name.
    pub host: Option<String>,
    /// Which file each id came from, for messages: key is "kind:id". Built from the
    /// embedded files it holds only the host's ids: the course's were checked at build time.
    pub sources: BTreeMap<String, String>,
    set_index: BTreeMap<Text, usize>,
    scenario_index: BTreeMap<Text, usize>,
    /// Each path topic, in path and topic order, with its check, drawn from the topic's items
    /// when first asked for.
    checks: Vec<(TopicRef, OnceLock<ExerciseSet>)>,
    check_index: BTreeMap<String, usize>,
}

/// A topic of a role path: the unit the course is studied in.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct TopicRef {
    pub path: Text,
    pub topic: Text,
}

impl TopicRef {
    /// The id of the topic's check, a set like any other to the player and the record.
    pub fn check_id(&self) -> String {
        format!("{CHECK_PREFIX}{}--{}", self.path, self.topic)
    }
}

/// Content set ids may not start so (a validated rule), so a check never shadows a set.
pub const CHECK_PREFIX: &str = "topic-check--";

/// Where a host's own files (`CONTENT_EXTRA`) are named, beside `content/`: `extra/sets/…`.
pub const EXTRA: &str = "extra/";

/// How many items a topic check asks at most.
pub const CHECK_ITEMS: usize = 10;

/// Why the content could not be loaded: every problem found, each naming file and id.
#[derive(Debug)]
pub struct LoadError {
    pub problems: Vec<Problem>,
}

impl std::fmt::Display for LoadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for p in &self.problems {
            writeln!(f, "{p}")?;
        }
        write!(f, "{} content problem(s)", self.problems.len())
    }
}

fn parse<T: serde::de::DeserializeOwned>(
    file: &str,
    text: &str,
    problems: &mut Vec<Problem>,
) -> Option<T> {
    match serde_json::from_str(text) {
        Ok(v) => Some(v),
        Err(e) => {
            problems.push(Problem::at(file, e.line(), e.column(), parse_message(&e)));
            None
        }
    }
}

/// serde_json's words without their position (the problem carries it), and how to fix it.
fn parse_message(e: &serde_json::Error) -> String {
    let text = e.to_string();
    let what = match text.rfind(" at line ") {
        Some(i) => &text[..i],
        None => &text,
    };
    let fix = if e.is_syntax() || e.is_eof() {
        "this is not valid JSON: look for a missing or extra comma, quote or bracket just before \
         this point"
    } else if what.starts_with("unknown field") {
        "check the field's spelling against the file's schema (an editor lists the fields), or \
         remove it"
    } else if what.starts_with("missing field") {
        "add the field; the file's schema lists what this kind of file needs"
    } else if what.starts_with("unknown variant") {
        "use one of the values listed"
    } else if what.starts_with("invalid type") || what.starts_with("invalid length") {
        "write the value as the type expected"
    } else {
        "see the file's schema for this kind of file"
    };
    format!("{what}; {fix}")
}

impl Catalog {
    /// Parses content files given as (path, text), with problems of file shape and duplicate
    /// ids; the rest of the checks are `shoptalk-content-check`'s. Paths decide the type:
    /// `content/paths/*`, `content/terms/*`, `content/sets/**`, `content/scenarios/*`,
    /// `content/speaking/*`, `content/language/*`, `content/guide/*`,
    /// `content/categories.json`; a host's files come as `extra/…` (sets, terms, scenarios,
    /// speaking and language only) with `extra/host.json`.
    pub fn parse(files: &[(&str, &str)]) -> (Catalog, Vec<Problem>) {
        let mut c = Catalog::default();
        let mut problems = Vec::new();
        let mut terms = Vec::new();
        for &(file, text) in files {
            let (rel, extra) = match file.strip_prefix(EXTRA) {
                Some(rel) => (rel, true),
                None => (file.strip_prefix("content/").unwrap_or(file), false),
            };
            let section = rel.split('/').next().unwrap_or("");
            if extra && matches!(section, "paths" | "guide" | "categories.json") {
                problems.push(Problem::new(
                    file,
                    "-",
                    "a host's folder adds to the course's paths and topics; it cannot hold \
                     paths/, guide/ or categories.json: move the file into the course or remove it"
                        .into(),
                ));
                continue;
            }
            match section {
                "paths" => {
                    if let Some(p) = parse::<RolePath>(file, text, &mut problems) {
                        c.note(&mut problems, "path", &p.id, file);
                        c.paths.push(p);
                    }
                }
                "terms" => {
                    let file_terms = parse::<TermsFile>(file, text, &mut problems);
                    for t in file_terms.map(|f| f.terms).unwrap_or_default() {
                        c.note(&mut problems, "term", &t.id, file);
                        terms.push(t);
                    }
                }
                "sets" => {
                    if let Some(s) = parse::<ExerciseSet>(file, text, &mut problems) {
                        c.note(&mut problems, "set", &s.id, file);
                        for item in &s.items {
                            c.note(&mut problems, "item", &item.id, file);
                        }
                        c.sets.push(s);
                    }
                }
                "scenarios" => {
                    let scenarios = parse::<ScenariosFile>(file, text, &mut problems);
                    for s in scenarios.map(|f| f.scenarios).unwrap_or_default() {
                        c.note(&mut problems, "scenario", &s.id, file);
                        c.scenarios.push(s);
                    }
                }
                "speaking" => {
                    let tasks = parse::<SpeakingFile>(file, text, &mut problems);
                    for t in tasks.map(|f| f.tasks).unwrap_or_default() {
                        c.note(&mut problems, "speaking", &t.id, file);
                        c.speaking.push(t);
                    }
                }
                "guide" => {
                    if let Some(g) = parse::<Guide>(file, text, &mut problems) {
                        c.note(&mut problems, "guide", &g.id, file);
                        c.guides.push(g);
                    }
                }
                "language" => {
                    if let Some(l) = parse::<LanguagePage>(file, text, &mut problems) {
                        c.note(&mut problems, "language", &l.id, file);
                        c.language.push(l);
                    }
                }
                "categories.json" => {
                    let categories = parse::<CategoriesFile>(file, text, &mut problems);
                    for cat in categories.map(|f| f.categories).unwrap_or_default() {
                        c.note(&mut problems, "category", &cat.id, file);
                        c.categories.push(cat);
                    }
                }
                "host.json" if extra => {
                    c.host = parse::<HostFile>(file, text, &mut problems).map(|h| h.name);
                }
                _ => problems.push(Problem::new(
                    file,
                    "-",
                    "file is in no known content folder".into(),
                )),
            }
        }
        c.terms = terms.into();
        c.index();
        (c, problems)
    }

    /// The course packed for the app to embed, as (head, text): what start-up reads. The
    /// build has checked the course's own files, so of where each id came from only the host's
    /// is kept, for the "From <host>" mark.
    pub fn pack(&self) -> (Vec<u8>, String) {
        let mut p = Packer::default();
        self.paths.pack(&mut p);
        self.categories.pack(&mut p);
        self.terms.pack(&mut p);
        self.sets.pack(&mut p);
        self.scenarios.pack(&mut p);
        self.speaking.pack(&mut p);
        self.guides.pack(&mut p);
        self.language.pack(&mut p);
        self.host.pack(&mut p);
        let host: Vec<(String, String)> = self
            .sources
            .iter()
            .filter(|(_, f)| f.starts_with(EXTRA))
            .map(|(k, f)| (k.clone(), f.clone()))
            .collect();
        host.pack(&mut p);
        (p.head, p.text)
    }

    /// The catalog from what `pack` wrote, embedded in the app: its strings are borrowed from
    /// `text`, and the JSON parts pages read later stay there until then.
    pub fn unpack(head: &'static [u8], text: &'static str) -> Catalog {
        let mut u = Unpacker::new(head, text);
        let mut c = Catalog {
            paths: Pack::unpack(&mut u),
            categories: Pack::unpack(&mut u),
            terms: Pack::unpack(&mut u),
            sets: Pack::unpack(&mut u),
            scenarios: Pack::unpack(&mut u),
            speaking: Pack::unpack(&mut u),
            guides: Pack::unpack(&mut u),
            language: Pack::unpack(&mut u),
            host: Pack::unpack(&mut u),
            ..Catalog::default()
        };
        c.sources = map(Vec::<(String, String)>::unpack(&mut u));
        assert!(u.is_done(), "the packed course has parts left over");
        c.index();
        c
    }

    /// The look-ups by id, and each language page's practice set marked as its own.
    fn index(&mut self) {
        let c = self;
        c.set_index = map(c.sets.iter().enumerate().map(|(i, s)| (s.id.clone(), i)));
        for l in &c.language {
            if let Some(i) = l.practice.as_ref().and_then(|id| c.set_index.get(id.as_str())) {
                c.sets[*i].language = Some(l.id.clone());
            }
        }
        c.scenario_index = map(c.scenarios.iter().enumerate().map(|(i, s)| (s.id.clone(), i)));
        c.checks = c
            .paths
            .iter()
            .flat_map(|p| {
                p.topics.iter().map(|t| TopicRef { path: p.id.clone(), topic: t.id.clone() })
            })
            .map(|t| (t, OnceLock::new()))
            .collect();
        c.check_index = map(c.checks.iter().enumerate().map(|(i, (t, _))| (t.check_id(), i)));
    }

    /// Records where an id was defined; a second definition is a problem.
    fn note(&mut self, problems: &mut Vec<Problem>, kind: &str, id: &str, file: &str) {
        let key = format!("{kind}:{id}");
        if let Some(first) = self.sources.get(&key) {
            problems.push(Problem::new(
                file,
                id,
                format!("duplicate {kind} id (first defined in {first})"),
            ));
        } else {
            self.sources.insert(key, file.to_string());
        }
    }

    /// Whether an id of the given kind ("term", "set", "language", "speaking", "scenario") is
    /// the host's own rather than the course's.
    pub fn from_host(&self, kind: &str, id: &str) -> bool {
        self.source(kind, id).starts_with(EXTRA)
    }

    /// The file an id of the given kind ("term", "set", "item", …) came from.
    pub fn source(&self, kind: &str, id: &str) -> &str {
        self.sources.get(&format!("{kind}:{id}")).map(String::as_str).unwrap_or("content")
    }

    pub fn path(&self, id: &str) -> Option<&RolePath> {
        self.paths.iter().find(|p| p.id == id)
    }

    pub fn guide(&self, id: &str) -> Option<&Guide> {
        self.guides.iter().find(|g| g.id == id)
    }

    pub fn category(&self, id: &str) -> Option<&Category> {
        self.categories.iter().find(|c| c.id == id)
    }

    pub fn term(&self, id: &str) -> Option<&Term> {
        self.terms.get_id(id)
    }

    /// A term's name, for lists of links to terms: the rest of the term stays unparsed.
    pub fn term_name(&self, id: &str) -> Option<&str> {
        self.terms.name(id)
    }

    /// A set by id: one from the content, or a topic check.
    pub fn set(&self, id: &str) -> Option<&ExerciseSet> {
        match self.set_index.get(id) {
            Some(&i) => Some(&self.sets[i]),
            None => self.check(id),
        }
    }

    fn check(&self, id: &str) -> Option<&ExerciseSet> {
        let (t, cell) = &self.checks[*self.check_index.get(id)?];
        Some(cell.get_or_init(|| self.draw_check(t)))
    }

    /// The topic check: up to `CHECK_ITEMS` items of the topic's practice sets, taken from each
    /// set in turn and spread over each set, so every set is asked about. Items keep their ids,
    /// so an answer here counts for the item wherever it is reviewed.
    fn draw_check(&self, t: &TopicRef) -> ExerciseSet {
        let sets: Vec<&ExerciseSet> = self.practice_sets(t).collect();
        // A stride coprime with the set's length visits every item once, spread out.
        let spread = |n: usize| -> Vec<usize> {
            let stride = (5..).find(|k| gcd(*k, n) == 1).unwrap_or(1);
            (0..n).map(|i| (i * stride + 2) % n.max(1)).collect()
        };
        let orders: Vec<Vec<usize>> = sets.iter().map(|s| spread(s.items.len())).collect();
        let mut items = Vec::new();
        for round in 0.. {
            if items.len() >= CHECK_ITEMS || orders.iter().all(|o| round >= o.len()) {
                break;
            }
            for (s, order) in sets.iter().zip(&orders) {
                if items.len() < CHECK_ITEMS {
                    if let Some(&i) = order.get(round) {
                        items.push(s.items[i].clone());
                    }
                }
            }
        }
        let title = self.topic(t).map(|x| x.title.as_str()).unwrap_or(&t.topic);
        ExerciseSet {
            schema: None,
            id: t.check_id().into(),
            path: t.path.clone(),
            topic: Some(t.topic.clone()),
            title: format!("Topic check: {title}").into(),
            summary: format!(
                "{} items drawn from the topic's {} practice sets. Finishing it marks the topic done.",
                items.len(),
                sets.len()
            )
            .into(),
            minutes: items.len().max(1) as u32,
            passage: None,
            genre: None,
            conversation: None,
            // The check mixes its sets' items, so it is as hard as the hardest of them.
            level: sets.iter().filter_map(|s| s.level).max(),
            glosses: Default::default(),
            versions: Default::default(),
            language: None,
            items: Items::from(items),
        }
    }

    /// Every topic of every role path, in path and topic order.
    pub fn topics(&self) -> impl Iterator<Item = &TopicRef> {
        self.checks.iter().map(|(t, _)| t)
    }

    /// A topic by its path and topic ids, as a route names it.
    pub fn topic_ref(&self, path: &str, topic: &str) -> Option<&TopicRef> {
        self.topics().find(|t| t.path == path && t.topic == topic)
    }

    /// The topic a set belongs to, for a role path's set.
    pub fn topic_of(&self, set: &ExerciseSet) -> Option<&TopicRef> {
        self.topic_ref(&set.path, set.topic.as_deref()?)
    }

    pub fn topic(&self, t: &TopicRef) -> Option<&Topic> {
        self.path(&t.path)?.topics.iter().find(|x| x.id == t.topic)
    }

    /// A topic's sets of one strand, in file order.
    pub fn topic_sets<'a>(
        &'a self,
        t: &'a TopicRef,
        strand: Strand,
    ) -> impl Iterator<Item = &'a ExerciseSet> + 'a {
        self.sets_of(&t.path)
            .filter(move |s| s.topic.as_deref() == Some(t.topic.as_str()) && s.strand() == strand)
    }

    fn practice_sets<'a>(&'a self, t: &'a TopicRef) -> impl Iterator<Item = &'a ExerciseSet> + 'a {
        self.topic_sets(t, Strand::Practice).filter(|s| s.passage.is_none())
    }

    /// Whether a topic has a check: at least two practice sets to draw from.
    pub fn has_check(&self, t: &TopicRef) -> bool {
        self.practice_sets(t).nth(1).is_some()
    }

    pub fn language_page(&self, id: &str) -> Option<&LanguagePage> {
        self.language.iter().find(|l| l.id == id)
    }

    /// The language pages whose rule an item applies, for a link under its explanation.
    pub fn language_of_item<'a>(
        &'a self,
        item: &'a str,
    ) -> impl Iterator<Item = &'a LanguagePage> + 'a {
        self.language.iter().filter(move |l| l.items.iter().any(|i| i == item))
    }

    /// The language pages that practise with a set.
    pub fn language_of_set<'a>(
        &'a self,
        set: &'a str,
    ) -> impl Iterator<Item = &'a LanguagePage> + 'a {
        self.language.iter().filter(move |l| l.sets.iter().any(|s| s == set))
    }

    /// Whether an item of this id exists, without parsing its set's items.
    pub fn has_item(&self, id: &str) -> bool {
        id.match_indices('-').filter_map(|(at, _)| self.set(&id[..at])).any(|s| s.items.has(id))
    }

    /// Whether a term of this id exists, without parsing the terms.
    pub fn has_term(&self, id: &str) -> bool {
        self.terms.has(id)
    }

    /// An item and its set. An item id starts with its set's id and a hyphen (a validated
    /// rule), so only that set's items are parsed.
    pub fn item(&self, id: &str) -> Option<(&ExerciseSet, &Item)> {
        id.match_indices('-')
            .filter_map(|(at, _)| self.set(&id[..at]))
            .find_map(|s| s.items.iter().find(|i| i.id == id).map(|i| (s, i)))
    }

    pub fn scenario(&self, id: &str) -> Option<&Scenario> {
        self.scenario_index.get(id).map(|&i| &self.scenarios[i])
    }

    /// Sets of a path (or guide), in file order.
    pub fn sets_of<'a>(&'a self, path: &'a str) -> impl Iterator<Item = &'a ExerciseSet> + 'a {
        self.sets.iter().filter(move |s| s.path == path)
    }

    pub fn speaking_task(&self, id: &str) -> Option<&SpeakingTask> {
        self.speaking.iter().find(|t| t.id == id)
    }

    /// A path's speaking tasks, in file order.
    pub fn speaking_of<'a>(&'a self, path: &'a str) -> impl Iterator<Item = &'a SpeakingTask> {
        self.speaking.iter().filter(move |t| t.path == path)
    }

    pub fn scenarios_of<'a>(
        &'a self,
        path: &'a str,
        kind: ScenarioKind,
    ) -> impl Iterator<Item = &'a Scenario> + 'a {
        self.scenarios.iter().filter(move |s| s.path == path && s.kind == kind)
    }

    /// The paths whose vocabulary or spotlight lists a term, in path order.
    pub fn paths_of_term<'a>(&'a self, term: &'a str) -> impl Iterator<Item = &'a RolePath> + 'a {
        self.paths.iter().filter(move |p| {
            p.spotlight.iter().any(|t| t == term)
                || p.vocabulary.iter().any(|g| g.terms.iter().any(|t| t == term))
        })
    }

    /// The title of a path or guide id.
    pub fn track_title(&self, id: &str) -> Option<&str> {
        self.path(id).map(|p| p.title.as_str()).or_else(|| self.guide(id).map(|g| g.title.as_str()))
    }
}

fn gcd(a: usize, b: usize) -> usize {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// A map built by inserting, a later key replacing an earlier one as `collect` does; `collect`
/// sorts first, and a sort is code that V8 would compile on the main thread at start-up.
fn map<K: Ord, V>(pairs: impl IntoIterator<Item = (K, V)>) -> BTreeMap<K, V> {
    let mut map = BTreeMap::new();
    for (k, v) in pairs {
        map.insert(k, v);
    }
    map
}
