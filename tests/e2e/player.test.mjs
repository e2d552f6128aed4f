// The exercise player on the built site: every kind by keyboard alone, a reload mid-set that
// resumes, missed items coming back at the end, and near misses shown as near misses.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from './browser.mjs';
import { serve } from './serve.mjs';
import { answer, loadSet, submitAndContinue } from './learner.mjs';

const dist = new URL('../../target/e2e/root', import.meta.url).pathname;
let browser, server;
before(async () => { browser = await launch(); server = await serve(dist); });
after(async () => { await browser?.close(); server?.close(); });
const url = (path) => `http://127.0.0.1:${server.address().port}${path}`;

async function newPage() {
  const page = await (await browser.newContext()).newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // The site runs under its own strict CSP: any refusal is a failure.
  page.on('console', (m) => { if (/Content Security Policy|Refused to/i.test(m.text())) errors.push(m.text()); });
  return { page, errors };
}

test('a set mixing every kind is completed by keyboard alone, resuming after a reload', async () => {
  const set = loadSet('fsdp-basics');
  const kinds = new Set(set.items.map((i) => i.kind));
  assert.equal(kinds.size, 9, 'the set covers all nine kinds');
  const { page, errors } = await newPage();
  await page.goto(url(`/sets/${set.id}`));
  for (let i = 0; i < set.items.length; i++) {
    await page.getByText(`Item ${i + 1} of ${set.items.length}`).waitFor();
    if (i === 4) {
      await page.reload();
      await page.getByText(`Item ${i + 1} of ${set.items.length}`).waitFor();
      await page.getByText('Welcome back').waitFor();
    }
    await answer(page, set.items[i], { keyboard: true });
    assert.match(await submitAndContinue(page, { keyboard: true }), /Correct/, `${set.items[i].kind}: ${set.items[i].id}`);
  }
  await page.getByRole('heading', { name: 'Set finished' }).waitFor();
  assert.match(await page.locator('.summary .score').textContent(), /100%/);
  assert.deepEqual(errors, []);
});

test('every kind can be answered wrongly by mouse; missed items return at the end, not twice in a row', async () => {
  const set = loadSet('fsdp-basics');
  const { page, errors } = await newPage();
  await page.goto(url(`/sets/${set.id}`));
  const n = set.items.length;
  const shown = [];
  let credit = 0;
  // Miss every other item the first time; answer the retries correctly.
  for (let i = 0; i < n; i++) {
    shown.push(i);
    const miss = i % 2 === 0 && set.items[i].kind !== 'ordering';
    await answer(page, set.items[i], { right: !miss });
    const verdict = await submitAndContinue(page);
    assert.match(verdict, miss ? /Not quite|Partly|Nearly/ : /Correct/, set.items[i].id);
    // A partly right first try earns the share of its parts the verdict names.
    credit += miss ? Number(verdict.match(/(\d+)% of the parts/)?.[1] ?? 0) / 100 : 1;
  }
  const missed = shown.filter((i) => i % 2 === 0 && set.items[i].kind !== 'ordering');
  for (const i of missed) {
    await page.getByText('Second try').waitFor();
    assert.equal((await page.locator('#item-heading').textContent()).trim(), set.items[i].prompt);
    await answer(page, set.items[i]);
    assert.match(await submitAndContinue(page), /Correct/);
  }
  await page.getByRole('heading', { name: 'Set finished' }).waitFor();
  const score = await page.locator('.summary .score').textContent();
  assert.match(score, new RegExp(`Score: ${Math.round((credit / n) * 100)}%`));
  // The counts agree with the score: every item that was missed is partly right or wrong.
  const [, right, partly, wrong] = score.match(/(\d+) of \d+ right, (\d+) partly right, (\d+) wrong/).map(Number);
  assert.deepEqual([right, partly + wrong], [n - missed.length, missed.length]);
  assert.equal(await page.locator('.summary .missed li').count(), missed.length);
  assert.deepEqual(errors, []);
});

test('a typed answer one letter off is shown as a near miss with the difference marked', async () => {
  const set = loadSet('fsdp-basics');
  const k = set.items.findIndex((i) => i.kind === 'gap_fill');
  const { page } = await newPage();
  await page.goto(url(`/sets/${set.id}`));
  for (let i = 0; i < k; i++) { await answer(page, set.items[i]); await submitAndContinue(page); }
  const word = set.items[k].answer;
  await page.locator('form.item input.typed').fill(word.slice(0, -1));
  await page.locator('form.item button[type=submit]').click();
  assert.match(await page.locator('.verdict-line').textContent(), /Nearly/);
  assert.equal(await page.locator('.diff ins').textContent(), word.slice(-1));
  // Feedback reaches screen readers through the live region.
  assert.match(await page.locator('[role=status][aria-live=polite]').first().textContent(), /Nearly/);
});
