//! A host's own folder (`CONTENT_EXTRA`): checked like the course, joined to the paths it names,
//! and known as the host's.

use std::path::{Path, PathBuf};

use shoptalk_content_check::{check, read_content};

fn root() -> PathBuf {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../..")).canonicalize().unwrap()
}

fn with_host(add: &[(&str, &str)]) -> Result<shoptalk_content::Catalog, Vec<String>> {
    let mut files = read_content(&root(), Some(&root().join("examples/host-course"))).unwrap();
    files.extend(add.iter().map(|(f, t)| (f.to_string(), t.to_string())));
    let refs: Vec<(&str, &str)> = files.iter().map(|(f, t)| (f.as_str(), t.as_str())).collect();
    check(&refs).map_err(|e| e.problems.iter().map(|p| p.to_string()).collect())
}

#[test]
fn the_example_host_course_joins_the_paths_and_topics_it_names() {
    let c = with_host(&[]).unwrap_or_else(|p| panic!("{}", p.join("\n")));
    assert_eq!(c.host.as_deref(), Some("Example Co. ML platform team"));
    let set = "example-co-runbook-language";
    assert!(c.sets_of("ml-infrastructure-engineer").any(|s| s.id == set));
    let topic = c.topic_of(c.set(set).unwrap()).expect("the set's topic");
    assert!(
        c.topic_sets(topic, shoptalk_content::Strand::Practice).any(|s| s.id == set),
        "listed on its topic"
    );
    assert!(c.from_host("set", set));
    assert!(!c.from_host("set", "ci-cd-for-models"), "the course's own sets are not the host's");
    for kind in ["term", "language", "speaking", "scenario"] {
        assert!(
            c.sources.iter().any(|(k, f)| k.starts_with(kind) && f.starts_with("extra/")),
            "{kind}"
        );
    }
}

#[test]
fn a_host_cannot_add_paths_or_reuse_the_courses_ids() {
    let path =
        std::fs::read_to_string(root().join("content/paths/ml-infrastructure-engineer.json"))
            .unwrap();
    let p = with_host(&[("extra/paths/ours.json", &path)]).unwrap_err().join("\n");
    assert!(p.contains("extra/paths/ours.json: a host's folder adds to the course's paths"), "{p}");

    let set = std::fs::read_to_string(
        root().join("content/sets/ml-infrastructure-engineer/ci-cd-for-models.json"),
    )
    .unwrap();
    let p = with_host(&[("extra/sets/ml-infrastructure-engineer/copy.json", &set)])
        .unwrap_err()
        .join("\n");
    assert!(p.contains("extra/sets/ml-infrastructure-engineer/copy.json:3:3: ci-cd-for-models: duplicate set id (first defined in content/sets/"), "{p}");
}

#[test]
fn a_host_folder_names_its_host_and_its_problems_name_the_folders_files() {
    let mut files = read_content(&root(), Some(&root().join("examples/host-course"))).unwrap();
    files.retain(|(f, _)| f != "extra/host.json");
    let refs: Vec<(&str, &str)> = files.iter().map(|(f, t)| (f.as_str(), t.as_str())).collect();
    let mut problems = check(&refs).unwrap_err().problems;
    shoptalk_content_check::name_host_files(&mut problems, "../our-course/");
    let p: Vec<String> = problems.iter().map(|p| p.to_string()).collect();
    assert_eq!(p.len(), 1, "{p:?}");
    assert!(p[0].starts_with("../our-course/"), "{p:?}");
    assert!(p[0].contains("a host's folder needs a host.json at its top"), "{p:?}");

    let p = with_host(&[]).map(|_| ());
    assert!(p.is_ok());
    let empty = r#"{"$schema": "../shoptalk/content/schema/host.json", "name": " "}"#;
    let mut files = read_content(&root(), Some(&root().join("examples/host-course"))).unwrap();
    files.iter_mut().filter(|(f, _)| f == "extra/host.json").for_each(|(_, t)| *t = empty.into());
    let refs: Vec<(&str, &str)> = files.iter().map(|(f, t)| (f.as_str(), t.as_str())).collect();
    let p = check(&refs).unwrap_err().problems;
    assert!(p.iter().any(|p| p.message.starts_with("\"name\" is empty")), "{p:?}");
}
