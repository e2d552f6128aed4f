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
        "strands": strands(c),
        "study_minutes": {
            "formula": "1 per selection item, 1.5 per typed or ordering item, 45 per writing scenario, 10 per interview question; a reading at 150 words a minute plus 1 per task; a listening at twice its spoken length (150 words a minute) plus 1 per task; 10 per language page for each path that links it; the skill guide's sets count for every path",
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
        of(Strand::Reading).filter_map(|s| s.passage.as_deref().map(words)).collect();
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
    })
}
