#!/usr/bin/env bash
# Installs what building and testing Shoptalk needs, into .tools/ where it can, skipping what
# is already there. Each missing piece that cannot be had stops the script with one line naming it.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
tools=$root/.tools
mkdir -p "$tools"

TRUNK_VERSION=0.21.14
WASM_BINDGEN_VERSION=0.2.130
GECKODRIVER_VERSION=0.37.1
LEPTOSFMT_VERSION=0.1.33
need_browser=${NEED_BROWSER:-1}

say() { printf '\033[1msetup:\033[0m %s\n' "$*"; }
fail() { printf 'setup: FAILED: %s\n' "$*" >&2; exit 1; }

command -v cargo >/dev/null || fail "cargo is missing: install Rust with rustup (https://rustup.rs)"
command -v npm >/dev/null || fail "npm is missing: install Node.js 18 or newer"

if ! rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown Rust target"
  rustup target add wasm32-unknown-unknown >/dev/null || fail "could not add the wasm32-unknown-unknown target (rustup target add wasm32-unknown-unknown)"
fi

for component in rustfmt clippy; do
  if ! rustup component list --installed 2>/dev/null | grep -q "^$component"; then
    say "adding the $component Rust component"
    rustup component add "$component" >/dev/null || fail "could not add the $component component (rustup component add $component)"
  fi
done

if ! "$tools/bin/trunk" --version 2>/dev/null | grep -q "$TRUNK_VERSION"; then
  say "building trunk $TRUNK_VERSION into .tools (about 12 minutes, once)"
  cargo install --locked --quiet trunk --version "$TRUNK_VERSION" --root "$tools" || fail "could not install trunk $TRUNK_VERSION from crates.io"
fi

if ! "$tools/bin/wasm-bindgen" --version 2>/dev/null | grep -q "$WASM_BINDGEN_VERSION"; then
  say "building wasm-bindgen-cli $WASM_BINDGEN_VERSION into .tools (about 5 minutes, once)"
  # Not --locked: one dependency its lock file names is no longer on the registry.
  cargo install --quiet wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION" --root "$tools" || fail "could not install wasm-bindgen-cli $WASM_BINDGEN_VERSION from crates.io"
fi

if ! "$tools/bin/leptosfmt" --version 2>/dev/null | grep -q "$LEPTOSFMT_VERSION"; then
  say "building leptosfmt $LEPTOSFMT_VERSION into .tools (about 2 minutes, once)"
  cargo install --locked --quiet leptosfmt --version "$LEPTOSFMT_VERSION" --root "$tools" || fail "could not install leptosfmt $LEPTOSFMT_VERSION from crates.io"
fi

# Trunk builds with --offline, so every crate of every target must be on disk first.
say "fetching Rust crates (skipped by cargo when already there)"
cargo fetch --quiet || fail "could not download the Rust crates in Cargo.lock from crates.io"

npm_install() { # dir, what
  if [ ! -d "$1/node_modules" ] || [ "$1/package-lock.json" -nt "$1/node_modules/.package-lock.json" ]; then
    say "installing $2 from npm"
    (cd "$1" && npm ci --no-audit --no-fund --loglevel=error) || fail "could not install $2 from npm (in $1)"
  fi
}
npm_install scripts "the build tools (wasm-opt, terser)"
"$root/scripts/node_modules/.bin/wasm-opt" --version | grep -q "version 132" || fail "wasm-opt 132 is missing from scripts/node_modules"

if [ "$need_browser" = 1 ]; then
  npm_install tests/e2e "the end-to-end test tools (playwright-core, selenium-webdriver, axe-core)"
  if ! command -v chromedriver >/dev/null || ! { command -v chromium >/dev/null || [ -n "${CHROME_PATH:-}" ]; }; then
    if command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
      say "installing Chromium and ChromeDriver from Debian's packages"
      { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver; } >/dev/null \
        || fail "could not install chromium and chromium-driver with apt-get"
    else
      fail "Chromium and ChromeDriver are missing: install them (or Chrome with a matching chromedriver, and set CHROME_PATH)"
    fi
  fi
  # Firefox (Gecko) and WebKitGTK's MiniBrowser with its WebDriver, which runs on a virtual X
  # display. Where apt-get cannot be used, the tests name the engine they skip.
  if [ ! -x /usr/bin/firefox-esr ] || [ ! -x /usr/bin/WebKitWebDriver ] || [ ! -x /usr/bin/xvfb-run ]; then
    if command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
      say "installing Firefox ESR, WebKitGTK's WebDriver and Xvfb from Debian's packages"
      { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq firefox-esr webkit2gtk-driver xvfb; } >/dev/null \
        || fail "could not install firefox-esr, webkit2gtk-driver and xvfb with apt-get"
    else
      say "Firefox ESR or WebKitGTK's WebDriver is missing and apt-get cannot be used: those engines' tests will be skipped"
    fi
  fi
  if ! "$tools/bin/geckodriver" --version 2>/dev/null | grep -q "$GECKODRIVER_VERSION"; then
    say "building geckodriver $GECKODRIVER_VERSION into .tools (about 2 minutes, once)"
    cargo install --locked --quiet geckodriver --version "$GECKODRIVER_VERSION" --root "$tools" || fail "could not install geckodriver $GECKODRIVER_VERSION from crates.io"
  fi
fi
say "ready"
