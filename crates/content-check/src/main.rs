//! `catalog check`: validate content/, naming file and id of each problem.
//! `catalog stats`: one JSON object with the content's totals.
//!
//! Reads the files from disk (not the embedded copy) so an author sees an edit at once.

use std::path::Path;
use std::process::ExitCode;

fn main() -> ExitCode {
    let cmd = std::env::args().nth(1).unwrap_or_default();
    // The course of the checkout the command runs in (a second worktree checks its own
    // files), else the workspace's root, two folders up from this crate.
    if !Path::new("content/categories.json").exists() {
        let root = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."));
        std::env::set_current_dir(root).expect("crate directory exists");
    }
    let files = match shoptalk_content_check::read_content(Path::new(".")) {
        Ok(files) => files,
        Err(e) => {
            eprintln!("catalog: cannot read content/: {e}");
            return ExitCode::FAILURE;
        }
    };
    let refs: Vec<(&str, &str)> = files.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
    let catalog = shoptalk_content_check::check(&refs);
    match (cmd.as_str(), catalog) {
        ("check", Ok(c)) => {
            println!("content ok: {} files, {}", files.len(), shoptalk_content_check::stats(&c));
            ExitCode::SUCCESS
        }
        ("stats", Ok(c)) => {
            println!("{}", shoptalk_content_check::stats(&c));
            ExitCode::SUCCESS
        }
        ("check" | "stats", Err(e)) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
        _ => {
            eprintln!("usage: catalog check | catalog stats");
            ExitCode::from(2)
        }
    }
}
