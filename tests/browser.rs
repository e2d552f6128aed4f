//! Browser tests (wasm-bindgen-test in headless Chromium): storage and components.
//! Run with `scripts/test.sh browser`.
#![cfg(target_arch = "wasm32")]

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

use shoptalk::content;
use shoptalk::practice::Time;
use shoptalk::progress::Record;
use shoptalk::web::store::{Store, KEY};

wasm_bindgen_test_configure!(run_in_browser);

fn storage() -> web_sys::Storage {
    web_sys::window().unwrap().local_storage().unwrap().unwrap()
}

/// Lets scheduled effects and a rendering pass run.
async fn tick() {
    let p = js_sys::Promise::new(&mut |resolve, _| {
        web_sys::window()
            .unwrap()
            .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, 10)
            .unwrap();
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
        s.update(|r| r.finish_set("fsdp-basics", 0.8, Time::from_ms(1.0)));
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
        assert_eq!(
            storage().get_item(&key).unwrap().as_deref(),
            Some("{\"version\":1,\"sets\":{oops")
        );
        assert_eq!(Store::backup_text(&key).as_deref(), Some("{\"version\":1,\"sets\":{oops"));
        // Work goes on and is saved.
        s.update(|r| r.finish_set("a", 1.0, Time::from_ms(1.0)));
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
        s.update(|r| r.finish_set("a", 1.0, Time::from_ms(1.0)));
        assert_eq!(storage().get_item(KEY).unwrap().as_deref(), Some(r#"{"version":999}"#));
    });
}

#[wasm_bindgen_test]
fn another_tabs_save_is_merged_not_overwritten() {
    storage().clear().unwrap();
    let owner = Owner::new();
    owner.with(|| {
        let s = Store::load();
        s.update(|r| r.finish_set("mine", 1.0, Time::from_ms(1.0)));
        // Another tab writes its own record, which lacks this tab's set.
        let mut theirs = Record::new();
        theirs.finish_set("theirs", 0.5, Time::from_ms(2.0));
        storage().set_item(KEY, &theirs.encode()).unwrap();
        s.update(|r| r.count_answer("x", true, Time::from_ms(3.0)));
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
    theirs.finish_set("from-other-tab", 1.0, Time::from_ms(2.0));
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
    let set = content::catalog().set(set_id).unwrap();
    let handle = leptos::mount::mount_to(host.clone(), move || {
        provide_context(Store::load());
        view! { <shoptalk::components::player::Player set/> }
    });
    handle.forget();
    host
}

fn click(root: &web_sys::HtmlElement, selector: &str) {
    let el =
        root.query_selector(selector).unwrap().unwrap_or_else(|| panic!("no element {selector}"));
    el.unchecked_into::<web_sys::HtmlElement>().click();
}

#[wasm_bindgen_test]
async fn player_grades_a_choice_and_records_the_finished_set() {
    storage().clear().unwrap();
    let set = content::catalog().set("fsdp-basics").unwrap();
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
            // A dialogue has more turns: send the selected reply, select the next, until the
            // last turn, whose reply checking the answer sends.
            while let Some(send) = item.query_selector(".dialogue button.primary").unwrap() {
                send.unchecked_into::<web_sys::HtmlElement>().click();
                tick().await;
                if let Some(b) = item.query_selector(".dialogue [data-shortcut='1']").unwrap() {
                    b.unchecked_into::<web_sys::HtmlElement>().click();
                    tick().await;
                }
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

/// A "listen and type" item: speech says it, the learner types what they heard.
fn kinds_first_typed_listening() -> &'static shoptalk::content::Item {
    content::catalog()
        .sets
        .iter()
        .flat_map(|s| &s.items)
        .find(|i| {
            matches!(&i.body, shoptalk::content::Body::Listening { options, .. } if options.is_empty())
        })
        .expect("a listen-and-type item")
}

mod kinds {
    //! Every exercise kind rendered and answered through its controls, as a learner would.
    use super::*;
    use shoptalk::components::items::ItemView;
    use shoptalk::content::{Body, Item};
    use shoptalk::practice::grade::sentence_words;
    use shoptalk::practice::{grade, Answer, Outcome, Verdict};

    fn first_of(kind: &str, pred: impl Fn(&Item) -> bool) -> &'static Item {
        let c = content::catalog();
        c.sets
            .iter()
            .flat_map(|s| &s.items)
            .find(|i| i.body.kind() == kind && pred(i))
            .unwrap_or_else(|| panic!("no {kind} item"))
    }

    fn mount(
        item: &'static Item,
    ) -> (web_sys::HtmlElement, RwSignal<Option<Answer>>, RwSignal<Option<Outcome>>) {
        let host: web_sys::HtmlElement = document().create_element("div").unwrap().unchecked_into();
        document().body().unwrap().append_child(&host).unwrap();
        let draft = RwSignal::new(None);
        let outcome = RwSignal::new(None);
        leptos::mount::mount_to(host.clone(), move || {
            provide_context(Store::load());
            view! { <ItemView item draft outcome/> }
        })
        .forget();
        (host, draft, outcome)
    }

    fn all(root: &web_sys::HtmlElement, sel: &str) -> Vec<web_sys::HtmlElement> {
        let list = root.query_selector_all(sel).unwrap();
        (0..list.length()).map(|i| list.get(i).unwrap().unchecked_into()).collect()
    }

    fn text(el: &web_sys::Element) -> String {
        el.text_content().unwrap_or_default().trim().to_string()
    }

    async fn click_option(root: &web_sys::HtmlElement, label: &str) {
        let opt = all(root, ".option")
            .into_iter()
            .find(|o| o.query_selector(".label").unwrap().is_some_and(|l| text(&l) == label))
            .unwrap_or_else(|| panic!("no option {label:?}"));
        opt.click();
        tick().await;
    }

    async fn type_into(root: &web_sys::HtmlElement, value: &str) {
        let input: web_sys::HtmlInputElement =
            root.query_selector("input.typed").unwrap().expect("a text box").unchecked_into();
        input.set_value(value);
        input.dispatch_event(&web_sys::Event::new("input").unwrap()).unwrap();
        tick().await;
    }

    /// Answers correctly through the DOM, then checks the answer the view produced grades right,
    /// and that once graded the view marks it in words.
    async fn answer_right(item: &'static Item) {
        storage().clear().unwrap();
        let (host, draft, outcome) = mount(item);
        tick().await;
        assert!(
            draft.get_untracked().is_none() || matches!(item.body, Body::Ordering { .. }),
            "{}: no answer before acting",
            item.id
        );
        match &item.body {
            Body::Choice { answer, .. } => click_option(&host, answer).await,
            Body::MultiChoice { answers, .. } => {
                for a in answers {
                    click_option(&host, a).await;
                }
            }
            Body::GapFill { answer, .. } => type_into(&host, &answer.to_uppercase()).await,
            Body::ErrorCorrection { sentence, wrong, answer, .. } => {
                let (_, hits) = sentence_words(sentence, wrong);
                all(&host, ".word")[hits[0]].click();
                tick().await;
                type_into(&host, answer).await;
            }
            Body::Ordering { steps } => {
                for (target, step) in steps.iter().enumerate() {
                    loop {
                        let shown: Vec<String> =
                            all(&host, ".ordering .step").iter().map(|e| text(e)).collect();
                        let at = shown.iter().position(|s| s == step).unwrap();
                        if at == target {
                            break;
                        }
                        all(&host, ".ordering li")[at]
                            .query_selector("button")
                            .unwrap()
                            .unwrap()
                            .unchecked_into::<web_sys::HtmlElement>()
                            .click();
                        tick().await;
                    }
                }
            }
            Body::Matching { pairs } => {
                for (i, s) in all(&host, ".matching select").into_iter().enumerate() {
                    let s: web_sys::HtmlSelectElement = s.unchecked_into();
                    s.set_value(&i.to_string());
                    s.dispatch_event(&web_sys::Event::new("change").unwrap()).unwrap();
                }
                assert_eq!(pairs.len(), all(&host, ".matching select").len());
                tick().await;
            }
            Body::WordStress { stress, .. } => {
                all(&host, ".option")[*stress].click();
                tick().await;
            }
            Body::Listening { answer, options, .. } => {
                assert!(host.query_selector(".say-button").unwrap().is_some(), "a play button");
                if options.is_empty() {
                    type_into(&host, answer).await;
                } else {
                    click_option(&host, answer).await;
                }
            }
            Body::Dialogue { turns, .. } => {
                for (n, t) in turns.iter().enumerate() {
                    let best = t.replies.iter().find(|r| r.best).unwrap();
                    click_option(&host, &best.text).await;
                    // A tap selects; the reply is sent with Reply (the last, by checking).
                    assert!(!host.text_content().unwrap().contains(&best.reaction), "{}", item.id);
                    if n + 1 < turns.len() {
                        all(&host, ".dialogue button.primary")[0].click();
                        tick().await;
                        assert!(
                            host.text_content().unwrap().contains(&best.reaction),
                            "{}: the reaction shows",
                            item.id
                        );
                    }
                }
            }
            Body::Write { targets, model, .. } => {
                let area: web_sys::HtmlTextAreaElement = host
                    .query_selector("textarea.write")
                    .unwrap()
                    .expect("a text area")
                    .unchecked_into();
                // Every check waits for a sentence, then is ticked by the model.
                assert_eq!(all(&host, ".write-checks li.todo").len(), targets.len() + 1);
                area.set_value(model);
                area.dispatch_event(&web_sys::Event::new("input").unwrap()).unwrap();
                tick().await;
                assert_eq!(all(&host, ".write-checks li.todo").len(), 0, "{}", item.id);
                assert_eq!(all(&host, ".write-checks li.ok").len(), targets.len() + 1);
            }
        }
        let answer = draft
            .get_untracked()
            .unwrap_or_else(|| panic!("{}: the view produced no answer", item.id));
        let o = grade(item, &answer);
        assert_eq!(o.verdict, Verdict::Correct, "{}: {answer:?}", item.id);
        let say_yourself = || host.query_selector(".say-yourself").unwrap().is_some();
        assert!(!say_yourself(), "{}: nothing to record before the answer", item.id);
        outcome.set(Some(o));
        tick().await;
        // Once answered, a drill's word or phrase can be said and compared with the model.
        assert_eq!(
            say_yourself(),
            matches!(item.body, Body::WordStress { .. } | Body::Listening { .. }),
            "{}",
            item.id
        );
        if let Body::Dialogue { turns, .. } = &item.body {
            let last = turns.last().unwrap().replies.iter().find(|r| r.best).unwrap();
            assert!(host.text_content().unwrap().contains(&last.reaction), "{}", item.id);
        }
        if matches!(
            item.body,
            Body::Choice { .. }
                | Body::MultiChoice { .. }
                | Body::Ordering { .. }
                | Body::Matching { .. }
        ) {
            assert!(
                host.text_content().unwrap().contains('✓'),
                "{}: right parts are marked in words",
                item.id
            );
        }
        host.remove();
    }

    #[wasm_bindgen_test]
    async fn choice() {
        answer_right(first_of("choice", |_| true)).await
    }
    #[wasm_bindgen_test]
    async fn multi_choice() {
        answer_right(first_of("multi_choice", |_| true)).await
    }
    #[wasm_bindgen_test]
    async fn gap_fill() {
        answer_right(first_of("gap_fill", |_| true)).await
    }
    #[wasm_bindgen_test]
    async fn error_correction() {
        answer_right(first_of("error_correction", |_| true)).await
    }
    #[wasm_bindgen_test]
    async fn ordering() {
        answer_right(first_of("ordering", |_| true)).await
    }
    #[wasm_bindgen_test]
    async fn matching() {
        answer_right(first_of("matching", |_| true)).await
    }
    #[wasm_bindgen_test]
    async fn word_stress() {
        answer_right(first_of("word_stress", |_| true)).await
    }
    #[wasm_bindgen_test]
    async fn listening_typed() {
        answer_right(first_of(
            "listening",
            |i| matches!(&i.body, Body::Listening { options, .. } if options.is_empty()),
        ))
        .await
    }
    #[wasm_bindgen_test]
    async fn listening_picked() {
        answer_right(first_of(
            "listening",
            |i| matches!(&i.body, Body::Listening { options, .. } if !options.is_empty()),
        ))
        .await
    }
    #[wasm_bindgen_test]
    async fn dialogue() {
        answer_right(first_of(
            "dialogue",
            |i| matches!(&i.body, Body::Dialogue { turns, .. } if turns.len() > 1),
        ))
        .await
    }

    #[wasm_bindgen_test]
    async fn write() {
        answer_right(first_of("write", |_| true)).await
    }

    #[wasm_bindgen_test]
    async fn a_wrong_choice_says_why_it_is_wrong() {
        let item = first_of("choice", |_| true);
        let Body::Choice { options, answer } = &item.body else { unreachable!() };
        let wrong = options.iter().find(|o| &o.text != answer).unwrap();
        let (host, draft, outcome) = mount(item);
        tick().await;
        click_option(&host, &wrong.text).await;
        outcome.set(Some(grade(item, &draft.get_untracked().unwrap())));
        tick().await;
        let t = host.text_content().unwrap();
        assert!(t.contains("✗ Your choice, not correct") && t.contains(&wrong.why), "{t}");
        host.remove();
    }

    #[wasm_bindgen_test]
    async fn listening_without_speech_synthesis_offers_the_written_form() {
        let item = first_of(
            "listening",
            |i| matches!(&i.body, Body::Listening { options, .. } if options.is_empty()),
        );
        let Body::Listening { say, .. } = &item.body else { unreachable!() };
        let window = web_sys::window().unwrap();
        let desc = js_sys::Object::new();
        js_sys::Reflect::set(&desc, &"value".into(), &wasm_bindgen::JsValue::UNDEFINED).unwrap();
        js_sys::Reflect::set(&desc, &"configurable".into(), &true.into()).unwrap();
        js_sys::Object::define_property(&window, &"speechSynthesis".into(), &desc);
        let (host, _, _) = mount(item);
        tick().await;
        let t = host.text_content().unwrap();
        js_sys::Reflect::delete_property(&window, &"speechSynthesis".into()).unwrap();
        assert!(t.contains("Speech is not available") && t.contains(say.as_str()), "{t}");
        // Playing does not break anything either.
        host.query_selector(".say-button")
            .unwrap()
            .unwrap()
            .unchecked_into::<web_sys::HtmlElement>()
            .click();
        host.remove();
    }
}

#[wasm_bindgen_test]
async fn typing_in_a_scenario_updates_the_checklist_and_saves_the_draft() {
    storage().clear().unwrap();
    let c = content::catalog();
    let s = c
        .scenarios
        .iter()
        .find(|s| s.sections.iter().any(|x| x == "Timeline"))
        .expect("a post-mortem scenario");
    let host: web_sys::HtmlElement = document().create_element("div").unwrap().unchecked_into();
    document().body().unwrap().append_child(&host).unwrap();
    leptos::mount::mount_to(host.clone(), move || {
        provide_context(Store::load());
        view! { <shoptalk::pages::scenario::ScenarioView s/> }
    })
    .forget();
    tick().await;
    let checklist = || host.query_selector(".checklist").unwrap().unwrap().text_content().unwrap();
    let before = checklist();
    let area: web_sys::HtmlTextAreaElement =
        host.query_selector("textarea").unwrap().unwrap().unchecked_into();
    let text =
        s.sections.iter().map(|h| format!("{h}\nThe job was restored.\n")).collect::<String>();
    area.set_value(&text);
    area.dispatch_event(&web_sys::Event::new("input").unwrap()).unwrap();
    // The checklist follows after a short pause in typing.
    for _ in 0..100 {
        tick().await;
        if checklist() != before {
            break;
        }
    }
    let after = checklist();
    assert_ne!(after, before, "the checklist changed");
    assert!(!after.contains("Missing"), "every section is now found: {after}");
    assert_eq!(stored().drafts[s.id.as_str()].text, text, "the draft saved itself");
    host.remove();
}

#[wasm_bindgen_test]
async fn glossary_search_hides_rows_and_puts_name_matches_first() {
    let c = content::catalog();
    let host: web_sys::HtmlElement = document().create_element("div").unwrap().unchecked_into();
    document().body().unwrap().append_child(&host).unwrap();
    leptos::mount::mount_to(host.clone(), || {
        provide_context(Store::load());
        view! { <shoptalk::pages::glossary::Glossary/> }
    })
    .forget();
    tick().await;
    let input: web_sys::HtmlInputElement =
        host.query_selector("input[type=search]").unwrap().unwrap().unchecked_into();
    let search = |q: &str| {
        input.set_value(q);
        input.dispatch_event(&web_sys::Event::new("input").unwrap()).unwrap();
    };
    // Names of the rows in page order, and whether each is shown.
    let rows = || {
        let list = host.query_selector_all(".glossary li").unwrap();
        (0..list.length())
            .map(|k| {
                let li: web_sys::HtmlElement = list.item(k).unwrap().unchecked_into();
                (
                    li.query_selector("strong").unwrap().unwrap().text_content().unwrap(),
                    !li.hidden(),
                )
            })
            .collect::<Vec<_>>()
    };
    let status = || host.query_selector("[role=status]").unwrap().unwrap().text_content().unwrap();
    let file_order: Vec<(String, bool)> = c.terms.iter().map(|t| (t.term.clone(), true)).collect();
    assert_eq!(rows(), file_order);

    search("k");
    tick().await;
    let shown: Vec<String> = rows().into_iter().filter(|r| r.1).map(|r| r.0).collect();
    let by_name = shown.iter().take_while(|n| n.to_lowercase().contains('k')).count();
    assert!(by_name > 0 && by_name < shown.len(), "name matches, then text matches: {shown:?}");
    assert!(shown[by_name..].iter().all(|n| !n.to_lowercase().contains('k')));
    assert_eq!(status(), format!("{} terms", shown.len()));
    assert_eq!(rows().len(), c.terms.len(), "rows are hidden, not dropped");

    search("kv cache");
    tick().await;
    assert_eq!(rows().into_iter().find(|r| r.1).unwrap().0, "KV cache");

    search("zzzz-no-such-term");
    tick().await;
    assert!(rows().iter().all(|r| !r.1));
    assert_eq!(status(), "0 terms");

    // The term named exactly leads, though FSDP2 and HSDP come before it in file order; the
    // top rows are then out of build order, and clearing must still put every row back.
    search("fsdp");
    tick().await;
    assert_eq!(rows().into_iter().find(|r| r.1).unwrap().0, "FSDP");

    search("");
    tick().await;
    assert_eq!(rows(), file_order, "clearing the search restores file order");
    host.remove();
}

/// The strands: a reading with its glossary links, a listening with and without speech.
mod strands {
    use super::*;
    use shoptalk::content::{Body, ExerciseSet, Strand};

    fn first(strand: Strand) -> &'static ExerciseSet {
        content::catalog().sets.iter().find(|s| s.strand() == strand).unwrap()
    }

    fn host() -> web_sys::HtmlElement {
        let host: web_sys::HtmlElement = document().create_element("div").unwrap().unchecked_into();
        document().body().unwrap().append_child(&host).unwrap();
        host
    }

    /// Replaces the browser's speech synthesis with one that records each utterance and
    /// reports it started and ended; `undefined` takes it away.
    fn fake_speech(present: bool) {
        let script = if present {
            "window.__spoken = []; Object.defineProperty(window, 'speechSynthesis', { configurable: true, value: {
                getVoices: () => [], cancel() {}, pause() {}, resume() {},
                speak(u) { window.__spoken.push({ text: u.text, pitch: u.pitch, rate: u.rate });
                    setTimeout(() => { u.onstart && u.onstart(); u.onend && u.onend(); }, 0); } } });"
        } else {
            "Object.defineProperty(window, 'speechSynthesis', { configurable: true, value: undefined });"
        };
        js_sys::Function::new_no_args(script).call0(&wasm_bindgen::JsValue::NULL).unwrap();
    }

    /// A speech engine that is there but cannot speak: each utterance ends with the error
    /// `code`, as Chromium's does with no voices ("synthesis-failed").
    fn failing_speech(code: &str) {
        let script = format!(
            "Object.defineProperty(window, 'speechSynthesis', {{ configurable: true, value: {{
                getVoices: () => [], cancel() {{}}, pause() {{}}, resume() {{}},
                speak(u) {{ setTimeout(() => u.onerror && u.onerror({{ error: '{code}' }}), 0); }} }} }});"
        );
        js_sys::Function::new_no_args(&script).call0(&wasm_bindgen::JsValue::NULL).unwrap();
    }

    /// A listening's player, with the store it records in.
    fn mount_listening(set: &'static ExerciseSet) -> (web_sys::HtmlElement, Store) {
        let conv = set.conversation.as_ref().unwrap();
        let host = host();
        // The store outlives this owner scope: the component and the test both use it.
        let owner = Owner::new();
        let store = owner.with(Store::load);
        std::mem::forget(owner);
        leptos::mount::mount_to(host.clone(), move || {
            provide_context(store);
            view! { <shoptalk::components::listening::Listening set conv /> }
        })
        .forget();
        (host, store)
    }

    fn real_speech() {
        let window = web_sys::window().unwrap();
        js_sys::Reflect::delete_property(&window, &"speechSynthesis".into()).unwrap();
    }

    #[wasm_bindgen_test]
    async fn a_reading_shows_its_genre_and_links_each_term_once() {
        storage().clear().unwrap();
        let set = first(Strand::Reading);
        let text = set.passage.as_deref().unwrap();
        let host = host();
        leptos::mount::mount_to(host.clone(), move || {
            provide_context(Store::load());
            view! { <shoptalk::components::passage::Passage set text /> }
        })
        .forget();
        tick().await;
        let links = host.query_selector_all("a.term-link").unwrap();
        assert!(links.length() >= 3, "{} glossary links in {}", links.length(), set.id);
        let mut hrefs = Vec::new();
        for i in 0..links.length() {
            let a: web_sys::Element = links.item(i).unwrap().unchecked_into();
            let href = a.get_attribute("href").unwrap();
            assert!(href.contains("/glossary/"), "{href}");
            assert!(!hrefs.contains(&href), "{href} linked twice");
            hrefs.push(href);
        }
        let genre = content::genre_label(set.genre.as_deref().unwrap()).unwrap();
        assert!(host.text_content().unwrap().contains(genre));
        host.remove();
    }

    #[wasm_bindgen_test]
    async fn a_listening_plays_each_line_in_its_speakers_voice_and_opens_the_transcript_when_done()
    {
        storage().clear().unwrap();
        let set = first(Strand::Listening);
        let conv = set.conversation.as_ref().unwrap();
        let window = web_sys::window().unwrap();
        let can_utter = js_sys::Reflect::has(&window, &"SpeechSynthesisUtterance".into()).unwrap();
        fake_speech(true);
        let (host, store) = mount_listening(set);
        tick().await;
        let first_line = &conv.lines[0].text;
        assert!(
            !host.text_content().unwrap().contains(first_line.as_str()),
            "the transcript waits"
        );
        click(&host, ".listen-controls button.primary");
        tick().await;
        tick().await;
        let spoken = js_sys::Reflect::get(&window, &"__spoken".into()).unwrap();
        let spoken: js_sys::Array = spoken.unchecked_into();
        if can_utter {
            assert_eq!(spoken.length() as usize, conv.lines.len());
            for (i, line) in conv.lines.iter().enumerate() {
                let u = spoken.get(i as u32);
                let pitch = js_sys::Reflect::get(&u, &"pitch".into()).unwrap().as_f64().unwrap();
                let speaker = conv.speaker(&line.speaker).unwrap();
                assert!((pitch - speaker.pitch as f64).abs() < 1e-3, "line {i}: pitch {pitch}");
            }
            // One line again, at the slower speed.
            click(&host, "input[type=checkbox]");
            click(&host, ".lines li:nth-child(2) button");
            tick().await;
            let again = spoken.get(conv.lines.len() as u32);
            let rate = js_sys::Reflect::get(&again, &"rate".into()).unwrap().as_f64().unwrap();
            let speaker = conv.speaker(&conv.lines[1].speaker).unwrap();
            assert!((rate - speaker.rate as f64 * 0.75).abs() < 1e-3, "slower: {rate}");
        }
        assert!(!host.text_content().unwrap().contains(first_line.as_str()));
        store.update(|r| r.finish_set(&set.id, 1.0, Time::from_ms(1.0)));
        tick().await;
        assert!(host.text_content().unwrap().contains(first_line.as_str()), "the transcript opens");
        real_speech();
        host.remove();
    }

    #[wasm_bindgen_test]
    async fn without_speech_a_listening_is_given_as_a_transcript_to_read() {
        storage().clear().unwrap();
        let set = first(Strand::Listening);
        let conv = set.conversation.as_ref().unwrap();
        fake_speech(false);
        let (host, _) = mount_listening(set);
        tick().await;
        let t = host.text_content().unwrap();
        real_speech();
        assert!(t.contains("This browser cannot speak"), "{t}");
        for line in &conv.lines {
            assert!(t.contains(line.text.as_str()), "{}", line.text);
        }
        assert!(
            host.query_selector(".listen-controls").unwrap().is_none(),
            "no controls that do nothing"
        );
        host.remove();
    }

    #[wasm_bindgen_test]
    async fn speech_that_fails_falls_back_to_the_transcript_at_once() {
        storage().clear().unwrap();
        let set = first(Strand::Listening);
        let conv = set.conversation.as_ref().unwrap();
        failing_speech("synthesis-failed");
        let (host, _) = mount_listening(set);
        tick().await;
        assert!(!host.text_content().unwrap().contains(conv.lines[0].text.as_str()));
        click(&host, ".listen-controls button.primary");
        for _ in 0..5 {
            tick().await;
        }
        let t = host.text_content().unwrap();
        real_speech();
        assert!(t.contains("could not speak") && t.contains("synthesis-failed"), "{t}");
        for line in &conv.lines {
            assert!(t.contains(line.text.as_str()), "the transcript is open: {}", line.text);
        }
        assert!(host.query_selector(".listen-controls").unwrap().is_none());
        host.remove();
    }

    #[wasm_bindgen_test]
    async fn a_say_button_whose_speech_fails_shows_the_written_form() {
        storage().clear().unwrap();
        let item = super::kinds_first_typed_listening();
        let Body::Listening { say, .. } = &item.body else { unreachable!() };
        failing_speech("audio-busy");
        let host = host();
        leptos::mount::mount_to(host.clone(), move || {
            provide_context(Store::load());
            let (draft, outcome) = (RwSignal::new(None), RwSignal::new(None));
            view! { <shoptalk::components::items::ItemView item draft outcome /> }
        })
        .forget();
        tick().await;
        assert!(!host.text_content().unwrap().contains("could not speak"));
        click(&host, ".say-button");
        for _ in 0..5 {
            tick().await;
        }
        let t = host.text_content().unwrap();
        real_speech();
        assert!(t.contains("could not speak") && t.contains(say.as_str()), "{t}");
        host.remove();
    }
}

