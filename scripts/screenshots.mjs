// Screenshots for the README, from a built site: phone (390 x 844) and desktop (1280 x 800) of
// home after a finished set, a set in progress, and the glossary.
// Usage: node scripts/screenshots.mjs <built site dir> <out dir>   (make screenshots)
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from '../tests/e2e/browser.mjs';
import { serve } from '../tests/e2e/serve.mjs';
import { answer, loadSet, submitAndContinue } from '../tests/e2e/learner.mjs';

const [site, out] = process.argv.slice(2);
if (!site || !out) { console.error('usage: node scripts/screenshots.mjs <site dir> <out dir>'); process.exit(2); }
mkdirSync(out, { recursive: true });
const browser = await launch();
const server = await serve(site);
const url = (path) => `http://127.0.0.1:${server.address().port}${path}`;
const screens = { phone: { width: 390, height: 844, deviceScaleFactor: 2, isMobile: true, hasTouch: true }, desktop: { width: 1280, height: 800 } };
try {
  for (const [name, { width, height, ...rest }] of Object.entries(screens)) {
    const context = await browser.newContext({ viewport: { width, height }, ...rest, colorScheme: 'light' });
    const page = await context.newPage();
    // A learner who finished one set and left the next one halfway.
    const done = loadSet('fsdp-basics');
    await page.goto(url(`/sets/${done.id}`));
    for (const item of done.items) { await answer(page, item); await submitAndContinue(page); }
    const next = loadSet('collectives-and-nccl');
    await page.goto(url(`/sets/${next.id}`));
    await answer(page, next.items[0]);
    await submitAndContinue(page);
    await answer(page, next.items[1]);
    await page.getByRole('button', { name: 'Check answer' }).click();
    await page.locator('.verdict').waitFor();
    await page.screenshot({ path: join(out, `${name}-set.png`) });
    await page.goto(url('/'));
    await page.getByRole('heading', { name: 'Pick up where you left off' }).waitFor();
    await page.screenshot({ path: join(out, `${name}-home.png`) });
    await page.goto(url('/glossary'));
    await page.getByRole('heading', { level: 1, name: 'Glossary' }).waitFor();
    await page.screenshot({ path: join(out, `${name}-glossary.png`) });
    await context.close();
    console.log(`screenshots: ${name} done`);
  }
} finally {
  await browser.close();
  server.close();
}
