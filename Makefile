# Shoptalk. `make serve` and `make test` install what they need on first run (scripts/setup.sh).
SHELL := /bin/bash
TOOLS := $(CURDIR)/.tools
export PATH := $(TOOLS)/bin:$(CURDIR)/scripts/node_modules/.bin:$(PATH)
export TRUNK_SKIP_VERSION_CHECK := true
PORT ?= 8080
PUBLIC_URL ?= /

.PHONY: fmt setup serve dist test test-native test-browser test-e2e check stats schema bench audit screenshots

setup:
	@scripts/setup.sh

# Builds and serves the app with live reload at http://127.0.0.1:$(PORT)/
# A host's folder (CONTENT_EXTRA) is watched too, beside the project.
serve: setup check
	trunk serve --port $(PORT) $(if $(CONTENT_EXTRA),--watch . --watch $(CONTENT_EXTRA))

# Release build into dist/; PUBLIC_URL=/some/path/ for hosting under a sub-path.
dist: setup check
	trunk build --release --public-url $(PUBLIC_URL)

check:
	@cargo run --quiet -p shoptalk-content-check --bin catalog -- check >/dev/null && echo "content: ok"

stats:
	@cargo run --quiet -p shoptalk-content-check --bin catalog -- stats

# Writes content/schema/*.json from the content model (a test fails when they are stale).
schema:
	@cargo run --quiet -p shoptalk-content-check --bin catalog -- schema

# Every test: native core, wasm in headless Chromium, end-to-end on the built site.
test: setup
	@scripts/test.sh

test-native:
	cargo test --quiet --workspace

test-browser:
	@scripts/test.sh browser

test-e2e:
	@scripts/test.sh e2e

# Sizes, load times, grading and glossary timings, memory: figures, not pass/fail. Last line is JSON.
bench: setup check
	trunk build --release --dist target/bench/site >/dev/null
	cargo fetch --quiet --manifest-path tests/bench/baseline/Cargo.toml
	cd tests/bench/baseline && CARGO_TARGET_DIR=$(CURDIR)/target/bench/baseline-target trunk build --release >/dev/null
	node scripts/bench.mjs target/bench/site target/bench/baseline
	@# Instructions are repeatable where times on a shared machine are not.
	cargo build --release --quiet --example startup
	@if command -v valgrind >/dev/null; then \
	  valgrind --tool=callgrind --callgrind-out-file=/dev/null target/release/examples/startup 2>&1 \
	    | sed -n 's/.*I *refs: *\(.*\)/start-up decoding of the course, natively: \1 instructions (callgrind)/p'; \
	else echo "start-up decoding: valgrind is not installed, so no instruction count"; fi

# Lighthouse, mobile profile, on the release build: every kind of page, medians of 3 runs (RUNS=n).
audit: setup check
	trunk build --release --dist target/bench/site >/dev/null
	@[ -d scripts/audit/node_modules ] || (cd scripts/audit && npm ci --no-audit --no-fund --loglevel=error)
	node scripts/audit/run.mjs target/bench/site

# README screenshots (phone and desktop) from a release build, into tests/screenshots/.
screenshots: setup check
	trunk build --release --dist target/screenshots/site >/dev/null
	node scripts/screenshots.mjs target/screenshots/site tests/screenshots

# Formats the code as the style gate in `make test` checks it (view! macros, then the rest).
fmt: setup
	leptosfmt --quiet --max-width 100 src
	cargo fmt --all
