// The learner's record on the built site: writing drafts survive a reload and submit to the
// model answer; review cards come due and move on; progress exported from one browser profile
// imports into a fresh one; damaged storage leaves the app running and the data recoverable.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from './browser.mjs';
import { serve } from './serve.mjs';
import { answer, loadSet, submitAndContinue } from './learner.mjs';

const dist = new URL('../../target/e2e/root', import.meta.url).pathname;
let browser, server;
before(async () => { browser = await launch(); server = await serve(dist); });
after(async () => { await browser?.close(); server?.close(); });
const url = (path) => `http://127.0.0.1:${server.address().port}${path}`;

async function newPage(context) {
  const page = await (context ?? await browser.newContext({ acceptDownloads: true })).newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => { if (/Content Security Policy|Refused to|panicked/i.test(m.text())) errors.push(m.text()); });
  return { page, errors };
}

const scenarios = JSON.parse(readFileSync(new URL('../../content/scenarios/ml-infrastructure-specialist.json', import.meta.url))).scenarios;

test('a post-mortem draft updates the checklist, survives a reload, and submits to the model answer', async () => {
  const s = scenarios.find((x) => x.id === 'specialist-loss-spike-post-mortem') ?? scenarios.find((x) => x.genre === 'post_mortem');
  const { page, errors } = await newPage();
  await page.goto(url(`/paths/${s.path}`));
  await page.getByRole('link', { name: s.title }).click();
  await page.getByRole('heading', { level: 1, name: s.title }).waitFor();
  const box = page.getByLabel(/Your text/);
  const draft = 'Summary\nThe run stops at step 12,000 and we are gonna restart it.\n\nTimeline\n02:10 The loss spikes and the job crashes.\n';
  await box.fill(draft);
  await page.getByText('Draft saved in this browser.').waitFor();
  const checklist = page.locator('.checklist');
  assert.match(await checklist.textContent(), /Root cause/i, 'missing sections are named');
  assert.match(await checklist.textContent(), /spiked|crashed|past/i, 'present tense in the timeline is flagged');
  assert.match(await checklist.textContent(), /gonna/);

  await page.reload();
  // The page rendered ahead shows an empty editor until the app has started.
  await page.waitForFunction(() => !document.getElementById('prerendered'));
  await page.getByRole('heading', { level: 1, name: s.title }).waitFor();
  assert.equal(await page.getByLabel(/Your text/).inputValue(), draft);

  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('heading', { name: 'Model answer' }).waitFor();
  assert.ok((await page.locator('.model').textContent()).includes(s.model_answer.split('\n')[0]));
  await page.getByRole('radiogroup', { name: /Clarity/ }).getByLabel('3').check();
  await page.getByRole('button', { name: 'Save my ratings' }).click();
  await page.getByText('Your self-assessment is saved').waitFor();
  const saved = JSON.parse(await page.evaluate(() => localStorage.getItem('shoptalk.record')));
  assert.equal(saved.attempts[s.id][0].rubric.clarity, 3);
  assert.equal(saved.drafts[s.id], undefined, 'the draft is cleared on submit');
  await page.goto(url(`/paths/${s.path}`));
  assert.match(await page.locator(`li[data-scenario="${s.id}"]`).textContent(), /Finished/);
  assert.deepEqual(errors, []);
});

test('an interview answer shows which key phrases it used', async () => {
  const s = scenarios.find((x) => x.kind === 'interview');
  const { page } = await newPage();
  await page.goto(url(`/scenarios/${s.id}`));
  await page.getByLabel('Your answer').fill(`In short, ${s.key_phrases[0]}.`);
  await page.waitForTimeout(600);
  assert.match(await page.locator('.checklist').textContent(), new RegExp(`${s.key_phrases[0].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(used\\)`, 'i'));
  await page.getByRole('button', { name: 'Submit' }).click();
  assert.ok(await page.locator('.model mark').count() >= s.key_phrases.length);
});

