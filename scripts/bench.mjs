// `make bench`: sizes of the built site and of an empty Leptos app built the same way, the bytes a
// first visit to home downloads (brotli) before the app is interactive, load times in headless
// Chromium (median of cold loads, unthrottled and with 4x CPU throttling: the first heading on
// screen, then the app started, and the app's own start-up time on four pages), the time to
// grade an answer and to filter the glossary on one keystroke, wasm memory after every page, and
// a set page at slow 4G and 4x CPU: its largest paint and its first answer, on a first visit and
// on a second (service worker).
// Human-readable lines first; the last line is one JSON object.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, extname } from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';

const root = new URL('..', import.meta.url).pathname;
const require = createRequire(join(root, 'tests/e2e/package.json'));
const { launch } = await import(join(root, 'tests/e2e/browser.mjs'));
const { serve } = await import(join(root, 'tests/e2e/serve.mjs'));

const [dist, baselineDist] = process.argv.slice(2);
const LOADS = Number(process.env.BENCH_LOADS ?? 7);
const SLOW_LOADS = Number(process.env.BENCH_SLOW_LOADS ?? 3);
const SLOW_SET = 'fsdp-basics';
const REPEAT = Number(process.env.BENCH_REPEAT ?? 40);

const gz = (b) => zlib.gzipSync(b, { level: 9 }).length;
const br = (b) => zlib.brotliCompressSync(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1; return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };
const round = (x, d = 2) => Math.round(x * 10 ** d) / 10 ** d;
const walk = (d) => readdirSync(d).flatMap((f) => statSync(join(d, f)).isDirectory() ? walk(join(d, f)) : [join(d, f)]);

function sizes(dir) {
  const files = {};
  let total = { raw: 0, gzip: 0, brotli: 0 };
  const pages = { count: 0, raw: 0, brotli: 0, largest_brotli: 0 };
  for (const f of walk(dir)) {
    if (!['.wasm', '.js', '.css', '.html'].includes(extname(f)) || f.endsWith('404.html')) continue;
    const b = readFileSync(f);
    const name = f.slice(dir.length + 1);
    // Pages rendered ahead (<route>/index.html): a visitor downloads the one they open.
    if (name.includes('/')) {
      const size = br(b);
      pages.count += 1; pages.raw += b.length; pages.brotli += size;
      pages.largest_brotli = Math.max(pages.largest_brotli, size);
      continue;
    }
    // The app: the home page, its script, wasm and styles.
    const s = { raw: b.length, gzip: gz(b), brotli: br(b) };
    files[name] = s;
    for (const k of Object.keys(total)) total[k] += s[k];
  }
  return { files, total, pages };
}

const site = sizes(dist);
const wasmBrotli = () => Object.entries(site.files).filter(([n]) => n.endsWith('.wasm')).reduce((a, [, s]) => a + s.brotli, 0);
const baseline = sizes(baselineDist);
// The course as the wasm embeds it: the head and the text that build.rs packed for the release
// build just made (the newest of the wasm target's build outputs).
const packed = (() => {
  const builds = join(root, 'target/wasm32-unknown-unknown/release/build');
  const outs = readdirSync(builds).map((d) => join(builds, d, 'out')).filter((d) => existsSync(join(d, 'course.head')));
  if (!outs.length) throw new Error(`no packed course under ${builds}: build the release wasm first`);
  return outs.sort((a, b) => statSync(join(b, 'course.head')).mtimeMs - statSync(join(a, 'course.head')).mtimeMs)[0];
})();
const content = Buffer.concat(['course.head', 'course.text'].map((f) => readFileSync(join(packed, f))));

const server = await serve(dist);
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await launch();

// Marks when the first heading is in the page and when the app has started (handlers attached).
const probe = () => {
  window.__t = {};
  new MutationObserver((_, obs) => {
    if (document.querySelector('main h1')) { window.__t.render = performance.now(); obs.disconnect(); }
  }).observe(document, { childList: true, subtree: true });
  addEventListener('TrunkApplicationStarted', (e) => { window.__t.interactive = performance.now(); window.__wasm = e.detail.wasm; });
};

