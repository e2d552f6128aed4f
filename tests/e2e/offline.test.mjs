// After one visit the app opens and works offline; a new deploy is noticed and offers a reload.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from './browser.mjs';
import { serve } from './serve.mjs';
import { answer, loadSet, submitAndContinue } from './learner.mjs';

const built = new URL('../../target/e2e/root', import.meta.url).pathname;
// A copy, so the test can "deploy" a new build into it.
const dir = join(mkdtempSync(join(tmpdir(), 'shoptalk-site-')), 'site');
let browser, server;
before(async () => { cpSync(built, dir, { recursive: true }); browser = await launch(); server = await serve(dir); });
after(async () => { await browser?.close(); server?.close(); });
const url = (path) => `http://127.0.0.1:${server.address().port}${path}`;

test('after one visit the app opens offline, deep links included, and a set can be played', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url('/'));
  await page.evaluate(() => navigator.serviceWorker.ready);
  await context.setOffline(true);
  await page.reload();
  await page.getByRole('heading', { level: 1, name: /working English/ }).waitFor();
  await page.goto(url('/glossary/kv-cache'));
  await page.getByRole('heading', { level: 1, name: 'KV cache' }).waitFor();
  const set = loadSet('fsdp-basics');
  await page.goto(url(`/sets/${set.id}`));
  await answer(page, set.items[0]);
  assert.match(await submitAndContinue(page), /Correct/);
  await context.close();
});

test('the service worker is registered only after the first page has rendered', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__order = [];
    const register = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = function (...args) { window.__order.push('register'); return register.apply(this, args); };
    new MutationObserver((_, obs) => {
      if (document.querySelector('main h1')) { window.__order.push('h1'); obs.disconnect(); }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(url('/'));
  await page.evaluate(() => navigator.serviceWorker.ready);
  assert.deepEqual(await page.evaluate(() => window.__order), ['h1', 'register']);
  await context.close();
});

test('a new deploy is noticed and the page offers to reload', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url('/'));
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  assert.ok(await page.evaluate(() => !!navigator.serviceWorker.controller), 'the page is controlled');
  assert.equal(await page.getByText('A new version of Shoptalk is ready.').count(), 0);
  appendFileSync(join(dir, 'sw.js'), '\n// next build\n');
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
  await page.getByText('A new version of Shoptalk is ready.').waitFor();
  await page.getByRole('button', { name: 'Reload' }).click();
  await page.getByRole('heading', { level: 1, name: /working English/ }).waitFor();
  await context.close();
});
