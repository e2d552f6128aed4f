// A learner's first hour on the built site, on a phone and by keyboard: the moments that made a
// newcomer think they had done something wrong, each walked as a learner would.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from './browser.mjs';
import { serveBoth, url } from './sites.mjs';
import { allSets, answer, loadSet, submitAndContinue } from './learner.mjs';

let browser, root, sub;
before(async () => { browser = await launch(); ({ root, sub } = await serveBoth()); });
after(async () => { await browser?.close(); root?.close(); sub?.close(); });

async function newPage(options = {}, init) {
  const page = await (await browser.newContext(options)).newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => { if (/Content Security Policy|Refused to/i.test(m.text())) errors.push(m.text()); });
  if (init) await page.addInitScript(init);
  return { page, errors };
}

/** Waits until the app has taken over from the page rendered ahead. */
const started = (page) => page.waitForFunction(() => !document.getElementById('prerendered'));

for (const [name, base] of [['at the root', '/'], ['under a sub-path', '/shoptalk/']]) {
  test(`skip link and section links stay on their page, ${name}`, async () => {
    const server = base === '/' ? root : sub;
    const { page, errors } = await newPage();
    const set = loadSet('fsdp-basics');
    const setUrl = url(server, base, `/sets/${set.id}/`);
    // Without scripts the link already names its own page (the HTML as rendered ahead).
    const html = await (await fetch(setUrl)).text();
    assert.match(html, new RegExp(`<a href="${base}sets/${set.id}/#main" class="skip">`));

    await page.goto(setUrl);
    await started(page);
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement.textContent.trim()), 'Skip to content');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'main');
    assert.equal(new URL(page.url()).pathname, `${base}sets/${set.id}/`, 'still on the set');
    await page.getByText('Item 1 of').waitFor();

    const pathUrl = url(server, base, '/paths/ml-infrastructure-specialist/');
    await page.goto(pathUrl);
    await started(page);
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'FAQ' }).click();
    await page.waitForFunction(() => document.activeElement?.id === 'faq');
    const here = new URL(page.url());
    assert.equal(here.pathname, `${base}paths/ml-infrastructure-specialist/`);
    assert.equal(here.hash, '#faq');
    assert.deepEqual(errors, []);
  });
}

// A speech engine that is there but cannot speak: each utterance ends with an error, as
// Chromium's does with no voices installed.
const brokenSpeech = () => {
  Object.defineProperty(window, 'speechSynthesis', { configurable: true, value: {
    getVoices: () => [], pause() {}, resume() {}, cancel() {},
    speak(u) { setTimeout(() => u.onerror?.({ error: 'synthesis-failed' }), 5); },
  } });
};
// One that takes utterances and then does nothing at all.
const silentSpeech = () => {
  Object.defineProperty(window, 'speechSynthesis', { configurable: true, value: {
    getVoices: () => [], pause() {}, resume() {}, cancel() {}, speak() {},
  } });
};

test('a listening whose speech fails says so and gives the transcript at once', async () => {
  const set = allSets().find((s) => s.conversation);
  for (const [engine, why] of [[brokenSpeech, /synthesis-failed/], [silentSpeech, /did not start speaking/]]) {
    const { page, errors } = await newPage({}, engine);
    await page.goto(url(root, '/', `/sets/${set.id}/`));
    await started(page);
    await page.getByRole('button', { name: 'Play the conversation' }).click();
    const notice = page.locator('.listening .notice');
    await notice.waitFor({ timeout: 10_000 });
    assert.match(await notice.textContent(), /could not speak/);
    assert.match(await notice.textContent(), why);
    // The whole transcript, before any task is done.
    const first = set.conversation.lines[0].text;
    await page.locator('.listening .lines').getByText(first, { exact: true }).waitFor();
    assert.deepEqual(errors, []);
  }
});

test('a say-it button whose speech fails shows the written form', async () => {
  const { page } = await newPage({}, brokenSpeech);
  await page.goto(url(root, '/', '/glossary/nccl/'));
  await started(page);
  await page.locator('.say-button').first().click();
  await page.getByText(/could not speak/).first().waitFor();
  assert.match(await page.locator('.say .note').first().textContent(), /Say it like this/);
});

/** An error-correction item whose wrong phrase has several words, and an accepted fix that
 * keeps its first word, so fixing only the rest of the phrase is a valid correction. */
