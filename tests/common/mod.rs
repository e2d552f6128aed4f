//! What the native tests of the content checks share.

/// `catalog check` on files written without their `"$schema"`, which it gives each.
pub fn checked(
    files: &[(&str, &str)],
) -> Result<shoptalk::content::Catalog, shoptalk::content::LoadError> {
    let files: Vec<(&str, String)> =
        files.iter().map(|&(f, t)| (f, shoptalk_content_check::schema::with_ref(f, t))).collect();
    let refs: Vec<(&str, &str)> = files.iter().map(|(f, t)| (*f, t.as_str())).collect();
    shoptalk_content_check::check(&refs)
}

/// The course's files as the build reads them, for a full parse to compare with what the app
/// unpacks.
#[allow(dead_code)] // not every test file that shares these reads the files
pub fn course_files() -> Vec<(&'static str, &'static str)> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let files = shoptalk_content_check::read_content(root, None).expect("the content folder reads");
    files.into_iter().map(|(f, t)| (&*f.leak(), &*t.leak())).collect()
}