test('review cards come due, are rated from the answer, and move on', async () => {
  const { page, errors } = await newPage();
  await page.goto(url('/review'));
  await page.getByText('Card 1 of 10').waitFor();
  // The first new card asks for the definition: choose the right one by reading the term page's definition.
  const termName = (await page.locator('#item-heading').textContent()).match(/“(.+)”/)[1];
  const terms = ['specialist', 'engineer', 'architect', 'guide'].flatMap((f) => JSON.parse(readFileSync(new URL(`../../content/terms/${f}.json`, import.meta.url))).terms);
  const term = terms.find((t) => t.term === termName);
  await page.locator('.option', { has: page.locator('.label').getByText(term.definition, { exact: true }) }).click();
  await page.getByRole('button', { name: 'Check' }).click();
  await page.getByText('✓ Correct.').waitFor();
  assert.ok(await page.getByLabel(/Good — back in/).isChecked(), 'a right answer suggests Good');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByText('Card 2 of 10').waitFor();
  let rec = JSON.parse(await page.evaluate(() => localStorage.getItem('shoptalk.record')));
  const card = rec.cards[`term:${term.id}`];
  assert.ok(card.due_ms > Date.now(), 'the card moved into the future');
  assert.equal(Object.values(rec.review_days)[0], 1);
  // A wrong typed answer, overridden to Again, comes back within minutes.
  await page.reload();
  assert.match(await page.locator('.item-progress').textContent(), /Card 1 of 9/, 'answered cards leave today\'s queue');
  await page.getByRole('button', { name: 'Check' }).waitFor();
  const opt = page.locator('.option').first();
  await opt.click();
  await page.getByRole('button', { name: 'Check' }).click();
  await page.getByLabel(/Again — back/).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  rec = JSON.parse(await page.evaluate(() => localStorage.getItem('shoptalk.record')));
  const soon = Object.entries(rec.cards).find(([k]) => k !== `term:${term.id}`)[1];
  assert.ok(soon.due_ms - Date.now() < 15 * 60_000, 'Again brings it back soon');
  // The term page shows the card's state.
  await page.goto(url(`/glossary/${term.id}`));
  assert.match(await page.locator('.review-state').textContent(), /reviewed 1 time/);
  assert.deepEqual(errors, []);
});

test('progress exported from one profile imports into a fresh one with the same checkmarks', async () => {
  const set = loadSet('code-review-collocations');
  const one = await newPage();
  await one.page.goto(url(`/sets/${set.id}`));
  for (const item of set.items) { await answer(one.page, item); await submitAndContinue(one.page); }
  await one.page.getByRole('heading', { name: 'Set finished' }).waitFor();
  await one.page.goto(url('/progress'));
  const [download] = await Promise.all([one.page.waitForEvent('download'), one.page.getByRole('button', { name: 'Export progress' }).click()]);
  const file = join(mkdtempSync(join(tmpdir(), 'shoptalk-')), download.suggestedFilename());
  await download.saveAs(file);
  assert.match(download.suggestedFilename(), /^shoptalk-progress-\d{4}-\d{2}-\d{2}\.json$/);

  const two = await newPage();
  await two.page.goto(url('/progress'));
  assert.doesNotMatch(await two.page.locator(`li.set[data-set="${set.id}"]`).first().textContent(), /Finished/);
  await two.page.locator('input[type=file]').setInputFiles(file);
  await two.page.getByRole('region', { name: 'Import preview' }).waitFor();
  assert.match(await two.page.getByRole('region', { name: 'Import preview' }).textContent(), /1 set newly finished: /);
  await two.page.getByRole('button', { name: 'Merge into my progress' }).click();
  assert.match(await two.page.locator(`li.set[data-set="${set.id}"]`).first().textContent(), /Finished/);
  await two.page.reload();
  assert.match(await two.page.locator(`li.set[data-set="${set.id}"]`).first().textContent(), /Finished/);
  assert.deepEqual([...one.errors, ...two.errors], []);
});

test('a malformed import file gets a clear message and changes nothing', async () => {
  const { page } = await newPage();
  await page.goto(url('/progress'));
  const before = await page.evaluate(() => localStorage.getItem('shoptalk.record'));
  await page.locator('input[type=file]').setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('{"version": 1, "sets": [') });
  await page.getByText(/cannot be imported.*Nothing was changed/).waitFor();
  assert.equal(await page.evaluate(() => localStorage.getItem('shoptalk.record')), before);
});

