// axe-core on every route of the built site, and on every exercise kind before and after
// answering: WCAG 2.2 A and AA rules, zero violations.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { launch } from './browser.mjs';
import { serve } from './serve.mjs';
import { allSets, answer, loadSet, submitAndContinue } from './learner.mjs';

const require = createRequire(import.meta.url);
const axePath = require.resolve('axe-core/axe.min.js');
const dist = new URL('../../target/e2e/root', import.meta.url).pathname;
let browser, server;
before(async () => { browser = await launch(); server = await serve(dist); });
after(async () => { await browser?.close(); server?.close(); });
const url = (path) => `http://127.0.0.1:${server.address().port}${path}`;

async function audit(page, where) {
  // Injecting axe needs a script the site's CSP would refuse; this context bypasses CSP for it.
  await page.addScriptTag({ path: axePath });
  const result = await page.evaluate(() => window.axe.run(document, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  }));
  const problems = result.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
  assert.deepEqual(problems, [], `${where}: ${problems.join('\n')}`);
  return result.passes.length;
}

const routes = [
  ['/', 'home'], ['/paths/ml-infrastructure-specialist', 'role path'], ['/paths/ml-infrastructure-engineer', 'role path with On the job'],
  ['/glossary', 'glossary'], ['/glossary/nccl', 'term'], ['/review', 'review'], ['/scenarios/specialist-checkpoint-recovery-runbook', 'writing scenario'],
  ['/progress', 'progress'], ['/settings', 'settings'], ['/guide/infrastructure-engineering', 'skill guide'], ['/pronunciation', 'pronunciation'],
  ['/paths/ai-infrastructure-architect/topics/checkpoint-strategy/', 'topic'], ['/sets/reading-prefix-caching-rfc/', 'reading'],
  ['/sets/listening-nccl-hang-bridge-call/', 'listening'], ['/language/', 'language index'], ['/language/hedging-and-certainty/', 'language page'],
  ['/sets/modal-verbs-practice/', 'language practice set'], ['/sets/reading-kueue-gang-admission-rfc/', 'reading with a C1 version'],
  ['/speaking/speaking-engineer-serving-incident-bridge/', 'speaking task'],
  ['/no/such/page', 'not found'],
];

for (const scheme of ['light', 'dark']) {
  test(`no axe violations on any route (${scheme} colour scheme)`, async () => {
    const context = await browser.newContext({ bypassCSP: true, colorScheme: scheme });
    const page = await context.newPage();
    for (const [path, name] of routes) {
      await page.goto(url(path));
      await page.locator('main h1').first().waitFor();
      assert.ok(await audit(page, name) > 10);
    }
    await context.close();
  });
}

test('no axe violations on any exercise kind, before and after answering', async () => {
  const set = loadSet('fsdp-basics');
  const context = await browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  await page.goto(url(`/sets/${set.id}`));
  for (const item of set.items) {
    await page.locator('form.item').waitFor();
    await audit(page, `${item.kind} unanswered`);
    await answer(page, item, { right: false });
    await page.locator('form.item button[type=submit]').click();
    await page.locator('.verdict').waitFor();
    await audit(page, `${item.kind} with feedback`);
    await page.locator('form.item button[type=submit]').click();
  }
  await context.close();
});

test('a 360 px wide phone screen shows no horizontal scrolling on any route', async () => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true });
  const page = await context.newPage();
  for (const [path, name] of [...routes, ['/sets/fsdp-basics', 'set']]) {
    await page.goto(url(path));
    await page.locator('main h1').first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `${name} scrolls sideways by ${overflow}px`);
  }
  // Every exercise kind, including matching lists whose options are long sentences: the item
  // with the longest matching answer in the course, then one set's every kind.
  const longest = allSets().flatMap((s) => s.items.map((item, i) => ({ s, item, i })))
    .filter(({ item }) => item.kind === 'matching')
    .sort((a, b) => Math.max(...b.item.pairs.map((p) => p.right.length)) - Math.max(...a.item.pairs.map((p) => p.right.length)))[0];
  for (const { s, upTo } of [{ s: longest.s, upTo: longest.i }, { s: loadSet('fsdp-basics'), upTo: loadSet('fsdp-basics').items.length - 1 }]) {
    await page.goto(url(`/sets/${s.id}`));
    for (let i = 0; i <= upTo; i++) {
      await page.locator('form.item').waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.ok(overflow <= 0, `${s.items[i].kind} item ${s.items[i].id} scrolls sideways by ${overflow}px`);
      if (i < upTo) {
        await answer(page, s.items[i]);
        await submitAndContinue(page);
      }
    }
  }
  await context.close();
});

test('no axe violations on the loading notice and on the message when the app cannot start', async () => {
  const context = await browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  let release;
  const held = new Promise((r) => { release = r; });
  await page.route('**/*.wasm', async (route) => { await held; await route.abort('connectionfailed'); });
  // An address with no page rendered ahead: the loading notice (404.html).
  await page.goto(url('/no-page-here'), { waitUntil: 'domcontentloaded' });
  await page.getByRole('progressbar').waitFor();
  await audit(page, 'loading notice');
  release();
  await page.getByRole('alert').filter({ hasText: 'could not start' }).waitFor();
  await audit(page, 'cannot start');
  await context.close();
});
