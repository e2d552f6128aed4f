// The main flows in Firefox and WebKit, besides Chromium (the rest of this folder): every
// exercise kind answered and the set finished, a reload that keeps the checkmark, a deep link,
// an import, and offline use after one visit where the engine supports service workers.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from './serve.mjs';
import { loadSet } from './learner.mjs';
import { answer, engines, find, startEngine, submitAndContinue } from './engines.mjs';

const dist = new URL('../../target/e2e/root', import.meta.url).pathname;
let server;
before(async () => { server = await serve(dist); });
after(() => server?.close());
const url = (path) => `http://127.0.0.1:${server.address().port}${path}`;

/** What the page shows, for a failure's message: its body, squeezed. */
const shown = async (driver) => {
  const src = await driver.getPageSource().catch(() => '');
  return src.slice(src.indexOf('<body')).replace(/\s+/g, ' ').slice(0, 1500);
};

const routes = [
  ['/', 'The working English of ML infrastructure'], ['/paths/ml-infrastructure-engineer', 'ML Infrastructure Engineer'],
  ['/sets/fsdp-basics', loadSet('fsdp-basics').title], ['/glossary', 'Glossary'], ['/glossary/kv-cache', 'KV cache'],
  ['/guide/infrastructure-engineering', 'Infrastructure Engineering'], ['/scenarios/specialist-checkpoint-recovery-runbook', ''],
  ['/review', 'Review'], ['/progress', 'Your progress'], ['/settings', 'Settings'], ['/pronunciation', 'Pronunciation'], ['/no/such/page', 'Page not found'],
];

