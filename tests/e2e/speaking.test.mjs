// Speaking tasks on the built site, in Chromium with a fake microphone: a take is recorded,
// played, kept, found again after a reload on the progress page, and deleted; the learner's
// check of the talk goes into the record. Without a microphone (permission refused) the page
// says so in one sentence and the task is still done.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { launch } from './browser.mjs';
import { serve } from './serve.mjs';

const task = JSON.parse(readFileSync(new URL('../../content/speaking/ml-infrastructure-engineer.json', import.meta.url), 'utf8')).tasks[0];
const dist = new URL('../../target/e2e/root', import.meta.url).pathname;
let server;
before(async () => { server = await serve(dist); });
after(() => server?.close());
const url = (path) => `http://127.0.0.1:${server.address().port}${path}`;
const started = (page) => page.waitForFunction(() => !document.getElementById('prerendered'));

async function open(browser, permissions) {
  const context = await browser.newContext({ permissions });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => { if (/Content Security Policy|Refused to/i.test(m.text())) errors.push(m.text()); });
  return { page, errors, context };
}

test('a take is recorded, played, kept, found after a reload, and deleted; the check goes into the record', async () => {
  const browser = await launch({ fakeMic: true });
  try {
    const { page, errors } = await open(browser, ['microphone']);
    await page.goto(url(`/speaking/${task.id}/`));
    await started(page);
    await page.getByRole('heading', { level: 1, name: task.title }).waitFor();
    for (const p of task.phrases) await page.locator('.phrases li', { hasText: p }).waitFor();
    // One button starts and stops the take, and says so.
    const button = page.locator('.recorder button.primary');
    await button.focus();
    await page.keyboard.press('Enter');
    await page.getByText('Recording.').waitFor();
    assert.equal(await button.getAttribute('aria-pressed'), 'true');
    await page.waitForTimeout(1500);
    await page.keyboard.press('Enter');
    await page.getByText('Take recorded: listen to it, keep it or record again.').waitFor();
    // The take plays: a real duration from the fake microphone.
    const audio = page.locator('audio[aria-label="Your take"]');
    await page.waitForFunction(() => {
      const a = document.querySelector('audio[aria-label="Your take"]');
      return a && a.readyState >= 1;
    });
    await audio.evaluate((a) => a.play());
    await page.waitForFunction(() => document.querySelector('audio[aria-label="Your take"]').currentTime > 0);
    await page.getByRole('button', { name: 'Keep this take' }).click();
    await page.getByText('Kept in this browser.').waitFor();
    // The learner checks the talk against the list and saves it.
    const boxes = page.locator('.talk-checks input[type=checkbox]');
    assert.equal(await boxes.count(), task.checklist.length);
    await boxes.nth(0).check();
    await boxes.nth(2).check();
    await page.getByRole('button', { name: 'Save my check' }).click();
    await page.getByText(`Saved: 2 of ${task.checklist.length} checks.`).waitFor();
    const record = JSON.parse(await page.evaluate(() => localStorage.getItem('shoptalk.record')));
    const talk = record.spoken[task.id][0];
    assert.deepEqual([talk.takes, talk.ticked, talk.of], [1, [0, 2], task.checklist.length]);
    // The audio is not in the record.
    assert.ok(JSON.stringify(record).length < 20_000);

    await page.goto(url('/progress/'));
    await started(page);
    await page.reload();
    await started(page);
    const row = page.locator('ul.takes li', { hasText: task.title });
    await row.waitFor();
    assert.match(await row.textContent(), /\d+ KB/);
    await row.getByRole('button', { name: 'Play' }).click();
    await page.waitForFunction(() => {
      const a = document.querySelector('ul.takes audio');
      return a && a.readyState >= 1 && a.duration > 0.5;
    });
    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: 'Download' }).click()]);
    assert.match(download.suggestedFilename(), new RegExp(`^shoptalk-${task.id}-\\d+\\.(webm|ogg|m4a)$`));
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No recordings kept yet.').waitFor();
    // The path page marks the task done.
    await page.goto(url(`/paths/${task.path}/`));
    await started(page);
    await page.locator(`[data-speaking="${task.id}"] .check.done`).waitFor();
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test('leaving the page in the middle of a take stops it without an error, and nothing is kept', async () => {
  const browser = await launch({ fakeMic: true });
  try {
    const { page, errors } = await open(browser, ['microphone']);
    await page.goto(url(`/speaking/${task.id}/`));
    await started(page);
    await page.locator('.recorder button.primary').click();
    await page.getByText('Recording.').waitFor();
    // Away through the app's own link, while the browser is still recording.
    await page.locator('.crumbs a').first().click();
    await page.locator(`[data-speaking="${task.id}"]`).waitFor();
    await page.waitForTimeout(1000);
    assert.equal(await page.locator('.load-failed').count(), 0);
    await page.goto(url('/progress/'));
    await started(page);
    await page.getByText('No recordings kept yet.').waitFor();
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test('with the microphone refused the page says so in one sentence, and the task is still done', async () => {
  const browser = await launch({ fakeMic: false });
  try {
    const { page, errors } = await open(browser, []);
    // Chromium headless without a fake device has no microphone to grant.
    await page.goto(url(`/speaking/${task.id}/`));
    await started(page);
    await page.locator('.recorder button.primary').click();
    const status = page.locator('.recorder [role=status]');
    await page.waitForFunction(() => /You can still speak aloud/.test(document.querySelector('.recorder [role=status]').textContent));
    assert.match(await status.textContent(), /^(The microphone is blocked|No microphone was found|The microphone could not be opened|The microphone is in use)[^.]*\. You can still speak aloud, then compare with the model\.$/);
    // Without recording, the speaking time still counts down.
    await page.getByRole('button', { name: 'Start speaking' }).click();
    await page.locator('.countdown [role=timer]', { hasText: /^\d:\d\d left$/ }).last().waitFor();
    await page.getByRole('button', { name: 'Hear the model' }).waitFor();
    await page.locator('.talk-checks input[type=checkbox]').first().check();
    await page.getByRole('button', { name: 'Save my check' }).click();
    await page.getByText(`Saved: 1 of ${task.checklist.length} checks.`).waitFor();
    const record = JSON.parse(await page.evaluate(() => localStorage.getItem('shoptalk.record')));
    assert.equal(record.spoken[task.id][0].takes, 0);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});
