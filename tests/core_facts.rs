#![cfg(not(target_arch = "wasm32"))]
//! The memory, compute, cost and reliability rules the course teaches, computed here, and
//! asserted against the prose that quotes them: a figure edited in one place and not the
//! other fails this test, naming where.

use shoptalk::content::{self, Catalog};

/// Mixed-precision training with Adam, per parameter: bf16 weights (2) and gradients (2), an
/// fp32 master copy (4) and two fp32 Adam moments (4 + 4), before activations.
const TRAINING_BYTES_PER_PARAM: f64 = 2.0 + 2.0 + 4.0 + 4.0 + 4.0;
const GB: f64 = 1e9;

fn training_state_gb(params: f64) -> f64 {
    params * TRAINING_BYTES_PER_PARAM / GB
}

/// KV cache per token: keys and values, for every layer and KV head.
fn kv_bytes_per_token(layers: f64, kv_heads: f64, head_dim: f64, bytes: f64) -> f64 {
    2.0 * layers * kv_heads * head_dim * bytes
}

/// Training compute: about 6 FLOPs per parameter per token.
fn training_flops(params: f64, tokens: f64) -> f64 {
    6.0 * params * tokens
}

/// The share of GPU-hours saved when MFU rises from `a` to `b` for the same work.
fn mfu_saving(a: f64, b: f64) -> f64 {
    1.0 - a / b
}

/// Minutes of downtime an availability target allows over `days`.
fn error_budget_minutes(target: f64, days: f64) -> f64 {
    (1.0 - target) * days * 24.0 * 60.0
}

/// Cost is GPU-hours times price, never GPU count.
fn cost(gpu_hours: f64, price_per_gpu_hour: f64) -> f64 {
    gpu_hours * price_per_gpu_hour
}

/// The specialist path's cost email: 300,000 on-demand GPU-hours a quarter at $2.50; bf16
/// makes steps 1.6x faster; the two smaller runs (100,000 of the hours) move to spot at $1.00
/// with 10% extra hours for preemptions. Returns (bf16 saving, spot saving, new cost, hours
/// after bf16).
fn cost_email() -> (f64, f64, f64, f64) {
    let (hours, on_demand, spot, speedup) = (300_000.0, 2.50, 1.00, 1.6);
    let after_bf16 = hours / speedup;
    let bf16_saving = cost(hours - after_bf16, on_demand);
    let small = 100_000.0 / speedup;
    let spot_saving = cost(small, on_demand) - cost(small * 1.10, spot);
    (bf16_saving, spot_saving, cost(hours, on_demand) - bf16_saving - spot_saving, after_bf16)
}

/// All the text of whatever has this id: a term, a scenario, or an item.
fn text_of(c: &Catalog, id: &str) -> String {
    let json = if let Some(t) = c.term(id) {
        serde_json::to_string(t)
    } else if let Some(s) = c.scenario(id) {
        serde_json::to_string(s)
    } else if let Some((_, i)) = c.item(id) {
        serde_json::to_string(i)
    } else {
        panic!("{id}: no term, scenario or item has this id");
    };
    json.expect("content serializes")
}

/// Asserts that `id`'s text quotes `figure`, which `why` computed.
fn quotes(c: &Catalog, id: &str, figure: &str, why: &str) {
    let text = text_of(c, id);
    assert!(text.contains(figure), "{id} should quote {figure:?} ({why})");
}

#[test]
fn the_rules_give_the_figures_the_course_uses() {
    // 70B with plain data parallelism: the whole state on every GPU, far past 80 GB.
    assert_eq!(training_state_gb(70e9).round(), 1120.0);
    assert_eq!(training_state_gb(70e9) / 64.0, 17.5);
    // 7B needs 112 GB; one 80 GB GPU holds about 5B before activations.
    assert_eq!(training_state_gb(7e9), 112.0);
    assert_eq!((80.0 * GB / TRAINING_BYTES_PER_PARAM / 1e9), 5.0);
    // A 70B model with 80 layers, 8 KV heads of 128 dimensions, in bf16: 320 KiB a token.
    assert_eq!(kv_bytes_per_token(80.0, 8.0, 128.0, 2.0), 327_680.0);
    // MFU 38% to 46%: about a sixth (17%) fewer GPU-hours, not a fifth.
    assert_eq!((mfu_saving(0.38, 0.46) * 100.0).round(), 17.0);
    // 99.9% over 30 days.
    assert!((error_budget_minutes(0.999, 30.0) - 43.2).abs() < 1e-9);
    // Compute-optimal at 20 tokens a parameter: 9.1e23 FLOPs is about 87B parameters, 1.7T tokens.
    let params = (9.1e23_f64 / (6.0 * 20.0)).sqrt();
    assert_eq!((params / 1e9).round(), 87.0);
    assert!((training_flops(params, 20.0 * params) - 9.1e23).abs() / 9.1e23 < 1e-9);
    // The cost email: $281,250 from bf16, $87,500 from spot, about 49% in all.
    let (bf16, spot, new_cost, _) = cost_email();
    assert_eq!((bf16, spot, new_cost), (281_250.0, 87_500.0, 381_250.0));
    assert_eq!(((bf16 + spot) / 750_000.0 * 100.0).round(), 49.0);
}

#[test]
fn the_prose_quotes_the_figures_the_rules_give() {
    let c = content::catalog();
    let kv = kv_bytes_per_token(80.0, 8.0, 128.0, 2.0);
    let (bf16, spot, new_cost, after_bf16) = cost_email();
    let thousands = |x: f64| format!("${},000", (x / 1000.0).round());
    let cases: [(&str, String, &str); 11] = [
        ("fsdp", format!("{:.1} TB", training_state_gb(70e9) / 1000.0), "70B x 16 B per parameter"),
        ("fsdp", format!("{} GB", training_state_gb(70e9) / 64.0), "the same state over 64 GPUs"),
        ("data-parallelism", format!("{} GB", training_state_gb(7e9)), "7B x 16 B per parameter"),
        ("mfu", format!("{:.0}%", mfu_saving(0.38, 0.46) * 100.0), "1 - 38/46"),
        (
            "kv-cache-sizing-per-token",
            format!("{:.0} KB", kv / 1024.0),
            "2 x 80 x 8 x 128 x 2 bytes",
        ),
        ("kv-cache-sizing-per-token", group(kv as u64), "2 x 80 x 8 x 128 x 2 bytes"),
        (
            "specialist-cost-optimisation-email",
            thousands(bf16),
            "300,000 - 300,000 / 1.6 GPU-hours at $2.50",
        ),
        (
            "specialist-cost-optimisation-email",
            format!("${}", group(spot as u64)),
            "the two smaller runs moved to spot",
        ),
        ("specialist-cost-optimisation-email", thousands(new_cost), "what is left of $750,000"),
        ("specialist-cost-optimisation-email", group(after_bf16 as u64), "300,000 / 1.6"),
        (
            "specialist-cost-optimisation-email",
            format!("{:.0}%", (bf16 + spot) / 7500.0),
            "both savings over $750,000",
        ),
    ];
    for (id, figure, why) in &cases {
        quotes(c, id, figure, why);
    }
}

/// 327680 as "327,680".
fn group(n: u64) -> String {
    let s = n.to_string();
    let mut out = String::new();
    for (i, ch) in s.chars().enumerate() {
        if i > 0 && (s.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(ch);
    }
    out
}