mod recording {
    //! The recorder's states against a stand-in microphone (a tone from the page's own audio
    //! graph), and the path without a microphone.
    use super::*;
    use shoptalk::components::recorder::Recorder;

    fn mount_recorder() -> (web_sys::HtmlElement, RwSignal<u32>) {
        let host: web_sys::HtmlElement = document().create_element("div").unwrap().unchecked_into();
        document().body().unwrap().append_child(&host).unwrap();
        let takes = RwSignal::new(0);
        leptos::mount::mount_to(host.clone(), move || {
            view! { <Recorder task="speaking-test" limit=60 takes /> }
        })
        .forget();
        (host, takes)
    }

    fn run(script: &str) {
        js_sys::Function::new_no_args(script).call0(&wasm_bindgen::JsValue::NULL).unwrap();
    }

    fn status(host: &web_sys::HtmlElement) -> String {
        host.query_selector("[role=status]").unwrap().unwrap().text_content().unwrap_or_default()
    }

    fn button(host: &web_sys::HtmlElement) -> web_sys::HtmlElement {
        host.query_selector("button.primary").unwrap().unwrap().unchecked_into()
    }

    /// Waits (up to about 5 s) until the status says one of `what`.
    async fn until_one(host: &web_sys::HtmlElement, what: &[&str]) {
        for _ in 0..500 {
            if what.iter().any(|w| status(host).contains(w)) {
                return;
            }
            tick().await;
        }
        panic!("the status never said one of {what:?}; it says {:?}", status(host));
    }

