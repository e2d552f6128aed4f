//! Browser tests (wasm-bindgen-test in headless Chromium): storage and components.
//! Run with `scripts/test.sh browser`.
#![cfg(target_arch = "wasm32")]

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

use shoptalk::content;
use shoptalk::progress::store::{Store, KEY};
use shoptalk::progress::Record;

wasm_bindgen_test_configure!(run_in_browser);

fn storage() -> web_sys::Storage {
    web_sys::window().unwrap().local_storage().unwrap().unwrap()
}

/// Lets scheduled effects and a rendering pass run.
async fn tick() {
    let p = js_sys::Promise::new(&mut |resolve, _| {
        web_sys::window().unwrap().set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, 10).unwrap();
    });
    wasm_bindgen_futures::JsFuture::from(p).await.unwrap();
}

fn stored() -> Record {
    Record::decode(&storage().get_item(KEY).unwrap().expect("a saved record")).unwrap()
}

#[wasm_bindgen_test]
fn storage_round_trip() {
    storage().clear().unwrap();
    let owner = Owner::new();
    owner.with(|| {
        let s = Store::load();
        assert!(s.notice.get_untracked().is_none());
        s.update(|r| r.finish_set("fsdp-basics", 0.8, 1.0));
        assert!(stored().is_done("fsdp-basics"));
        let again = Store::load();
        assert!(again.record.with_untracked(|r| r.is_done("fsdp-basics")));
        assert_eq!(again.record.with_untracked(|r| r.sets["fsdp-basics"].best_score), 0.8);
    });
}

#[wasm_bindgen_test]
fn damaged_storage_is_kept_aside_and_the_app_goes_on() {
    storage().clear().unwrap();
    storage().set_item(KEY, "{\"version\":1,\"sets\":{oops").unwrap();
    let owner = Owner::new();
    owner.with(|| {
        let s = Store::load();
        let notice = s.notice.get_untracked().expect("the learner is told");
        let key = notice.backup_key.expect("a backup key");
        assert_eq!(storage().get_item(&key).unwrap().as_deref(), Some("{\"version\":1,\"sets\":{oops"));
        assert_eq!(Store::backup_text(&key).as_deref(), Some("{\"version\":1,\"sets\":{oops"));
        // Work goes on and is saved.
        s.update(|r| r.finish_set("a", 1.0, 1.0));
        assert!(stored().is_done("a"));
        assert!(storage().get_item(&key).unwrap().is_some(), "backup survives the next save");
    });
}

#[wasm_bindgen_test]
fn a_newer_format_is_left_untouched() {
    storage().clear().unwrap();
    storage().set_item(KEY, r#"{"version":999}"#).unwrap();
    let owner = Owner::new();
    owner.with(|| {
        let s = Store::load();
        assert!(s.notice.get_untracked().is_some());
        s.update(|r| r.finish_set("a", 1.0, 1.0));
        assert_eq!(storage().get_item(KEY).unwrap().as_deref(), Some(r#"{"version":999}"#));
    });
}

#[wasm_bindgen_test]
fn another_tabs_save_is_merged_not_overwritten() {
    storage().clear().unwrap();
    let owner = Owner::new();
    owner.with(|| {
        let s = Store::load();
        s.update(|r| r.finish_set("mine", 1.0, 1.0));
        // Another tab writes its own record, which lacks this tab's set.
        let mut theirs = Record::new();
        theirs.finish_set("theirs", 0.5, 2.0);
        storage().set_item(KEY, &theirs.encode()).unwrap();
        s.update(|r| r.count_answer("x", true, 3.0));
        let saved = stored();
        assert!(saved.is_done("mine") && saved.is_done("theirs"), "{saved:?}");
        assert!(s.record.with_untracked(|r| r.is_done("theirs")));
    });
}

#[wasm_bindgen_test]
async fn storage_event_from_another_tab_merges_in() {
    storage().clear().unwrap();
    let owner = Owner::new();
    let s = owner.with(Store::load);
    let mut theirs = Record::new();
    theirs.finish_set("from-other-tab", 1.0, 2.0);
    let init = web_sys::StorageEventInit::new();
    init.set_key(Some(KEY));
    init.set_new_value(Some(&theirs.encode()));
    let ev = web_sys::StorageEvent::new_with_event_init_dict("storage", &init).unwrap();
    web_sys::window().unwrap().dispatch_event(&ev).unwrap();
    tick().await;
    assert!(s.record.with_untracked(|r| r.is_done("from-other-tab")));
}

fn mount_player(set_id: &'static str) -> web_sys::HtmlElement {
    let doc = document();
    let host: web_sys::HtmlElement = doc.create_element("div").unwrap().unchecked_into();
    doc.body().unwrap().append_child(&host).unwrap();
    let set = content::catalog().unwrap().set(set_id).unwrap();
    let handle = leptos::mount::mount_to(host.clone(), move || {
        provide_context(Store::load());
        view! { <shoptalk::components::player::Player set/> }
    });
    handle.forget();
    host
}

fn click(root: &web_sys::HtmlElement, selector: &str) {
    let el = root.query_selector(selector).unwrap().unwrap_or_else(|| panic!("no element {selector}"));
    el.unchecked_into::<web_sys::HtmlElement>().click();
}

#[wasm_bindgen_test]
async fn player_grades_a_choice_and_records_the_finished_set() {
    storage().clear().unwrap();
    let set = content::catalog().unwrap().set("fsdp-basics").unwrap();
    let host = mount_player("fsdp-basics");
    tick().await;
    assert!(host.text_content().unwrap().contains(&format!("Item 1 of {}", set.items.len())));
    // Answer every item with whatever is at hand: the set must still finish and be recorded.
    for _ in 0..(set.items.len() * 2) {
        if host.query_selector(".summary").unwrap().is_some() {
            break;
        }
        let item = host.query_selector("form.item").unwrap().expect("an item");
        if let Some(b) = item.query_selector("[data-shortcut='1']").unwrap() {
            b.unchecked_into::<web_sys::HtmlElement>().click();
            tick().await;
            // A dialogue has more turns: keep replying until its answer is complete.
            while let Some(b) = item.query_selector(".dialogue [data-shortcut='1']").unwrap() {
                b.unchecked_into::<web_sys::HtmlElement>().click();
                tick().await;
            }
        }
        for input in [".typed"] {
            if let Some(i) = item.query_selector(input).unwrap() {
                let i: web_sys::HtmlInputElement = i.unchecked_into();
                i.set_value("something");
                i.dispatch_event(&web_sys::Event::new("input").unwrap()).unwrap();
            }
        }
        if let Some(w) = item.query_selector(".word").unwrap() {
            w.unchecked_into::<web_sys::HtmlElement>().click();
        }
        let selects = item.query_selector_all("select").unwrap();
        for k in 0..selects.length() {
            let s: web_sys::HtmlSelectElement = selects.get(k).unwrap().unchecked_into();
            s.set_selected_index(1);
            s.dispatch_event(&web_sys::Event::new("change").unwrap()).unwrap();
        }
        tick().await;
        click(&host, "button[type=submit]");
        tick().await;
        assert!(host.query_selector(".verdict").unwrap().is_some(), "feedback after checking");
        click(&host, "button[type=submit]");
        tick().await;
    }
    assert!(host.query_selector(".summary").unwrap().is_some(), "the summary shows");
    assert!(stored().is_done("fsdp-basics"));
    host.remove();
}
