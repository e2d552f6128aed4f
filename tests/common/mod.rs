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
