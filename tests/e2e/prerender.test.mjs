// Pages rendered ahead of time: each route reads without JavaScript, at the root and under a
// sub-path; with scripts on, the app takes the page over without a layout shift, and the
// learner's own figures appear once it runs.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from './browser.mjs';
import { dist, serveBoth, url } from './sites.mjs';
import { answer, loadSet, submitAndContinue } from './learner.mjs';

let browser, root, sub;

before(async () => {
  browser = await launch();
  ({ root, sub } = await serveBoth());
});
after(async () => { await browser?.close(); root?.close(); sub?.close(); });

for (const [name, server, base] of [['the root', () => root, '/'], ['a sub-path', () => sub, '/shoptalk/']]) {
  test(`with JavaScript off, pages read at ${name}`, async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const set = loadSet('fsdp-basics');
    await page.goto(url(server(), base, `/sets/${set.id}/`));
    await page.getByRole('heading', { level: 1, name: set.title }).waitFor();
    assert.equal(await page.title(), `${set.title} · Shoptalk`);
    assert.equal(await page.locator('meta[name="description"]').getAttribute('content'), set.summary);
    // The e2e builds are made with SITE_ORIGIN=https://shoptalk.example (scripts/test.sh).
    assert.equal(await page.locator('link[rel="canonical"]').getAttribute('href'), `https://shoptalk.example${base}sets/${set.id}/`);
    // The first item's question is there to read; answering says it needs scripts.
    await page.getByRole('heading', { level: 2, name: set.items[0].prompt }).waitFor();
    assert.match(await page.locator('noscript').first().textContent(), /Answering exercises.*need JavaScript/);
    assert.ok(await page.getByRole('button', { name: 'Check answer' }).isDisabled());

    await page.goto(url(server(), base, '/glossary/kv-cache/'));
    await page.getByRole('heading', { level: 1, name: 'KV cache' }).waitFor();
    await page.getByRole('link', { name: 'Glossary' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Glossary' }).waitFor();
    assert.equal(new URL(page.url()).pathname, `${base}glossary/`);
    assert.ok(await page.getByRole('link', { name: 'all-reduce', exact: true }).count() > 0, 'the glossary lists its terms');
    await context.close();
  });
}

test('the app takes over a page rendered ahead: no layout shift, and an item can be answered', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.addInitScript(() => {
    window.__shifts = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shifts += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // Hold the wasm back: the page shows at once, its controls waiting for the app.
  let release;
  const held = new Promise((r) => { release = r; });
  await page.route('**/*.wasm', async (route) => { await held; await route.continue(); });
  const set = loadSet('fsdp-basics');
  await page.goto(url(root, '/', `/sets/${set.id}/`), { waitUntil: 'domcontentloaded' });
  await page.getByRole('heading', { level: 1, name: set.title }).waitFor();
  assert.ok(await page.getByRole('button', { name: 'Check answer' }).isDisabled());
  const place = () => page.evaluate(() => ['h1', '#item-heading', '.actions'].map((s) => document.querySelector(s).getBoundingClientRect().top));
  const before = await place();
  release();
  await page.locator('#prerendered').waitFor({ state: 'detached' });
  // The app's first render puts the heading, the question and the buttons where they were.
  assert.deepEqual(await place(), before);
  await page.getByText(`Item 1 of ${set.items.length}`).waitFor();
  await answer(page, set.items[0]);
  assert.match(await submitAndContinue(page), /Correct/);
  assert.equal(await page.locator('.site-header').count(), 1, 'one header once the app runs');
  const shifts = await page.evaluate(() => window.__shifts);
  assert.ok(shifts <= 0.02, `cumulative layout shift ${shifts}`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the page rendered ahead is painted before the app starts, even with the wasm at hand', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const set = loadSet('fsdp-basics');
  // The second visit finds the wasm in the HTTP cache: the likeliest case of the app being
  // ready before the page has painted.
  for (let visit = 0; visit < 2; visit++) {
    await page.goto(url(root, '/', `/sets/${set.id}/`));
    await page.locator('#prerendered').waitFor({ state: 'detached' });
    const [paint, start] = await page.evaluate(() => [
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      performance.getEntriesByName('shoptalk-start')[0]?.startTime,
    ]);
    assert.ok(paint !== undefined && start !== undefined, `visit ${visit + 1}: first paint ${paint}, app start ${start}`);
    assert.ok(paint < start, `visit ${visit + 1}: the app started at ${start} ms, before the first paint at ${paint} ms`);
  }
  await context.close();
});

test("a returning learner's own figures appear once the app starts", async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const set = loadSet('fsdp-basics');
  // Finish a set, then open its path page from the server afresh.
  await page.goto(url(root, '/', `/sets/${set.id}/`));
  await page.locator('#prerendered').waitFor({ state: 'detached' });
  for (let i = 0; i < set.items.length; i++) {
    await page.getByText(`Item ${i + 1} of ${set.items.length}`).waitFor();
    await answer(page, set.items[i]);
    await submitAndContinue(page);
  }
  await page.getByRole('heading', { name: 'Set finished' }).waitFor();
  const response = await page.goto(url(root, '/', `/paths/${set.path}/`));
  assert.equal(response.status(), 200, 'the path page is a file of its own');
  const row = page.locator(`li.set[data-set="${set.id}"]`);
  await page.locator('#prerendered').waitFor({ state: 'detached' });
  assert.match(await row.textContent(), /Finished/);
  await context.close();
});
