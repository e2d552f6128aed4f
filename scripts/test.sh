#!/usr/bin/env bash
# Runs the tests at three depths: `scripts/test.sh [native|browser|e2e|all]`.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
export PATH=$root/.tools/bin:$root/scripts/node_modules/.bin:$PATH
export TRUNK_SKIP_VERSION_CHECK=true
what=${1:-all}

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

if [[ $what == all || $what == native ]]; then
  step "style: rustfmt and clippy (native and wasm), warnings are errors"
  cargo fmt --check
  cargo clippy --quiet --all-targets -- -D warnings
  cargo clippy --quiet --all-targets --target wasm32-unknown-unknown -- -D warnings
  step "native: content, grading, sessions, progress (cargo test)"
  cargo run --quiet --bin catalog -- check
  cargo test --quiet
fi

if [[ $what == all || $what == browser ]]; then
  step "browser: storage and components in headless Chromium (wasm-bindgen-test)"
  export CHROMEDRIVER=${CHROMEDRIVER:-$(command -v chromedriver)}
  export WASM_BINDGEN_TEST_WEBDRIVER_JSON=$root/tests/webdriver.json
  export WASM_BINDGEN_TEST_TIMEOUT=${WASM_BINDGEN_TEST_TIMEOUT:-120}
  cargo test --target wasm32-unknown-unknown --test browser
fi

if [[ $what == all || $what == e2e ]]; then
  step "end-to-end: the built site from a static server, at the root and under a sub-path"
  trunk build --release --dist target/e2e/root --public-url / >/dev/null
  trunk build --release --dist target/e2e/sub --public-url /shoptalk/ >/dev/null
  (cd tests/e2e && node --test --test-concurrency=1 *.test.mjs)
fi
