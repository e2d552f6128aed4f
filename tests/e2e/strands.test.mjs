// The course strands on the built site, as a learner meets them: a listening piece played
// (through a recording stand-in for the browser's speech), answered, its transcript opened;
// then a topic page followed to its topic check, which marks the topic done.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from './browser.mjs';
import { serve } from './serve.mjs';
import { readdirSync, readFileSync } from 'node:fs';
import { allSets, answer, currentPrompt, submitAndContinue } from './learner.mjs';

const languageDir = new URL('../../content/language/', import.meta.url).pathname;
const languagePages = readdirSync(languageDir).map((f) => JSON.parse(readFileSync(languageDir + f, 'utf8')));

const dist = new URL('../../target/e2e/root', import.meta.url).pathname;
let browser, server;
before(async () => { browser = await launch(); server = await serve(dist); });
after(async () => { await browser?.close(); server?.close(); });
const url = (path) => `http://127.0.0.1:${server.address().port}${path}`;

// Speech synthesis that records what it is asked to say and speaks the queue one utterance
// after another, 40 ms each, as an engine does; cancelling drops the queue with an error event
// on each dropped utterance, as browsers do. Headless browsers have no voices, and the test
// needs to know what was said.
const fakeSpeech = () => {
  window.__spoken = [];
  const queue = [];
  let speaking = null;
  const next = () => {
    speaking = queue.shift() ?? null;
    if (!speaking) return;
    const u = speaking;
    setTimeout(() => { u.onstart?.(); setTimeout(() => { if (speaking === u) { u.onend?.(); next(); } }, 40); }, 0);
  };
  Object.defineProperty(window, 'speechSynthesis', { configurable: true, value: {
    getVoices: () => [], pause() {}, resume() {},
    cancel() { for (const u of [speaking, ...queue]) u?.onerror?.(); queue.length = 0; speaking = null; },
    speak(u) {
      window.__spoken.push({ text: u.text, pitch: u.pitch, rate: u.rate });
      queue.push(u);
      if (!speaking) next();
    },
  } });
};

async function newPage() {
  const page = await (await browser.newContext()).newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => { if (/Content Security Policy|Refused to/i.test(m.text())) errors.push(m.text()); });
  await page.addInitScript(fakeSpeech);
  return { page, errors };
}

/** Waits until the app has taken over from the page rendered ahead. */
const started = (page) => page.waitForFunction(() => !document.getElementById('prerendered'));

test('a listening piece is played in its speakers\' voices, answered, and its transcript opened', async () => {
  const set = allSets().find((s) => s.id === 'listening-nccl-hang-bridge-call');
  const { lines, speakers } = set.conversation;
  const { page, errors } = await newPage();
  await page.goto(url(`/sets/${set.id}/`));
  await started(page);
  assert.equal(await page.locator('.lines li p').count(), 0, 'no transcript before answering');
  // Every status the player announces, however briefly it shows.
  await page.evaluate(() => {
    const status = document.querySelector('.listening p[role=status]');
    window.__statuses = [];
    new MutationObserver(() => window.__statuses.push(status.textContent.trim()))
      .observe(status, { childList: true, characterData: true, subtree: true });
  });
  await page.getByRole('button', { name: 'Play the conversation' }).click();
  await page.waitForFunction((n) => window.__spoken.length === n, lines.length);
  const spoken = await page.evaluate(() => window.__spoken);
  for (const [i, line] of lines.entries()) {
    const speaker = speakers.find((s) => s.id === line.speaker);
    assert.ok(Math.abs(spoken[i].pitch - speaker.pitch) < 1e-3, `line ${i + 1} in ${speaker.name}'s voice`);
  }
  // A glossary term is said by its spoken form ("NCCL" as "nickel"); the transcript keeps the written one.
  const nccl = lines.findIndex((l) => /\bNCCL\b/.test(l.text));
  assert.ok(nccl >= 0 && /\bnickel\b/.test(spoken[nccl].text) && !/\bNCCL\b/.test(spoken[nccl].text), spoken[nccl]?.text);
  // The whole conversation ends, then one line again, slower.
  await page.getByRole('button', { name: 'Play the conversation' }).waitFor();
  await page.getByRole('checkbox', { name: 'Slower' }).check();
  await page.getByRole('button', { name: new RegExp(`^Line 3 again`) }).click();
  await page.waitForFunction((n) => window.__spoken.length === n + 1, lines.length);
  // The replay plays its one line and ends on its own.
  await page.getByRole('button', { name: 'Play the conversation' }).waitFor();
  // A change of text can come as more than one mutation: keep each status once in a row.
  const statuses = (await page.evaluate(() => window.__statuses)).filter((t, i, all) => t !== all[i - 1]);
  assert.ok(statuses.some((t) => /^Playing line 1 of \d+: /.test(t)), statuses.join(' | '));
  assert.equal(statuses.filter((t) => t.startsWith('Playing line 3 of')).length, 2, 'line 3 in the play, then again');
  const again = await page.evaluate(() => window.__spoken.at(-1));
  const third = speakers.find((s) => s.id === lines[2].speaker);
  assert.ok(Math.abs(again.rate - third.rate * 0.75) < 1e-3, 'the slower speed');

  for (let i = 0; i < set.items.length; i++) {
    await page.getByText(`Item ${i + 1} of ${set.items.length}`).waitFor();
    const item = set.items[i];
    assert.equal(await currentPrompt(page), item.prompt);
    await page.locator('.task.badge').first().waitFor();
    await answer(page, item);
    assert.match(await submitAndContinue(page), /Correct/, item.id);
  }
  await page.getByRole('heading', { name: 'Set finished' }).waitFor();
  await page.getByRole('heading', { name: 'Transcript' }).waitFor();
  assert.equal(await page.locator('.lines li p').count(), lines.length);
  assert.equal((await page.locator('.lines li p').first().textContent()).trim(), lines[0].text);
  assert.deepEqual(errors, []);
});