for (const name of Object.keys(engines)) {
  const { missing } = engines[name];
  // CI installs every engine (scripts/setup.sh); elsewhere a missing one is named, not hidden.
  const skip = missing.length ? `${name} is not installed here (missing ${missing.join(', ')})` : false;

  test(`${name}: every exercise kind, the set finished, and the checkmark after a reload`, { skip }, async () => {
    const { driver, quit } = await startEngine(name);
    try {
      const set = loadSet('fsdp-basics');
      const kinds = new Set(set.items.map((i) => i.kind));
      assert.equal(kinds.size, 9, 'the set holds every kind');
      await driver.get(url(`/sets/${set.id}`));
      await find(driver, 'main h1', { text: set.title });
      for (const item of set.items) {
        const verdict = await (async () => {
          await find(driver, '#item-heading', { text: item.prompt.slice(0, 30) });
          await answer(driver, item);
          return submitAndContinue(driver);
        })().catch((e) => { throw new Error(`${name}: ${item.kind} item ${item.id}: ${e.message}`); });
        assert.match(verdict, /Correct/, `${name}: ${item.kind} ${item.id}: “${verdict}”`);
      }
      await find(driver, 'h2', { text: 'Set finished' });
      await driver.navigate().refresh();
      await driver.get(url(`/paths/${set.path}`));
      // The mark, not its text: WebDriver's visible text leaves out the screen-reader word.
      const mark = await find(driver, `li.set[data-set="${set.id}"] .check`);
      assert.equal(await mark.getAttribute('title'), 'Finished');
    } finally {
      await quit();
    }
  });

  test(`${name}: every route loads as a deep link from a static server, and an import merges`, { skip }, async () => {
    const { driver, quit } = await startEngine(name);
    try {
      for (const [path, heading] of routes) {
        await driver.get(url(path));
        await find(driver, 'main h1', { text: heading }).catch(async (e) => { throw new Error(`${name}: ${path}: ${e.message}; the page shows: ${await shown(driver)}`); });
      }
      const file = join(mkdtempSync(join(tmpdir(), 'shoptalk-')), 'progress.json');
      writeFileSync(file, JSON.stringify({ version: 1, sets: { 'collectives-and-nccl': { times: 1, best_score: 1, last_score: 1, first_done_ms: 1, last_done_ms: 1 } } }));
      await driver.get(url('/progress'));
      const input = await find(driver, 'input[type=file]').catch(async (e) => { throw new Error(`${e.message}; the page shows: ${await shown(driver)}`); });
      await input.sendKeys(file);
      await find(driver, '[aria-label="Import preview"], section', { text: 'Merge into my progress' });
      await (await find(driver, 'button', { text: 'Merge into my progress' })).click();
      assert.ok(await find(driver, 'li.set[data-set="collectives-and-nccl"] .check.done'));
    } finally {
      await quit();
    }
  });

  // MiniBrowser under WebKitWebDriver has no download folder to save a file to.
  const noDownloads = name === 'webkit' ? 'WebKitGTK\'s MiniBrowser saves no downloads under WebDriver, so export is tested in Chromium and Firefox' : false;
  test(`${name}: Export downloads the whole record, and the file imports into a fresh profile`, { skip: skip || noDownloads }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shoptalk-download-'));
    const one = await startEngine(name, { downloadDir: dir });
    let file, stored;
    try {
      const set = loadSet('fsdp-basics');
      await one.driver.get(url(`/sets/${set.id}`));
      for (const item of set.items) {
        await find(one.driver, '#item-heading', { text: item.prompt.slice(0, 30) });
        await answer(one.driver, item);
        await submitAndContinue(one.driver);
      }
      await find(one.driver, 'h2', { text: 'Set finished' });
      await one.driver.get(url('/progress'));
      stored = await one.driver.executeScript('return localStorage.getItem("shoptalk.record")');
      await (await find(one.driver, 'button', { text: 'Export progress' })).click();
      for (let i = 0; i < 100 && !file; i++) {
        file = readdirSync(dir).find((f) => /^shoptalk-progress-\d{4}-\d{2}-\d{2}\.json$/.test(f));
        if (!file) await new Promise((r) => setTimeout(r, 100));
      }
      assert.ok(file, `${name}: the export was saved`);
      assert.equal(readFileSync(join(dir, file), 'utf8'), stored, 'the file holds the stored record as it is');
    } finally {
      await one.quit();
    }
    const two = await startEngine(name);
    try {
      await two.driver.get(url('/progress'));
      await (await find(two.driver, 'input[type=file]')).sendKeys(join(dir, file));
      await (await find(two.driver, 'button', { text: 'Merge into my progress' })).click();
      assert.ok(await find(two.driver, 'li.set[data-set="fsdp-basics"] .check.done'));
    } finally {
      await two.quit();
    }
  });

  test(`${name}: after one visit the app opens offline`, { skip }, async (t) => {
    const { driver, quit } = await startEngine(name);
    const local = await serve(dist);
    const port = local.address().port;
    const at = (path) => `http://127.0.0.1:${port}${path}`;
    try {
      await driver.get(at('/'));
      await find(driver, 'main h1');
      // Installing fetches every file of the build (the wasm is 1.9 MB), which takes a while on
      // a busy machine; a page is controlled by the worker from its next load.
      const deadline = Date.now() + 90_000;
      let state = 'none';
      while (Date.now() < deadline) {
        state = await driver.executeScript('return navigator.serviceWorker ? (navigator.serviceWorker.controller ? "controlled" : "waiting") : "unsupported"');
        if (state !== 'waiting') break;
        await new Promise((r) => setTimeout(r, 2000));
        const active = await driver.executeScript('return navigator.serviceWorker.getRegistration().then((r) => !!(r && r.active))');
        // A new navigation, not a reload: a reload may bypass the worker (Firefox's does).
        if (active) await driver.get(at('/'));
      }
      if (state === 'unsupported') {
        t.skip(`${name} here has no service workers (navigator.serviceWorker is missing), so there is no offline use to test`);
        return;
      }
      assert.equal(state, 'controlled', `${name}: the service worker took control`);
      local.close();
      local.closeAllConnections?.();
      await driver.get(at('/sets/fsdp-basics'));
      await find(driver, 'main h1', { text: loadSet('fsdp-basics').title });
    } finally {
      local.close();
      await quit();
    }
  });
}