function phraseItem() {
  for (const set of allSets().filter((s) => !s.conversation && !s.genre)) {
    for (const [index, item] of set.items.entries()) {
      if (item.kind !== 'error_correction') continue;
      const words = item.wrong.split(/\s+/);
      if (words.length < 2) continue;
      const fix = [item.answer, ...(item.accept ?? [])].find((f) => f.split(/\s+/)[0] === words[0] && f.split(/\s+/).length > 1);
      if (fix) return { set, index, item, fix };
    }
  }
  throw new Error('no error correction with a multi-word phrase');
}

test('a phrase is selected and a fix of part of it grades right, with one model answer shown', async () => {
  const { set, index, item, fix } = phraseItem();
  const { page, errors } = await newPage();
  await page.goto(url(root, '/', `/sets/${set.id}/`));
  await started(page);
  for (let i = 0; i < index; i++) { await answer(page, set.items[i]); await submitAndContinue(page); }
  const sentence = [...item.sentence.matchAll(/\S+/g)];
  const start = item.sentence.indexOf(item.wrong);
  const first = sentence.findIndex((m) => m.index + m[0].length > start);
  const n = item.wrong.split(/\s+/).length;
  const words = page.locator('form.item .word');
  // Select the phrase's words after its first, one click each; the selection is said in words.
  for (let k = 1; k < n; k++) await words.nth(first + k).click();
  assert.match(await page.locator('form.item').textContent(), new RegExp(`Selected: “${item.wrong.split(/\s+/).slice(1).join(' ')}`));
  await page.locator('form.item input.typed').fill(fix.split(/\s+/).slice(1).join(' '));
  await page.locator('form.item button[type=submit]').click();
  assert.match(await page.locator('.verdict-line').textContent(), /Correct/);
  assert.deepEqual(errors, []);

  // A fix that is wrong shows one model answer, not two.
  const { page: p2 } = await newPage();
  await p2.goto(url(root, '/', `/sets/${set.id}/`));
  await started(p2);
  for (let i = 0; i < index; i++) { await answer(p2, set.items[i]); await submitAndContinue(p2); }
  await p2.locator('form.item .word').nth(first).click();
  await p2.locator('form.item input.typed').fill('xyzzy');
  await p2.locator('form.item button[type=submit]').click();
  assert.match(await p2.locator('.verdict-line').textContent(), /Partly/);
  const feedback = await p2.locator('.feedback').textContent();
  assert.equal((feedback.match(/should be/g) ?? []).length, 1, feedback);
  assert.doesNotMatch(feedback, /Expected/);
});

test('a miss says it comes back, the count keeps the set\'s length, and score and counts agree', async () => {
  const set = loadSet('fsdp-basics');
  const n = set.items.length;
  const miss = set.items.findIndex((i) => i.kind === 'choice');
  const { page, errors } = await newPage();
  await page.goto(url(root, '/', `/sets/${set.id}/`));
  await started(page);
  for (let i = 0; i < n; i++) {
    await page.getByText(`Item ${i + 1} of ${n}`).waitFor();
    if (i > miss) await page.getByText('1 to try again at the end').waitFor();
    await answer(page, set.items[i], { right: i !== miss });
    await page.locator('form.item button[type=submit]').click();
    if (i === miss) await page.locator('.feedback').getByText('This one comes back at the end').waitFor();
    await page.locator('form.item button[type=submit]', { hasText: 'Continue' }).click();
  }
  await page.getByText('Second try: 1 of 1').waitFor();
  await answer(page, set.items[miss]);
  await submitAndContinue(page);
  await page.getByRole('heading', { name: 'Set finished' }).waitFor();
  const score = await page.locator('.summary .score').textContent();
  assert.match(score, new RegExp(`${Math.round(((n - 1) / n) * 100)}%`));
  assert.match(score, new RegExp(`${n - 1} of ${n} right, 0 partly right, 1 wrong`));
  assert.deepEqual(errors, []);
});

