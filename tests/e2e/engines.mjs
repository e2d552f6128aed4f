// Firefox (Gecko, through geckodriver) and WebKit (WebKitGTK's MiniBrowser, through
// WebKitWebDriver under a virtual display) driven over W3C WebDriver with selenium-webdriver,
// so the end-to-end flows run in the engines Chromium is not. Each driver is started here on a
// loopback port; nothing is downloaded.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { Builder, By, until } from 'selenium-webdriver';

const root = new URL('../../', import.meta.url).pathname;
const GECKODRIVER = process.env.GECKODRIVER ?? `${root}.tools/bin/geckodriver`;
const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const WEBKITDRIVER = process.env.WEBKITDRIVER ?? '/usr/bin/WebKitWebDriver';
const MINIBROWSER = process.env.MINIBROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

export const engines = {
  firefox: {
    missing: [GECKODRIVER, FIREFOX].filter((p) => !existsSync(p)),
    command: (port) => [GECKODRIVER, ['--port', String(port), '--host', '127.0.0.1']],
    capabilities: {
      browserName: 'firefox',
      // A fake microphone (a tone) that needs no permission prompt, for the recording test.
      'moz:firefoxOptions': { binary: FIREFOX, args: ['-headless'], prefs: { 'media.autoplay.default': 0, 'media.navigator.streams.fake': true, 'media.navigator.permission.disabled': true } },
    },
  },
  webkit: {
    // MiniBrowser has no headless mode here: it runs on a virtual X display.
    missing: [WEBKITDRIVER, MINIBROWSER, '/usr/bin/xvfb-run'].filter((p) => !existsSync(p)),
    command: (port) => ['/usr/bin/xvfb-run', ['-a', WEBKITDRIVER, `--port=${port}`]],
    capabilities: {
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
    },
  },
};

function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => resolve(port)); });
    s.on('error', reject);
  });
}

async function waitForDriver(port, deadline) {
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/status`);
      if (res.ok) return;
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the WebDriver server on port ${port} did not start`);
}

/** Starts the engine's driver and a session; `quit()` ends both. With `downloadDir`, Firefox
 * saves downloads there without asking. */
export async function startEngine(name, { downloadDir } = {}) {
  const engine = engines[name];
  const capabilities = structuredClone(engine.capabilities);
  if (downloadDir && name === 'firefox') {
    Object.assign(capabilities['moz:firefoxOptions'].prefs, {
      'browser.download.folderList': 2,
      'browser.download.dir': downloadDir,
      'browser.download.useDownloadDir': true,
      'browser.helperApps.neverAsk.saveToDisk': 'application/json',
    });
  }
  const port = await freePort();
  const [cmd, args] = engine.command(port);
  const proc = spawn(cmd, args, { stdio: 'ignore', detached: true });
  try {
    await waitForDriver(port, Date.now() + 30_000);
    const driver = await new Builder().usingServer(`http://127.0.0.1:${port}`).withCapabilities(capabilities).build();
    await driver.manage().setTimeouts({ implicit: 0, pageLoad: 30_000, script: 30_000 });
    const quit = async () => {
      await driver.quit().catch(() => {});
      try { process.kill(-proc.pid); } catch { /* already gone */ }
    };
    return { driver, quit };
  } catch (e) {
    try { process.kill(-proc.pid); } catch { /* already gone */ }
    throw e;
  }
}