test('a topic page leads to its check, and finishing the check marks the topic done', async () => {
  const path = 'ai-infrastructure-architect';
  const topic = 'checkpoint-strategy';
  const sets = allSets().filter((s) => s.path === path && s.topic === topic);
  const items = sets.filter((s) => !s.genre && !s.conversation && !s.passage).flatMap((s) => s.items);
  const linked = languagePages.filter((l) => l.sets.some((id) => sets.some((s) => s.id === id)));
  assert.ok(linked.length > 0 && sets.some((s) => s.genre) && sets.some((s) => s.conversation));
  const { page, errors } = await newPage();
  await page.goto(url(`/paths/${path}/topics/${topic}/`));
  await started(page);
  const steps = await page.locator('.topic-steps > li > h3').allTextContents();
  assert.deepEqual(steps, ['Read', 'Listen', 'Language focus', 'Practise', 'Write or answer', 'Speak', 'Topic check']);
  for (const l of linked) await page.getByRole('link', { name: l.title, exact: true }).first().waitFor();
  await page.getByRole('link', { name: 'Take the topic check' }).click();
  await page.getByRole('heading', { name: /^Topic check: / }).waitFor();
  const total = Number((await page.getByText(/^Item 1 of \d+$/).textContent()).match(/of (\d+)/)[1]);
  assert.ok(total >= 4 && total <= 10, `${total} items`);
  for (let i = 0; i < total; i++) {
    await page.getByText(`Item ${i + 1} of ${total}`).waitFor();
    const prompt = await currentPrompt(page);
    const item = items.find((x) => x.prompt === prompt);
    assert.ok(item, `the check asks an item of the topic's sets: ${prompt}`);
    await answer(page, item);
    assert.match(await submitAndContinue(page), /Correct/, item.id);
  }
  await page.getByRole('heading', { name: 'Set finished' }).waitFor();
  await page.getByRole('link', { name: 'Back to the topic' }).click();
  await page.getByText('Topic done: you have taken its check.').waitFor();
  // The path page marks the topic finished.
  await page.goto(url(`/paths/${path}/`));
  await started(page);
  const heading = page.locator('#topics h3', { has: page.getByRole('link', { name: 'Checkpoint Strategy' }) });
  assert.match(await heading.textContent(), /Finished/);
  assert.deepEqual(errors, []);
});

