//! The parsed content, with look-ups by id.

use std::collections::BTreeMap;

use super::model::*;
use super::validate::{validate, Problem};

/// All course content, in file order, with indexes by id.
#[derive(Debug, Default)]
pub struct Catalog {
    pub paths: Vec<RolePath>,
    pub categories: Vec<Category>,
    pub terms: Vec<Term>,
    pub sets: Vec<ExerciseSet>,
    pub scenarios: Vec<Scenario>,
    pub guides: Vec<Guide>,
    /// Which file each id came from, for messages: key is "kind:id".
    pub sources: BTreeMap<String, String>,
    term_index: BTreeMap<String, usize>,
    set_index: BTreeMap<String, usize>,
    scenario_index: BTreeMap<String, usize>,
}

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
            problems.push(Problem::new(file, "-", format!("cannot parse: {e}")));
            None
        }
    }
}

impl Catalog {
    /// Parses and validates content files given as (path, text). Paths decide the type:
    /// `content/paths/*`, `content/terms/*`, `content/sets/**`, `content/scenarios/*`,
    /// `content/guide/*`, `content/categories.json`.
    pub fn from_files(files: &[(&str, &str)]) -> Result<Catalog, LoadError> {
        let (c, mut problems) = Catalog::parse(files);
        problems.extend(validate(&c));
        if problems.is_empty() {
            Ok(c)
        } else {
            Err(LoadError { problems })
        }
    }

    /// Parses files already validated (the embedded ones: `build.rs` fails the build on any
    /// problem), so start-up in the browser skips the checks. Set files come without their
    /// items, which `items` holds by set id, to be parsed when first used.
    pub fn from_checked_files(
        files: &[(&str, &str)],
        items: &'static [(&'static str, usize, &'static str)],
    ) -> Result<Catalog, LoadError> {
        let (mut c, problems) = Catalog::parse(files);
        if !problems.is_empty() {
            return Err(LoadError { problems });
        }
        for &(id, count, text) in items {
            if let Some(&i) = c.set_index.get(id) {
                c.sets[i].items = Items::checked(text, count);
            }
        }
        Ok(c)
    }

    /// Parsing and indexing, with problems of file shape and duplicate ids.
    fn parse(files: &[(&str, &str)]) -> (Catalog, Vec<Problem>) {
        let mut c = Catalog::default();
        let mut problems = Vec::new();
        for &(file, text) in files {
            let rel = file.strip_prefix("content/").unwrap_or(file);
            let section = rel.split('/').next().unwrap_or("");
            match section {
                "paths" => {
                    if let Some(p) = parse::<RolePath>(file, text, &mut problems) {
                        c.note(&mut problems, "path", &p.id, file);
                        c.paths.push(p);
                    }
                }
                "terms" => {
                    for t in parse::<Vec<Term>>(file, text, &mut problems).unwrap_or_default() {
                        c.note(&mut problems, "term", &t.id, file);
                        c.terms.push(t);
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
                    for s in parse::<Vec<Scenario>>(file, text, &mut problems).unwrap_or_default() {
                        c.note(&mut problems, "scenario", &s.id, file);
                        c.scenarios.push(s);
                    }
                }
                "guide" => {
                    if let Some(g) = parse::<Guide>(file, text, &mut problems) {
                        c.note(&mut problems, "guide", &g.id, file);
                        c.guides.push(g);
                    }
                }
                "categories.json" => {
                    for cat in parse::<Vec<Category>>(file, text, &mut problems).unwrap_or_default()
                    {
                        c.note(&mut problems, "category", &cat.id, file);
                        c.categories.push(cat);
                    }
                }
                _ => problems.push(Problem::new(
                    file,
                    "-",
                    "file is in no known content folder".into(),
                )),
            }
        }
        c.term_index = index(&c.terms, |t| &t.id);
        c.set_index = index(&c.sets, |s| &s.id);
        c.scenario_index = index(&c.scenarios, |s| &s.id);
        (c, problems)
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
        self.term_index.get(id).map(|&i| &self.terms[i])
    }

    pub fn set(&self, id: &str) -> Option<&ExerciseSet> {
        self.set_index.get(id).map(|&i| &self.sets[i])
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

    /// Totals for `catalog stats`, as one JSON object.
    pub fn stats(&self) -> serde_json::Value {
        let mut by_kind: BTreeMap<&str, usize> = KINDS.iter().map(|k| (*k, 0)).collect();
        let mut by_skill: BTreeMap<&str, usize> = Skill::ALL.iter().map(|s| (s.key(), 0)).collect();
        let mut items = 0;
        for item in self.sets.iter().flat_map(|s| &s.items) {
            items += 1;
            *by_kind.entry(item.body.kind()).or_default() += 1;
            *by_skill.entry(item.skill.key()).or_default() += 1;
        }
        let count = |k: ScenarioKind| self.scenarios.iter().filter(|s| s.kind == k).count();
        let cues = super::lint::length_cues(self);
        let share = |s: super::lint::Share, limit: f64| serde_json::json!({ "cued": s.cued, "of": s.cases, "percent": (s.ratio() * 1000.0).round() / 10.0, "limit_percent": limit * 100.0 });
        serde_json::json!({
            "role_paths": self.paths.len(),
            "guides": self.guides.len(),
            "categories": self.categories.len(),
            "terms": self.terms.len(),
            "sets": self.sets.len(),
            "items": items,
            "items_by_kind": by_kind,
            "items_by_skill": by_skill,
            "scenarios": self.scenarios.len(),
            "scenarios_by_kind": { "writing": count(ScenarioKind::Writing), "interview": count(ScenarioKind::Interview) },
            "study_minutes": {
                "formula": "1 per selection item, 1.5 per typed or ordering item, 45 per writing scenario, 10 per interview question; the skill guide's sets count for every path",
                "per_path": super::minutes::per_path(self),
            },
            "most_alike_items": super::lint::similar_items(self, 0.0)
                .into_iter()
                .take(5)
                .map(|(s, a, b)| serde_json::json!({ "similarity": (s * 100.0).round() / 100.0, "items": [a, b] }))
                .collect::<Vec<_>>(),
            "length_cues": {
                "choice_key_uniquely_longest": share(cues.choice, super::lint::MAX_CHOICE_KEY_LONGEST),
                "dialogue_best_reply_longest": share(cues.dialogue, super::lint::MAX_BEST_REPLY_LONGEST),
            },
        })
    }
}

fn index<T>(v: &[T], id: impl Fn(&T) -> &String) -> BTreeMap<String, usize> {
    v.iter().enumerate().map(|(i, x)| (id(x).clone(), i)).collect()
}