test('damaged storage leaves the app running and the data downloadable', async () => {
  const context = await browser.newContext({ acceptDownloads: true });
  await context.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('shoptalk.record', '{"version":1,"sets":{"fsdp-basics":');
      sessionStorage.setItem('seeded', '1');
    }
  });
  const { page, errors } = await newPage(context);
  await page.goto(url('/'));
  const alert = page.getByRole('alert');
  await alert.waitFor();
  assert.match(await alert.textContent(), /could not be read.*kept aside/);
  const [download] = await Promise.all([page.waitForEvent('download'), alert.getByRole('button', { name: 'Download the unreadable data' }).click()]);
  const file = join(mkdtempSync(join(tmpdir(), 'shoptalk-')), 'x.json');
  await download.saveAs(file);
  assert.equal(readFileSync(file, 'utf8'), '{"version":1,"sets":{"fsdp-basics":');
  await page.getByRole('link', { name: 'ML Infrastructure Specialist' }).click();
  await page.getByRole('heading', { level: 1, name: 'ML Infrastructure Specialist' }).waitFor();
  assert.deepEqual(errors, []);
});

test('with storage blocked the app works in memory and says so', async () => {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('blocked', 'SecurityError'); } });
  });
  const { page, errors } = await newPage(context);
  await page.goto(url('/sets/fsdp-basics'));
  await page.getByRole('alert').waitFor();
  assert.match(await page.getByRole('alert').textContent(), /cannot be saved/);
  const set = loadSet('fsdp-basics');
  await answer(page, set.items[0]);
  assert.match(await submitAndContinue(page), /Correct/);
  assert.deepEqual(errors, []);
});

test('an imported record whose session names an item past its set is repaired, and the set can be finished', async () => {
  const set = loadSet('say-it-right-acronyms');
  const n = set.items.length;
  const crafted = {
    version: 1,
    sets: { 'fsdp-basics': { times: 1, best_score: 1, last_score: 1, first_done_ms: 1, last_done_ms: 1 } },
    sessions: { [set.id]: { set_id: set.id, queue: [...Array(n).keys()], pos: n - 1, first: { 99: 0 }, len: n } },
    cards: { 'term:kv-cache': { reps: 1, state: 'Review', due_ms: 0, stability: 1, difficulty: 5 }, 'deck:unknown': {} },
  };
  const { page, errors } = await newPage();
  await page.goto(url('/progress'));
  await page.locator('input[type=file]').setInputFiles({ name: 'crafted.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(crafted)) });
  await page.getByRole('region', { name: 'Import preview' }).waitFor();
  await page.getByRole('button', { name: 'Merge into my progress' }).click();
  const saved = JSON.parse(await page.evaluate(() => localStorage.getItem('shoptalk.record')));
  assert.equal(saved.sessions[set.id], undefined, 'the session that does not fit its set is dropped');
  assert.ok(saved.sets['fsdp-basics'], 'the rest of the file is kept');
  await page.goto(url(`/sets/${set.id}`));
  for (const item of set.items) { await answer(page, item); await submitAndContinue(page); }
  await page.getByRole('heading', { name: 'Set finished' }).waitFor();
  assert.deepEqual(errors, []);
});

test('a crash of the running app says so, offers Reload and the data, and leaves the record alone', async () => {
  const { page } = await newPage();
  await page.goto(url('/sets/fsdp-basics'));
  const set = loadSet('fsdp-basics');
  await answer(page, set.items[0]);
  await submitAndContinue(page);
  const before = await page.evaluate(() => localStorage.getItem('shoptalk.record'));
  assert.ok(before);
  // A panic ends the module with a WebAssembly trap; the page sees it as this error, after the
  // panic hook (src/main.rs) has left the panic's message where the notice finds it.
  await page.evaluate(() => {
    globalThis.shoptalkPanic = 'panicked at src/pages/set.rs:1:1: a message';
    setTimeout(() => { throw new WebAssembly.RuntimeError('unreachable'); });
  });
  const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong on this page' });
  await alert.waitFor();
  assert.equal(await alert.locator('code').textContent(), 'panicked at src/pages/set.rs:1:1: a message', 'the notice names the panic, not only the trap');
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Reload');
  const [download] = await Promise.all([page.waitForEvent('download'), alert.getByRole('button', { name: 'Download my data' }).click()]);
  const file = join(mkdtempSync(join(tmpdir(), 'shoptalk-')), 'x.json');
  await download.saveAs(file);
  assert.equal(readFileSync(file, 'utf8'), before);
  assert.equal(await page.evaluate(() => localStorage.getItem('shoptalk.record')), before);
  await alert.getByRole('button', { name: 'Reload' }).click();
  await page.getByRole('heading', { level: 1, name: set.title }).waitFor();
});
