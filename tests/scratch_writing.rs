#![cfg(not(target_arch = "wasm32"))]
use std::time::Instant;
use shoptalk::content::catalog;
use shoptalk::practice::writing::{analyze, key_phrases_used, uses_term};
#[test]
fn slow() {
    let inputs: Vec<(&str, String)> = vec![
        ("words", "word ".repeat(20_000)), ("crash", "The job crashes and we restart it. ".repeat(3_000)),
        ("timeline", format!("Timeline\n{}", "14:05 The loss spikes and we restart it\n".repeat(2_000))),
        ("aaa", "a".repeat(100_000)), ("dots", ".".repeat(50_000)), ("dash", "-".repeat(50_000)), ("apos", "'".repeat(50_000)),
        ("nl", "\n".repeat(50_000)), ("hash", format!("{}nit: this is wrong", "# \n".repeat(1_000))),
    ];
    let s = catalog().unwrap().scenario("specialist-loss-spike-post-mortem").unwrap();
    for (name, text) in &inputs {
        let t = Instant::now(); let a = analyze(s, text); let _ = a.checks(); let t1 = t.elapsed();
        let t = Instant::now(); let _ = key_phrases_used(s, text); let t2 = t.elapsed();
        let t = Instant::now(); let _ = uses_term(text, "roll back"); let t3 = t.elapsed();
        let t = Instant::now(); let _ = uses_term(text, text); let t4 = t.elapsed();
        println!("{name:10} analyze {t1:?} kp {t2:?} term {t3:?} self {t4:?}");
    }
}
