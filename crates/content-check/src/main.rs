//! `catalog check`: validate content/ (and a host's folder, `CONTENT_EXTRA`), one problem a
//! line as `path:line:col: id: message`.
//! `catalog stats`: one JSON object with the content's totals.
//! `catalog schema`: write the JSON Schemas of the content files into content/schema/.
//!
//! Reads the files from disk (not the embedded copy) so an author sees an edit at once.

use std::path::Path;
use std::process::ExitCode;

use shoptalk_content_check as check;

fn main() -> ExitCode {
    let cmd = std::env::args().nth(1).unwrap_or_default();
    // A host's folder is named from where the command is run.
    let extra = check::extra_folder(Path::new(".")).map(|p| p.canonicalize().unwrap_or(p));
    // The course of the checkout the command runs in (a second worktree checks its own
    // files), else the workspace's root, two folders up from this crate.
    if !Path::new("content/categories.json").exists() {
        let root = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."));
        std::env::set_current_dir(root).expect("crate directory exists");
    }
    if cmd == "schema" {
        return write_schemas();
    }
    let files = match check::read_content(Path::new("."), extra.as_deref()) {
        Ok(files) => files,
        Err(e) => {
            eprintln!("catalog: cannot read the content: {e}");
            return ExitCode::FAILURE;
        }
    };
    let refs: Vec<(&str, &str)> = files.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
    let catalog = check::check(&refs);
    match (cmd.as_str(), catalog) {
        ("check", Ok(c)) => {
            println!("content ok: {} files, {}", files.len(), check::stats(&c));
            ExitCode::SUCCESS
        }
        ("stats", Ok(c)) => {
            println!("{}", check::stats(&c));
            ExitCode::SUCCESS
        }
        ("check" | "stats", Err(mut e)) => {
            if let Ok(folder) = std::env::var("CONTENT_EXTRA") {
                check::name_host_files(&mut e.problems, &folder);
            }
            eprintln!("{e}");
            ExitCode::FAILURE
        }
        _ => {
            eprintln!("usage: catalog check | catalog stats | catalog schema");
            ExitCode::from(2)
        }
    }
}

fn write_schemas() -> ExitCode {
    let dir = Path::new("content/schema");
    let written = std::fs::create_dir_all(dir).and_then(|_| {
        check::schema::schemas().iter().try_for_each(|(kind, s)| {
            std::fs::write(dir.join(format!("{kind}.json")), check::schema::text(s))
        })
    });
    match written {
        Ok(()) => {
            println!("schemas written to {}", dir.display());
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("catalog: cannot write {}: {e}", dir.display());
            ExitCode::FAILURE
        }
    }
}
