// Acts as a learner on an exercise item, by mouse or by keyboard alone, answering from the
// content files so the test knows what is right without reading the app's internals.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const contentDir = new URL('../../content/', import.meta.url).pathname;

export function loadSet(id) {
  for (const dir of readdirSync(join(contentDir, 'sets'))) {
    for (const f of readdirSync(join(contentDir, 'sets', dir))) {
      const set = JSON.parse(readFileSync(join(contentDir, 'sets', dir, f), 'utf8'));
      if (set.id === id) return set;
    }
  }
  throw new Error(`no set ${id}`);
}

export function allSets() {
  return readdirSync(join(contentDir, 'sets')).flatMap((dir) =>
    readdirSync(join(contentDir, 'sets', dir)).map((f) => JSON.parse(readFileSync(join(contentDir, 'sets', dir, f), 'utf8'))));
}

/** The prompt of the item on screen. */
export async function currentPrompt(page) {
  return (await page.locator('#item-heading').textContent()).trim();
}

/** Presses Tab until `locator` has focus (keyboard users reach things the same way). */
async function tabTo(page, locator, limit = 80) {
  const handle = await locator.elementHandle();
  for (let i = 0; i < limit; i++) {
    if (await handle.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('could not reach the element with Tab');
}

const focusedTag = (page) => page.evaluate(() => document.activeElement?.tagName ?? '');

async function pick(page, option, keyboard) {
  if (!keyboard) return option.click();
  const n = (await option.locator('kbd').textContent()).trim();
  // Digits typed into a text box are text: Tab out of it first, as a keyboard user would.
  if (['INPUT', 'SELECT', 'TEXTAREA'].includes(await focusedTag(page))) await page.keyboard.press('Tab');
  await page.keyboard.press(n);
}

/** Enter on the form's main button: straight from a text box (it submits the form), from the
 * page, or after tabbing to the button when another control has focus. */
async function pressPrimary(page) {
  const tag = await focusedTag(page);
  if (['BUTTON', 'SELECT', 'A'].includes(tag)) await tabTo(page, page.locator('form.item button[type=submit]'));
  await page.keyboard.press('Enter');
}

async function type(page, input, text, keyboard) {
  if (keyboard) {
    await tabTo(page, input);
    await page.keyboard.type(text);
  } else {
    await input.fill(text);
  }
}

function optionByLabel(scope, label) {
  return scope.locator('.option', { has: scope.page().locator('.label').getByText(label, { exact: true }) }).first();
}

/** Answers the item on screen: correctly, or with a deliberately wrong answer where the kind allows. */
export async function answer(page, item, { keyboard = false, right = true } = {}) {
  const form = page.locator('form.item');
  switch (item.kind) {
    case 'choice': {
      const label = right ? item.answer : item.options.find((o) => o.text !== item.answer).text;
      await pick(page, optionByLabel(form, label), keyboard);
      break;
    }
    case 'multi_choice':
      for (const a of right ? item.answers : [item.options.find((o) => !item.answers.includes(o.text)).text]) {
        await pick(page, optionByLabel(form, a), keyboard);
      }
      break;
    case 'gap_fill':
      await type(page, form.locator('input.typed'), right ? item.answer : 'zzz', keyboard);
      break;
    case 'listening':
      if (item.options?.length) {
        await pick(page, optionByLabel(form, right ? item.answer : item.options.find((o) => o !== item.answer)), keyboard);
      } else {
        await type(page, form.locator('input.typed'), right ? item.answer : 'zzz', keyboard);
      }
      break;
    case 'error_correction': {
      // The first word whose span overlaps the wrong phrase, as the app splits words.
      const start = item.sentence.indexOf(item.wrong);
      const index = [...item.sentence.matchAll(/\S+/g)].findIndex((m) => m.index + m[0].length > start);
      const n = right ? index : (index === 0 ? 1 : 0);
      if (keyboard) {
        // One word takes Tab; the arrow keys move along the sentence, Enter selects.
        await tabTo(page, form.locator('.word[tabindex="0"]'));
        for (let k = 0; k < n; k++) await page.keyboard.press('ArrowRight');
        await page.keyboard.press('Enter');
      } else {
        await form.locator('.word').nth(n).click();
      }
      await type(page, form.locator('input.typed'), item.answer, keyboard);
      break;
    }
    case 'ordering': {
      // Selection sort with the Up buttons, as a learner would: bring each step up to its place.
      for (let target = 0; target < item.steps.length && right; target++) {
        for (;;) {
          const texts = (await form.locator('.ordering .step').allTextContents()).map((t) => t.trim());
          const at = texts.indexOf(item.steps[target]);
          if (at === target) break;
          const up = form.locator('.ordering li').nth(at).locator('button').first();
          if (keyboard) { await tabTo(page, up); await page.keyboard.press('Enter'); } else { await up.click(); }
        }
      }
      break;
    }
    case 'matching': {
      const selects = form.locator('.matching select');
      for (let i = 0; i < item.pairs.length; i++) {
        const want = right ? item.pairs[i].right : item.pairs[(i + 1) % item.pairs.length].right;
        if (keyboard) {
          await tabTo(page, selects.nth(i));
          // Arrow keys move through the options of a closed select until the wanted one is chosen.
          for (let k = 0; k < item.pairs.length + 1; k++) {
            const label = await selects.nth(i).evaluate((s) => s.options[s.selectedIndex].text);
            if (label === want) break;
            await page.keyboard.press('ArrowDown');
          }
        } else {
          await selects.nth(i).selectOption({ label: want });
        }
      }
      break;
    }
    case 'word_stress': {
      const n = right ? item.stress : (item.stress + 1) % item.syllables.length;
      await pick(page, form.locator('.option').nth(n), keyboard);
      break;
    }
    case 'dialogue':
      // Select a reply, then send it ("Reply"); the last is sent by checking the answer.
      for (const [t, turn] of item.turns.entries()) {
        const reply = right ? turn.replies.find((r) => r.best) : turn.replies.find((r) => !r.best);
        await pick(page, optionByLabel(form.locator('.dialogue'), reply.text), keyboard);
        if (t === item.turns.length - 1) break;
        const send = form.getByRole('button', { name: 'Reply', exact: true });
        if (keyboard) { await tabTo(page, send); await page.keyboard.press('Enter'); } else { await send.click(); }
      }
      break;
    case 'write':
      // The model passes every check by construction; a wrong answer uses none of the targets.
      await type(page, form.locator('textarea.write'), right ? item.model : 'I will do it later today.', keyboard);
      break;
    default:
      throw new Error(`unknown kind ${item.kind}`);
  }
}

/** Checks the answer, then continues; returns the verdict text shown. */
export async function submitAndContinue(page, { keyboard = false } = {}) {
  const button = page.locator('form.item button[type=submit]');
  if (keyboard) await pressPrimary(page); else await button.click();
  const verdict = (await page.locator('.verdict .verdict-line').textContent()).trim();
  if (keyboard) await pressPrimary(page); else await button.click();
  return verdict;
}
