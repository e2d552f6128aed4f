//! `catalog stats`: the course's totals as one JSON object.

use std::collections::BTreeMap;

use shoptalk_content::*;

/// Totals for `catalog stats`, as one JSON object.
pub fn stats(c: &Catalog) -> serde_json::Value {
    let mut by_kind: BTreeMap<&str, usize> = KINDS.iter().map(|k| (*k, 0)).collect();
    let mut by_skill: BTreeMap<&str, usize> = Skill::ALL.iter().map(|s| (s.key(), 0)).collect();
    let mut items = 0;
    for item in c.sets.iter().flat_map(|s| &s.items) {
        items += 1;
        *by_kind.entry(item.body.kind()).or_default() += 1;
        *by_skill.entry(item.skill.key()).or_default() += 1;
    }
    let count = |k: ScenarioKind| c.scenarios.iter().filter(|s| s.kind == k).count();
    let cues = crate::lint::length_cues(c);
    let share = |s: crate::lint::Share, limit: f64| serde_json::json!({ "cued": s.cued, "of": s.cases, "percent": (s.ratio() * 1000.0).round() / 10.0, "limit_percent": limit * 100.0 });
    serde_json::json!({
        "role_paths": c.paths.len(),
        "guides": c.guides.len(),
        "categories": c.categories.len(),
        "terms": c.terms.len(),
        "sets": c.sets.len(),
        "items": items,
        "items_by_kind": by_kind,
        "items_by_skill": by_skill,
        "scenarios": c.scenarios.len(),
        "scenarios_by_kind": { "writing": count(ScenarioKind::Writing), "interview": count(ScenarioKind::Interview) },
        "speaking_tasks": c
            .paths
            .iter()
            .map(|p| p.id.as_str())
            .chain(c.guides.iter().map(|g| g.id.as_str()))
            .map(|id| (id, c.speaking_of(id).count()))
            .collect::<BTreeMap<_, _>>(),
        "strands": strands(c),
        "study_minutes": {
            "formula": "1 per selection item, 1.5 per typed or ordering item, 3 per sentence of one's own, 45 per writing scenario, 10 per interview question; a reading at 150 words a minute plus 1 per task; a listening at twice its spoken length (150 words a minute) plus 1 per task; 10 per language page for each path that links it; a speaking task's preparation time, its speaking time twice and 3 to check the take; the skill guide's sets and speaking tasks count for every path",
            "per_path": crate::minutes::per_path(c),
        },
        "most_alike_items": crate::lint::similar_items(c, 0.0)
            .into_iter()
            .take(5)
            .map(|(s, a, b)| serde_json::json!({ "similarity": (s * 100.0).round() / 100.0, "items": [a, b] }))
            .collect::<Vec<_>>(),
        "length_cues": {
            "choice_key_uniquely_longest": serde_json::json!({
                "min_percent": crate::lint::MIN_CHOICE_KEY_LONGEST * 100.0,
                "share": share(cues.choice, crate::lint::MAX_CHOICE_KEY_LONGEST),
            }),
            "dialogue_best_reply_longest": share(cues.dialogue, crate::lint::MAX_BEST_REPLY_LONGEST),
        },
    })
}

/// What the reading, listening and language strands hold, for `catalog stats`.
fn strands(c: &Catalog) -> serde_json::Value {
    let of = |strand| c.sets.iter().filter(move |s: &&ExerciseSet| s.strand() == strand);
    let reading_words: Vec<usize> =
        of(Strand::Reading).filter_map(|s| s.passage.as_deref().map(|p| words(p))).collect();
    let spoken: Vec<usize> =
        of(Strand::Listening).filter_map(|s| s.conversation.as_ref().map(|c| c.words())).collect();
    let tasks = |strand| of(strand).map(|s| s.items.len()).sum::<usize>();
    serde_json::json!({
        "readings": reading_words.len(),
        "reading_words": reading_words.iter().sum::<usize>(),
        "reading_tasks": tasks(Strand::Reading),
        "listenings": spoken.len(),
        "listening_spoken_minutes": (spoken.iter().sum::<usize>() as f64 / crate::minutes::SPOKEN_WPM * 10.0).round() / 10.0,
        "listening_tasks": tasks(Strand::Listening),
        "language_pages": c.language.len(),
        "topic_checks": c.topics().filter(|t| c.has_check(t)).count(),
        "levels": levels(c),
        "b1_support": of(Strand::Reading).chain(of(Strand::Listening)).filter(|s| !s.glosses.is_empty()).count(),
        "c1_versions": c.sets.iter().flat_map(|s| &s.versions).filter(|v| v.level == Cefr::C1).count(),
        "language_practice_items": c
            .language
            .iter()
            .map(|l| (l.id.as_str(), l.practice.as_deref().and_then(|id| c.set(id)).map_or(0, |s| s.items.len())))
            .collect::<BTreeMap<_, _>>(),
        "l1_mentions": l1_mentions(c),
    })
}

/// Sets per level in each strand (a language page's own set counted with the pages).
fn levels(c: &Catalog) -> serde_json::Value {
    let count = |levels: Vec<Option<Cefr>>| -> BTreeMap<&str, usize> {
        let mut out: BTreeMap<&str, usize> = Cefr::ALL.iter().map(|l| (l.key(), 0)).collect();
        for l in levels {
            *out.entry(l.map_or("none", Cefr::key)).or_default() += 1;
        }
        out
    };
    let strand = |strand| {
        count(
            c.sets
                .iter()
                .filter(|s| s.strand() == strand && s.language.is_none())
                .map(|s| s.level)
                .collect(),
        )
    };
    serde_json::json!({
        "practice": strand(Strand::Practice),
        "reading": strand(Strand::Reading),
        "listening": strand(Strand::Listening),
        "language_pages": count(c.language.iter().map(|l| l.level).collect()),
    })
}

/// How many error notes name each first language.
fn l1_mentions(c: &Catalog) -> BTreeMap<&str, usize> {
    let mut out = BTreeMap::new();
    for l in c.language.iter().flat_map(|p| &p.mistakes).flat_map(|m| &m.l1) {
        *out.entry(l.as_str()).or_default() += 1;
    }
    out
}
