// The built site from a plain static server, at the root and under a sub-path: a learner
// completes a set, reloads, and finds the checkmark; deep links survive a reload.
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

async function newPage() {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // The site runs under its own strict CSP: any refusal is a failure.
  page.on('console', (m) => { if (/Content Security Policy|Refused to/i.test(m.text())) errors.push(m.text()); });
  return { page, errors };
}

test('a learner completes a set, reloads, and sees the checkmark', async () => {
  const { page, errors } = await newPage();
  await page.goto(url(root, '/', '/'));
  await page.getByRole('link', { name: 'ML Infrastructure Specialist' }).click();
  await page.getByRole('heading', { level: 1, name: 'ML Infrastructure Specialist' }).waitFor();
  const set = loadSet('fsdp-basics');
  await page.getByRole('link', { name: set.title, exact: true }).click();
  for (let i = 0; i < set.items.length; i++) {
    await page.getByText(`Item ${i + 1} of ${set.items.length}`).waitFor();
    await answer(page, set.items[i]);
    assert.match(await submitAndContinue(page), /Correct/, `item ${set.items[i].id}`);
  }
  await page.getByRole('heading', { name: 'Set finished' }).waitFor();
  assert.match(await page.locator('.summary .score').textContent(), /100%/);

  await page.reload();
  // After a reload the finished set starts afresh; the path is one link away.
  await page.getByText(`Item 1 of ${set.items.length}`).waitFor();
  // The breadcrumb's first link is the path; the second, the set's topic.
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').first().click();
  const row = page.locator(`li.set[data-set="${set.id}"]`);
  await row.waitFor();
  assert.match(await row.textContent(), /Finished/);
  assert.match(await row.textContent(), /best 100%/);
  // Other sets are not marked.
  assert.match(await page.locator('li.set').nth(0).textContent() + await page.locator('li.set').nth(1).textContent(), /Not finished yet/);

  await page.getByRole('link', { name: 'Progress' }).click();
  await page.getByRole('heading', { name: 'Your progress' }).waitFor();
  assert.match(await page.locator(`li.set[data-set="${set.id}"]`).first().textContent(), /Finished/);
  assert.deepEqual(errors, []);
});