// The start-up's main-thread time: the app's own measure, from the wasm instantiated to the page
// mounted (src/main.rs), on the pages a learner most often opens first, and a role path, the
// longest page most learners see.
const STARTUP_PAGES = ['/', `/sets/${SLOW_SET}/`, '/glossary/', '/paths/ml-infrastructure-specialist/'];

async function coldLoads(throttle, path = '/') {
  const render = [], interactive = [], startup = [], catalog = [], mounted = [];
  for (let i = 0; i < LOADS; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(probe);
    if (throttle > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    }
    await page.goto(`${base}${path}`);
    // Started means mounted: the app's last start-up task has ended.
    await page.waitForFunction(() => window.__t.render && performance.getEntriesByName('shoptalk-startup').length, null, { timeout: 30000 })
      .catch(() => { throw new Error(`${path}: the app measured no start-up ("shoptalk-startup")`); });
    const t = await page.evaluate(() => {
      const [startup, catalog, mounted] = ['shoptalk-startup', 'shoptalk-catalog', 'shoptalk-mounted'].map((n) => performance.getEntriesByName(n)[0]);
      // Older builds measure no mount apart.
      const mount = mounted ? mounted.duration : startup.duration - catalog.duration;
      return { render: window.__t.render, interactive: startup.startTime + startup.duration, startup: catalog.duration + mount, catalog: catalog.duration, mounted: mount };
    });
    render.push(t.render); interactive.push(t.interactive); startup.push(t.startup); catalog.push(t.catalog); mounted.push(t.mounted);
    await context.close();
  }
  return { render: median(render), interactive: median(interactive), startup: median(startup), catalog: median(catalog), mounted: median(mounted) };
}

const fast = await coldLoads(1);
const slow = await coldLoads(4);
const startup = {};
for (const path of STARTUP_PAGES) {
  const [x1, x4] = path === '/' ? [fast, slow] : [await coldLoads(1, path), await coldLoads(4, path)];
  startup[path] = { ms: round(x1.startup, 1), ms_throttled: round(x4.startup, 1), catalog_ms: round(x1.catalog, 1), catalog_ms_throttled: round(x4.catalog, 1), mount_ms: round(x1.mounted, 1), mount_ms_throttled: round(x4.mounted, 1) };
}

// Chromium compiles a wasm function on the main thread when it is first called, so most of the
// start-up's time on a first visit is compiling. How much it compiles does not drift with the
// machine as times do: the functions and bytes compiled from the app's start to the page mounted,
// from a trace of one cold load.
async function startupCompile(path) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await browser.startTracing(page, { categories: ['blink.user_timing', 'disabled-by-default-v8.wasm.detailed'] });
  await page.goto(`${base}${path}`);
  await page.waitForFunction(() => performance.getEntriesByName('shoptalk-startup').length, null, { timeout: 30000 });
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  await context.close();
  const [start, end] = ['b', 'e'].map((ph) => events.find((e) => e.name === 'shoptalk-startup' && e.ph === ph));
  if (!start || !end) throw new Error(`${path}: the trace holds no start-up marks`);
  const compiled = events.filter((e) => e.name === 'wasm.CompileBaseline' && e.tid === start.tid && e.ts >= start.ts && e.ts <= end.ts);
  return { functions: compiled.length, bytes: compiled.reduce((a, e) => a + e.args.bodySize, 0) };
}
for (const path of STARTUP_PAGES) startup[path].compiled = await startupCompile(path);

// A first visit to home from a server that compresses as CDNs do: the bytes on the wire until
// the app has started (the service worker's own downloads come later and are not the page's).
async function firstVisitBytes() {
  const packed = await serve(dist, { compress: true });
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(probe);
  const finished = [];
  page.on('requestfinished', (r) => finished.push(r.sizes().then((s) => s.responseBodySize)));
  await page.goto(`http://127.0.0.1:${packed.address().port}/`);
  await page.waitForFunction(() => window.__t.interactive);
  const bytes = (await Promise.all(finished)).reduce((a, b) => a + b, 0);
  await context.close();
  packed.close();
  return bytes;
}
const firstVisit = await firstVisitBytes();

