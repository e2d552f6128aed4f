//! Files in and out, without a server: a download made in the page, and a file the learner
//! picked.

use wasm_bindgen::JsCast;

/// Offers `text` as a file named `name`, of the media type `mime`.
pub fn save_text(name: &str, mime: &str, text: &str) {
    let parts = js_sys::Array::of1(&text.into());
    let opts = web_sys::BlobPropertyBag::new();
    opts.set_type(mime);
    if let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &opts) {
        save_blob(name, &blob);
    }
}

/// Offers `blob` as a file named `name`.
pub fn save_blob(name: &str, blob: &web_sys::Blob) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(blob) else {
        return;
    };
    if let Ok(a) = doc.create_element("a").map(|e| e.unchecked_into::<web_sys::HtmlAnchorElement>())
    {
        a.set_href(&url);
        a.set_download(name);
        a.click();
    }
    let _ = web_sys::Url::revoke_object_url(&url);
}

/// The file chosen in a file input (from its `change` event), cleared from the input so the
/// same file can be chosen again.
pub struct Picked {
    pub name: String,
    pub size: f64,
    file: web_sys::File,
}

pub fn picked(ev: &web_sys::Event) -> Option<Picked> {
    let input: web_sys::HtmlInputElement = ev.target()?.dyn_into().ok()?;
    let file = input.files()?.get(0)?;
    input.set_value("");
    Some(Picked { name: file.name(), size: file.size(), file })
}

impl Picked {
    /// The file's text; None if it cannot be read.
    pub async fn text(self) -> Option<String> {
        wasm_bindgen_futures::JsFuture::from(self.file.text()).await.ok()?.as_string()
    }
}