test('back from a link moves on, counts the answer once, and the welcome goes after the first answer', async () => {
  const set = loadSet('fsdp-basics');
  const { page, errors } = await newPage();
  await page.goto(url(root, '/', `/sets/${set.id}/`));
  await started(page);
  await answer(page, set.items[0]);
  await page.locator('form.item button[type=submit]').click();
  await page.locator('.verdict-line').waitFor();
  await page.getByRole('link', { name: 'Glossary' }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Glossary' }).waitFor();
  await page.goBack();
  await page.getByText(`Item 2 of ${set.items.length}`).waitFor();
  await page.getByText('your last answer was kept').waitFor();
  const record = JSON.parse(await page.evaluate(() => localStorage.getItem('shoptalk.record')));
  assert.equal(record.items[set.items[0].id].seen, 1, 'the first answer counted once');
  await answer(page, set.items[1]);
  await page.locator('form.item button[type=submit]').click();
  await page.locator('.verdict-line').waitFor();
  assert.equal(await page.getByText('Welcome back').count(), 0, 'the welcome goes after an answer');
  assert.deepEqual(errors, []);
});

test('a dialogue reply is selected first and sent with Reply, like every other answer', async () => {
  const set = allSets().find((s) => s.items[0]?.kind === 'dialogue' && s.items[0].turns.length > 1)
    ?? allSets().find((s) => s.items.some((i) => i.kind === 'dialogue' && i.turns.length > 1));
  const index = set.items.findIndex((i) => i.kind === 'dialogue' && i.turns.length > 1);
  const item = set.items[index];
  const { page, errors } = await newPage();
  await page.goto(url(root, '/', `/sets/${set.id}/`));
  await started(page);
  for (let i = 0; i < index; i++) { await answer(page, set.items[i]); await submitAndContinue(page); }
  const best = item.turns[0].replies.find((r) => r.best);
  await page.locator('.dialogue .option', { hasText: best.text }).first().click();
  assert.equal(await page.locator('.dialogue .you').count(), 0, 'a tap selects; nothing is sent yet');
  await page.getByRole('button', { name: 'Reply', exact: true }).click();
  await page.locator('.dialogue .you').first().waitFor();
  assert.deepEqual(errors, []);
});

test('on a 360 px phone every header section is in sight, and a newcomer sees one first step', async () => {
  const { page, errors } = await newPage({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  await page.goto(url(root, '/', '/'));
  await started(page);
  const links = page.locator('.site-header nav a');
  assert.equal(await links.count(), 7);
  for (let i = 0; i < 7; i++) {
    const box = await links.nth(i).boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= 360, `${await links.nth(i).textContent()} is on screen`);
    assert.ok(box.height >= 24, 'a 24 px target');
  }
  // No review offered before anything was learnt.
  assert.equal(await page.getByRole('link', { name: /Review \d+/ }).count(), 0);
  await page.goto(url(root, '/', '/paths/ml-infrastructure-engineer/'));
  await started(page);
  const start = page.locator('.start-here');
  assert.match(await start.locator('h2').textContent(), /Start here/);
  assert.equal(await start.locator('a.button').count(), 1);
  // Keyboard hints are not shown on a touch screen.
  await page.goto(url(root, '/', '/sets/fsdp-basics/'));
  await started(page);
  assert.equal(await page.locator('.shortcuts').isVisible(), false);
  assert.deepEqual(errors, []);
});

test('on a slow first visit the page says the exercises are getting ready, until they are', async () => {
  const { page, errors } = await newPage();
  // Hold the wasm back, as a slow connection would.
  let release;
  const held = new Promise((r) => { release = r; });
  await page.route('**/*.wasm', async (route) => { await held; await route.continue(); });
  await page.goto(url(root, '/', '/sets/fsdp-basics/'));
  const note = page.locator('#prerendered .getting-ready');
  await page.waitForFunction(() => document.querySelector('#prerendered .getting-ready')?.textContent.includes('Getting the exercises ready'));
  assert.equal(await note.getAttribute('role'), 'status');
  assert.ok(await page.evaluate(() => {
    const buttons = [...document.querySelectorAll('#prerendered main button')];
    return buttons.length > 0 && buttons.every((b) => b.matches(':disabled'));
  }), 'its controls wait');
  release();
  await started(page);
  assert.equal(await page.locator('.getting-ready').count(), 0, 'gone once the app has started');
  await page.getByText('Item 1 of').waitFor();
  assert.deepEqual(errors, []);
});

test('a review card from a reading names its set and carries the passage', async () => {
  const set = allSets().find((s) => s.genre && s.items[0].kind === 'choice');
  const item = set.items[0];
  const { page, errors } = await newPage();
  await page.clock.install();
  await page.goto(url(root, '/', `/sets/${set.id}/`));
  await started(page);
  await answer(page, item, { right: false });
  await page.locator('form.item button[type=submit]').click();
  await page.locator('.verdict-line').waitFor();
  // A day later the missed item is due, and due cards come before new terms.
  await page.clock.fastForward('24:00:00');
  await page.goto(url(root, '/', '/review/'));
  await started(page);
  await page.locator('#item-heading', { hasText: item.prompt }).waitFor();
  const from = page.getByText('A missed exercise from');
  assert.match(await from.textContent(), new RegExp(set.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  assert.equal(await from.getByRole('link', { name: set.title }).getAttribute('href'), `/sets/${set.id}/`);
  assert.ok(await page.locator('.passage.reading').isVisible(), 'the passage the task is about');
  assert.deepEqual(errors, []);
});