    async fn until(host: &web_sys::HtmlElement, what: &str) {
        until_one(host, &[what]).await
    }

    #[wasm_bindgen_test]
    async fn a_refused_microphone_is_said_in_one_sentence_and_the_task_goes_on() {
        run("if (navigator.mediaDevices) navigator.mediaDevices.getUserMedia = () =>
                Promise.reject(new DOMException('refused', 'NotAllowedError'));");
        let (host, takes) = mount_recorder();
        assert!(status(&host).contains("Audio never leaves this device"));
        button(&host).click();
        let why = if shoptalk::web::recorder::supported() {
            "The microphone is blocked for this site"
        } else {
            "This browser cannot record audio."
        };
        until(&host, why).await;
        assert!(status(&host).ends_with("You can still speak aloud, then compare with the model."));
        assert_eq!(takes.get_untracked(), 0);
        assert!(host.query_selector("audio").unwrap().is_none());
    }

    #[wasm_bindgen_test]
    async fn a_take_goes_from_idle_to_recording_to_recorded() {
        if !shoptalk::web::recorder::supported() {
            // An engine without MediaRecorder takes the path of the test above.
            return;
        }
        run("const ctx = new AudioContext(); window.__tone = ctx; const tone = ctx.createOscillator();
             const out = ctx.createMediaStreamDestination(); tone.connect(out); tone.start();
             ctx.resume(); navigator.mediaDevices.getUserMedia = async () => out.stream;");
        let (host, takes) = mount_recorder();
        let pressed = || button(&host).get_attribute("aria-pressed");
        assert_eq!(pressed().as_deref(), Some("false"));
        button(&host).click();
        until(&host, "Recording.").await;
        assert_eq!(pressed().as_deref(), Some("true"));
        assert!(button(&host).text_content().unwrap().starts_with("Stop recording (1:0"));
        for _ in 0..60 {
            tick().await;
        }
        button(&host).click();
        until_one(&host, &["Take recorded", "The take was empty"]).await;
        // An engine that keeps a page's audio suspended until the user acts (WebKit) may give
        // the stand-in nothing to record: then, and only then, the take is empty, and the page
        // says so.
        if status(&host).contains("The take was empty: nothing reached the microphone.") {
            let state = js_sys::eval("window.__tone.state").unwrap().as_string().unwrap();
            assert_eq!(state, "suspended", "an empty take from a stand-in that was sounding");
            assert_eq!((pressed().as_deref(), takes.get_untracked()), (Some("false"), 0));
            assert!(host.query_selector("audio").unwrap().is_none());
            return;
        }
        assert!(status(&host).contains("Take recorded"), "{}", status(&host));
        assert_eq!(pressed().as_deref(), Some("false"));
        assert_eq!(takes.get_untracked(), 1);
        let audio = host.query_selector("audio").unwrap().expect("the take to hear");
        assert!(audio.get_attribute("src").unwrap().starts_with("blob:"));
        assert_eq!(button(&host).text_content().unwrap(), "Record again");
    }
}