// A learner on a phone: slow 4G (150 ms round trip, 1.6 Mbps down, 750 kbps up) and 4x CPU,
// from a server that compresses, opening a set page. Timed: the largest paint (the page rendered
// ahead) and the first answer the page takes (the app has replaced that page). Then the same
// page again, once the service worker has the files (the second visit).
async function slowVisits() {
  const packed = await serve(dist, { compress: true });
  const url = `http://127.0.0.1:${packed.address().port}/sets/${SLOW_SET}/`;
  const lcpProbe = () => {
    window.__lcp = 0;
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp = e.startTime; })
      .observe({ type: 'largest-contentful-paint', buffered: true });
  };
  const visit = async (page) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const t0 = Date.now();
    await page.goto(url);
    await page.waitForFunction(() => !document.getElementById('prerendered') && document.querySelector('form.item'), null, { timeout: 120000 });
    const answerable = Date.now() - t0;
    const lcp = await page.evaluate(() => window.__lcp);
    await cdp.detach();
    return { lcp, answerable };
  };
  const first = [], second = [];
  for (let i = 0; i < SLOW_LOADS; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(lcpProbe);
    first.push(await visit(page));
    // The service worker installs after the first visit; the second visit is then served by it.
    await page.evaluate(() => navigator.serviceWorker?.ready);
    await page.waitForFunction(() => navigator.serviceWorker?.controller || !navigator.serviceWorker, null, { timeout: 60000 }).catch(() => {});
    second.push(await visit(page));
    await context.close();
  }
  packed.close();
  const m = (list, k) => round(median(list.map((x) => x[k])), 0);
  return { first_lcp_ms: m(first, 'lcp'), first_answer_ms: m(first, 'answerable'), second_lcp_ms: m(second, 'lcp'), second_answer_ms: m(second, 'answerable') };
}
const slow4g = await slowVisits();

const context = await browser.newContext();
const page = await context.newPage();
await page.addInitScript(probe);

// Both timings run from the event to the last change it made to the page: an observer notes
// the time of every change, and a message posted afterwards arrives once the app's effects
// (microtasks) are done. A timing where nothing changed is an error, never a figure.
await page.addInitScript(() => {
  window.__timeChange = async (target, act) => {
    let last = null;
    const observer = new MutationObserver(() => { last = performance.now(); });
    observer.observe(target, { childList: true, subtree: true, attributes: true, characterData: true });
    const t0 = performance.now();
    act();
    await new Promise((resolve) => { const ch = new MessageChannel(); ch.port1.onmessage = resolve; ch.port2.postMessage(0); });
    observer.takeRecords().length && (last = performance.now());
    observer.disconnect();
    if (last === null) throw new Error('the page did not change');
    return last - t0;
  };
});

// Glossary: one keystroke in the search box, until the list shows the new matches.
// The app has taken over the page rendered ahead when that page's markup is gone.
const appStarted = () => page.waitForFunction(() => !document.getElementById('prerendered'));
await page.goto(`${base}/glossary/`);
await appStarted();
await page.locator('input[type=search]').waitFor();
const filterTimes = await page.evaluate(async (n) => {
  const input = document.querySelector('input[type=search]');
  const shown = () => [...document.querySelectorAll('.glossary li')].map((li) => li.hidden ? '' : li.textContent).join('|');
  const times = [];
  for (let i = 0; i < n; i++) {
    const before = shown();
    times.push(await window.__timeChange(document.querySelector('main'), () => {
      input.value = i % 2 ? '' : 'k';
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }));
    if (shown() === before) throw new Error('a keystroke left the glossary as it was');
  }
  return times;
}, REPEAT);