/** Waits for an element; the app's CSP forbids eval, so this polls from the test. */
export async function find(driver, css, { timeout = 15_000, text } = {}) {
  const deadline = Date.now() + timeout;
  for (;;) {
    for (const el of await driver.findElements(By.css(css))) {
      try {
        if (text === undefined || (await el.getText()).includes(text)) return el;
      } catch { /* replaced while reading: look again */ }
    }
    if (Date.now() > deadline) throw new Error(`no ${css}${text ? ` with “${text}”` : ''} within ${timeout} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Clicks `el` after scrolling it to the middle of the window: WebKitWebDriver clicks at an
 * element's centre even when only its top edge is in view, and such a click is lost. */
async function press(driver, el) {
  await driver.executeScript('arguments[0].scrollIntoView({ block: "center" })', el);
  await el.click();
}

async function optionLabelled(driver, scope, label) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    for (const opt of await driver.findElements(By.css(`${scope} .option`))) {
      const labels = await opt.findElements(By.css('.label'));
      if (labels.length && (await labels[0].getText()).trim() === label.trim()) return opt;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no option “${label}”`);
}

async function typeInto(driver, text, css = 'form.item input.typed') {
  const input = await find(driver, css);
  // The app moves focus to the new item's heading one frame after it appears; keys sent in
  // that frame land on the heading. A person types later than that: type again if so.
  for (let attempt = 0; attempt < 3; attempt++) {
    await input.clear();
    await input.sendKeys(text);
    if ((await input.getProperty('value')) === text) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`could not type “${text}”`);
}

/** Answers the item on screen correctly, by clicking and typing as a learner would. */
export async function answer(driver, item) {
  switch (item.kind) {
    case 'choice':
      await press(driver, await optionLabelled(driver, 'form.item', item.answer));
      break;
    case 'multi_choice':
      for (const a of item.answers) await press(driver, await optionLabelled(driver, 'form.item', a));
      break;
    case 'gap_fill':
      await typeInto(driver, item.answer);
      break;
    case 'listening':
      if (item.options?.length) await press(driver, await optionLabelled(driver, 'form.item', item.answer));
      else await typeInto(driver, item.answer);
      break;
    case 'error_correction': {
      const start = item.sentence.indexOf(item.wrong);
      const index = [...item.sentence.matchAll(/\S+/g)].findIndex((m) => m.index + m[0].length > start);
      await find(driver, 'form.item .word');
      await press(driver, (await driver.findElements(By.css('form.item .word')))[index]);
      await typeInto(driver, item.answer);
      break;
    }
    case 'ordering':
      for (let target = 0; target < item.steps.length; target++) {
        for (;;) {
          const steps = await driver.findElements(By.css('form.item .ordering .step'));
          const texts = await Promise.all(steps.map(async (s) => (await s.getText()).trim()));
          const at = texts.indexOf(item.steps[target]);
          if (at === target) break;
          const rows = await driver.findElements(By.css('form.item .ordering li'));
          await press(driver, await rows[at].findElement(By.css('button')));
        }
      }
      break;
    case 'matching': {
      const selects = await driver.findElements(By.css('form.item .matching select'));
      for (let i = 0; i < item.pairs.length; i++) {
        for (const opt of await selects[i].findElements(By.css('option'))) {
          if ((await opt.getText()).trim() === item.pairs[i].right) { await opt.click(); break; }
        }
      }
      break;
    }
    case 'word_stress':
      await find(driver, 'form.item .option');
      await press(driver, (await driver.findElements(By.css('form.item .option')))[item.stress]);
      break;
    case 'dialogue':
      // Select a reply, then send it; the last one is sent by checking the answer.
      for (const [t, turn] of item.turns.entries()) {
        await press(driver, await optionLabelled(driver, 'form.item .dialogue', turn.replies.find((r) => r.best).text));
        if (t < item.turns.length - 1) await press(driver, await find(driver, 'form.item .dialogue button.primary', { text: 'Reply' }));
      }
      break;
    case 'write':
      await typeInto(driver, item.model, 'form.item textarea.write');
      break;
    default:
      throw new Error(`unknown kind ${item.kind}`);
  }
}

async function gone(driver, css, timeout) {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if ((await driver.findElements(By.css(css))).length === 0) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

/** Checks the answer and continues; returns the verdict line. */
export async function submitAndContinue(driver) {
  await press(driver, await find(driver, 'form.item button[type=submit]'));
  const verdict = (await (await find(driver, '.verdict .verdict-line')).getText()).trim();
  await press(driver, await find(driver, 'form.item button[type=submit]', { text: 'Continue' }));
  if (!(await gone(driver, '.verdict .verdict-line', 10_000))) throw new Error('Continue did not move on to the next item');
  return verdict;
}

export { By, until };