test('a language lesson: the rule in short, practice from noticing to writing, and a missed point comes back in review', async () => {
  const page0 = languagePages.find((l) => l.id === 'modal-verbs');
  const set = allSets().find((s) => s.id === page0.practice);
  const { page, errors } = await newPage();
  await page.goto(url(`/language/${page0.id}/`));
  await started(page);
  assert.deepEqual((await page.locator('.in-short li').allTextContents()).map((t) => t.trim()), page0.in_short);
  await page.getByRole('link', { name: /^Practise it: \d+ items$/ }).click();
  await page.getByRole('heading', { level: 1, name: set.title }).waitFor();
  // The set's crumbs lead back to its page, not to a path.
  await page.locator('.crumbs').getByRole('link', { name: page0.title }).waitFor();
  // The first item is missed on purpose; every other is answered right.
  for (const [n, item] of set.items.entries()) {
    await page.locator('#item-heading', { hasText: item.prompt.slice(0, 30) }).waitFor();
    const phase = { notice: 'Notice the form', controlled: 'Controlled practice', freer: 'In your own words' }[item.phase];
    await page.locator('.task.badge', { hasText: phase }).waitFor();
    if (item.kind === 'write') {
      await page.locator('textarea.write').fill(item.model);
      assert.equal(await page.locator('.write-checks li.todo').count(), 0, `${item.id}: the model meets every check`);
    } else {
      await answer(page, item, { right: n !== 0 });
    }
    const verdict = await submitAndContinue(page);
    if (n === 0) assert.doesNotMatch(verdict, /^Correct/, item.id);
  }
  // The missed item comes back once at the end of the set.
  await page.locator('#item-heading', { hasText: set.items[0].prompt.slice(0, 30) }).waitFor();
  await answer(page, set.items[0]);
  await submitAndContinue(page);
  await page.getByRole('heading', { name: 'Set finished' }).waitFor();
  // Tomorrow the point is due, asked with an item of the page's set.
  const record = JSON.parse(await page.evaluate(() => localStorage.getItem('shoptalk.record')));
  const key = `language:${page0.id}`;
  assert.ok(record.cards[key], Object.keys(record.cards).join(', '));
  record.cards[key].due_ms = 0;
  await page.evaluate((r) => localStorage.setItem('shoptalk.record', r), JSON.stringify(record));
  await page.goto(url('/review/'));
  await started(page);
  await page.getByText('A language point you missed').waitFor();
  await page.locator('.muted').getByRole('link', { name: page0.title }).waitFor();
  const prompt = await currentPrompt(page);
  assert.ok(set.items.some((i) => i.prompt === prompt && i.phase !== 'freer'), prompt);
  assert.deepEqual(errors, []);
});

test('levels: a path page filters its sets by level, a B1 reading has its words to know, a C1 version can be read instead', async () => {
  const path = 'ml-infrastructure-engineer';
  const sets = allSets().filter((s) => s.path === path && s.topic);
  const b1 = sets.filter((s) => s.level === 'b1').length;
  assert.ok(b1 > 0 && b1 < sets.length);
  const { page, errors } = await newPage();
  await page.goto(url(`/paths/${path}/`));
  await started(page);
  await page.getByLabel('Show sets at level').selectOption('b1');
  await page.getByText(`${b1} of ${sets.length} sets`).waitFor();
  assert.equal(await page.locator('#topics li.set:visible').count(), b1);
  assert.equal(await page.locator('#topics li.set:visible .level', { hasText: 'B2' }).count(), 0);

  const glossed = allSets().find((s) => s.glosses?.length && s.genre);
  await page.goto(url(`/sets/${glossed.id}/`));
  await started(page);
  await page.getByText(`Words to know (${glossed.glosses.length})`).click();
  await page.locator('.glosses dt', { hasText: glossed.glosses[0].term }).waitFor();

  // A listening with B1 support starts at the slower speed; a B2 one does not.
  const supported = allSets().find((s) => s.glosses?.length && s.conversation);
  await page.goto(url(`/sets/${supported.id}/`));
  await started(page);
  assert.ok(await page.getByRole('checkbox', { name: 'Slower' }).isChecked(), supported.id);
  await page.goto(url('/sets/listening-nccl-hang-bridge-call/'));
  await started(page);
  assert.ok(!(await page.getByRole('checkbox', { name: 'Slower' }).isChecked()));

  const versioned = allSets().find((s) => s.versions?.length);
  await page.goto(url(`/sets/${versioned.id}/`));
  await started(page);
  const firstWords = (text) => text.split('\n\n')[0].split(' ').slice(0, 6).join(' ');
  await page.locator('article.reading', { hasText: firstWords(versioned.passage) }).waitFor();
  await page.getByLabel('C1').check();
  await page.locator('article.reading', { hasText: firstWords(versioned.versions[0].passage) }).waitFor();
  assert.deepEqual(errors, []);
});