// Grading: check an answer, until the verdict is in the page; then start the set again.
const gradeTimes = [];
for (let i = 0; i < Math.min(REPEAT, 15); i++) {
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${base}/sets/fsdp-basics/`);
  await appStarted();
  await page.locator('form.item').waitFor();
  gradeTimes.push(await page.evaluate(async () => {
    // Pick the first option so there is an answer to check.
    const form = document.querySelector('form.item');
    form.querySelector('[data-shortcut="1"]')?.click();
    await new Promise((r) => setTimeout(r, 20));
    const t = await window.__timeChange(form, () => form.querySelector('button[type=submit]').click());
    if (!form.querySelector('.verdict')) throw new Error('no verdict after checking an answer');
    return t;
  }));
}

// Memory after visiting every page.
const set = 'fsdp-basics';
for (const path of ['/', '/paths/ml-infrastructure-specialist', '/paths/ml-infrastructure-engineer', '/paths/ai-infrastructure-architect',
  `/sets/${set}`, '/glossary', '/glossary/kv-cache', '/review', '/scenarios/specialist-checkpoint-recovery-runbook', '/pronunciation',
  '/progress', '/settings', '/guide/infrastructure-engineering']) {
  await page.evaluate((p) => { history.pushState({}, '', p); dispatchEvent(new PopStateEvent('popstate')); }, path);
  await page.locator('main h1').first().waitFor();
}
const memory = await page.evaluate(() => window.__wasm?.memory?.buffer.byteLength ?? null);

await browser.close();
server.close();

const result = {
  files: site.files,
  total_raw_bytes: site.total.raw,
  total_gzip_bytes: site.total.gzip,
  total_brotli_bytes: site.total.brotli,
  content_raw_bytes: content.length,
  content_brotli_bytes: br(content),
  // The code: the wasm's brotli size less the course's own (an estimate; they compress together).
  code_brotli_bytes: wasmBrotli() - br(content),
  first_visit_bytes: firstVisit,
  pages: site.pages,
  baseline_brotli_bytes: baseline.total.brotli,
  baseline_files: baseline.files,
  first_render_ms: round(fast.render, 1),
  interactive_ms: round(fast.interactive, 1),
  first_render_ms_throttled: round(slow.render, 1),
  interactive_ms_throttled: round(slow.interactive, 1),
  grade_ms: round(median(gradeTimes), 3),
  glossary_filter_ms: round(median(filterTimes), 3),
  wasm_memory_bytes: memory,
  set_page_slow_4g: slow4g,
  startup_main_thread: startup,
  loads: LOADS,
};
console.log(`site: ${site.total.brotli} B brotli (${site.total.gzip} gzip, ${site.total.raw} raw); content alone ${result.content_brotli_bytes} B brotli, so code about ${result.code_brotli_bytes} B brotli; empty Leptos app ${baseline.total.brotli} B brotli`);
console.log(`first visit to home, on the wire until the app has started: ${firstVisit} B; ${site.pages.count} pages rendered ahead, ${site.pages.brotli} B brotli in all, the largest ${site.pages.largest_brotli} B`);
console.log(`load (median of ${LOADS} cold): first heading on screen ${result.first_render_ms} ms, app started ${result.interactive_ms} ms; 4x CPU throttling: ${result.first_render_ms_throttled} / ${result.interactive_ms_throttled} ms`);
console.log(`start-up on the main thread, wasm instantiated to page mounted (median of ${LOADS} cold, budget 20 ms and 80 ms at 4x CPU), decoding the course's head + mounting the page: ${Object.entries(startup).map(([p, t]) => `${p} ${t.catalog_ms} + ${t.mount_ms} ms, ${t.catalog_ms_throttled} + ${t.mount_ms_throttled} ms at 4x`).join('; ')}`);
console.log(`compiled on the main thread during start-up (one traced cold load): ${Object.entries(startup).map(([p, t]) => `${p} ${t.compiled.functions} functions, ${t.compiled.bytes} B`).join('; ')}`);
console.log(`a set page at slow 4G and 4x CPU (median of ${SLOW_LOADS}): largest paint ${slow4g.first_lcp_ms} ms, first answer possible ${slow4g.first_answer_ms} ms; second visit (service worker): ${slow4g.second_lcp_ms} / ${slow4g.second_answer_ms} ms`);
console.log(`grade ${result.grade_ms} ms, glossary filter ${result.glossary_filter_ms} ms (medians), wasm memory ${memory} B`);
console.log(JSON.stringify(result));