for (const [name, server, base] of [['root', () => root, '/'], ['a sub-path', () => sub, '/shoptalk/']]) {
  test(`deep links reload from a static server at ${name}`, async () => {
    const { page, errors } = await newPage();
    // Pages rendered ahead (with the slash), and the same addresses without it, which a static
    // server answers with 404.html and the app routes itself.
    for (const [path, heading] of [
      ['/paths/ml-infrastructure-engineer/', 'ML Infrastructure Engineer'],
      ['/glossary/kv-cache/', 'KV cache'],
      ['/sets/fsdp-basics/', 'FSDP basics'],
      ['/glossary/', 'Glossary'],
      ['/progress/', 'Your progress'],
      ['/sets/fsdp-basics', 'FSDP basics'],
      ['/glossary', 'Glossary'],
    ]) {
      await page.goto(url(server(), base, path));
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.reload();
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    }
    // In-app links keep the base.
    const href = await page.getByRole('link', { name: 'Glossary' }).first().getAttribute('href');
    assert.equal(href, `${base}glossary/`);
    await page.getByRole('link', { name: 'Glossary' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Glossary' }).waitFor();
    assert.equal(new URL(page.url()).pathname, `${base}glossary/`);
    // The glossary's rows are written as HTML, not built by the view: the router still
    // follows their links, in the page, and they keep the base.
    await page.evaluate(() => { window.__samePage = true; });
    await page.getByRole('link', { name: 'all-reduce', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'all-reduce' }).waitFor();
    assert.equal(new URL(page.url()).pathname, `${base}glossary/all-reduce/`);
    assert.equal(await page.evaluate(() => window.__samePage), true, 'no full page load');
    await page.goto(url(server(), base, '/no/such/page'));
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    assert.deepEqual(errors, []);
  });
}

test('the site declares a strict CSP whose script hashes match its inline scripts', async () => {
  const { readFileSync } = await import('node:fs');
  const { createHash } = await import('node:crypto');
  for (const build of ['root', 'sub']) {
    const html = readFileSync(`${dist}${build}/index.html`, 'utf8');
    const csp = html.match(/http-equiv="Content-Security-Policy" content="([^"]+)"/)[1];
    assert.doesNotMatch(csp, /'unsafe-inline'|'unsafe-eval'/);
    assert.match(csp, /script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
    // Trunk's loader and the start-up error handler: each inline script is allowed by its hash.
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter((m) => !/\bsrc=/.test(m[1])).map((m) => m[2]);
    assert.equal(inline.length, 2);
    for (const script of inline) assert.ok(csp.includes(`'sha256-${createHash('sha256').update(script).digest('base64')}'`));
    // Every page carries the same policy and scripts: 404.html (the loading notice, for
    // addresses with no page of their own) and the pages rendered ahead.
    const scriptsOf = (page) => [...page.matchAll(/<script\b[^>]*>[\s\S]*?<\/script>/g)].map((m) => m[0]);
    for (const other of ['404.html', 'sets/fsdp-basics/index.html', 'glossary/index.html']) {
      const page = readFileSync(`${dist}${build}/${other}`, 'utf8');
      assert.ok(page.includes(`content="${csp}"`), `${other} has the same CSP`);
      assert.deepEqual(scriptsOf(page), scriptsOf(html), `${other} has the same scripts`);
    }
    assert.match(readFileSync(`${dist}${build}/404.html`, 'utf8'), /Loading the course/);
    assert.match(readFileSync(`${dist}${build}/_headers`, 'utf8'), /frame-ancestors 'none'/);
  }
});

test('the JS glue is minified and every integrity hash matches its file', async () => {
  const { readFileSync } = await import('node:fs');
  const { createHash } = await import('node:crypto');
  for (const build of ['root', 'sub']) {
    const html = readFileSync(`${dist}${build}/index.html`, 'utf8');
    const links = [...html.matchAll(/<link\b[^>]*>/g)].map((m) => m[0]).filter((tag) => /\bintegrity=/.test(tag));
    assert.ok(links.some((tag) => /\.js\b/.test(tag)), 'the glue has an integrity hash');
    for (const tag of links) {
      // The file's path inside the build: after the base, which the sub-path build starts with.
      const file = tag.match(/\bhref="?([^" >]+)/)[1].replace(/^\/(shoptalk\/)?/, '');
      const [algo, digest] = tag.match(/\bintegrity="?([^" >]+)/)[1].split(/-(.*)/s);
      const body = readFileSync(`${dist}${build}/${file}`);
      assert.equal(createHash(algo).update(body).digest('base64'), digest, `${build}/${file}`);
      if (file.endsWith('.js')) assert.ok(body.toString().split('\n').length < 20, `${file} is minified`);
    }
  }
});

test('at an address with no page of its own, a loading notice shows until the app starts', async () => {
  const { page, errors } = await newPage();
  // Hold the wasm back to see the page as a slow connection shows it.
  let release;
  const held = new Promise((r) => { release = r; });
  await page.route('**/*.wasm', async (route) => { await held; await route.continue(); });
  await page.goto(url(root, '/', '/sets/fsdp-basics'), { waitUntil: 'domcontentloaded' });
  await page.getByRole('status').filter({ hasText: 'Loading the course' }).waitFor();
  await page.getByRole('progressbar', { name: 'Course download' }).waitFor();
  release();
  await page.getByRole('heading', { level: 1, name: 'FSDP basics' }).waitFor();
  assert.equal(await page.locator('#loading').count(), 0);
  assert.equal(await page.locator('.site-header').count(), 1, 'one header once the app runs');
  assert.deepEqual(errors, []);
});

test('when the app cannot be downloaded, a message says so and Reload tries again', async () => {
  const { page } = await newPage();
  await page.route('**/*.wasm', (route) => route.abort('connectionfailed'));
  await page.goto(url(root, '/', '/'), { waitUntil: 'domcontentloaded' });
  const alert = page.getByRole('alert');
  await alert.filter({ hasText: 'Shoptalk could not start' }).waitFor();
  // The page rendered ahead stays readable under the message.
  await page.getByRole('heading', { level: 1, name: /working English/ }).waitFor();
  assert.match(await alert.textContent(), /This page can still be read/);
  const reload = alert.getByRole('button', { name: 'Reload' });
  assert.ok(await reload.evaluate((b) => b === document.activeElement), 'Reload has the focus');
  await page.unroute('**/*.wasm');
  await reload.click();
  await page.getByRole('heading', { level: 1, name: /working English/ }).waitFor();
});
