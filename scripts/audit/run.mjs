// `make audit`: Lighthouse (mobile profile) on the built site from a local static server (brotli, as a CDN), with
// Debian's Chromium, on one page of every kind. Each page is audited RUNS times (default 3), the rounds
// interleaved so the machine's drift falls on every page alike; prints per page the medians of the four
// category scores and of the largest contentful paint, total blocking time and layout shift beside their
// budgets, as a table, then one JSON line. Figures, not pass or fail.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { existsSync } from 'node:fs';
import { serve } from '../../tests/e2e/serve.mjs';

const dir = process.argv[2];
const KINDS = {
  home: '/',
  path: '/paths/ml-infrastructure-specialist/',
  topic: '/paths/ml-infrastructure-specialist/topics/fsdp-deepspeed/',
  set: '/sets/fsdp-basics/',
  reading: '/sets/reading-adr-async-checkpoints/',
  listening: '/sets/listening-loss-spike-stand-up/',
  language: '/language/articles-with-technical-nouns/',
  term: '/glossary/kv-cache/',
  glossary: '/glossary/',
};
const pages = process.argv[3] ? process.argv[3].split(',').map((p) => [p, p]) : Object.entries(KINDS);
const runs = Number(process.env.RUNS ?? 3);
const BUDGET = { performance: 95, lcp_ms: 1500, tbt_ms: 150, cls: 0.02, other: 100 };
const chromePath = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/google-chrome'].find((p) => p && existsSync(p));
for (const [, path] of pages) {
  if (!existsSync(`${dir}${path}index.html`) && path !== '/') throw new Error(`${path} was not rendered ahead in ${dir}: is its id still in the course?`);
}
// Compressed, as every CDN serves it: uncompressed, the simulated slow 4G would spend its time on
// 1.9 MB of wasm that no real host sends.
const server = await serve(dir, { compress: true });
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const samples = Object.fromEntries(pages.map(([kind]) => [kind, []]));
const below = Object.fromEntries(pages.map(([kind]) => [kind, new Set()]));
try {
  for (let round = 1; round <= runs; round++) {
    for (const [kind, path] of pages) {
      const url = `http://127.0.0.1:${server.address().port}${path}`;
      const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', formFactor: 'mobile' });
      const score = (k) => Math.round(lhr.categories[k].score * 100);
      const metric = (id) => lhr.audits[id].numericValue;
      samples[kind].push({
        performance: score('performance'), accessibility: score('accessibility'), best_practices: score('best-practices'), seo: score('seo'),
        lcp_ms: Math.round(metric('largest-contentful-paint')), tbt_ms: Math.round(metric('total-blocking-time')),
        cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
      });
      for (const a of Object.values(lhr.audits)) {
        if (a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual') below[kind].add(a.id);
      }
      process.stderr.write(`audit: round ${round} of ${runs}: ${kind} done\n`);
    }
  }
} finally {
  await chrome.kill();
  server.close();
}

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1; return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };
const results = Object.fromEntries(Object.entries(samples).map(([kind, xs]) => [kind, Object.fromEntries(Object.keys(xs[0]).map((k) => [k, median(xs.map((x) => x[k]))]))]));
const mark = (v, limit, atLeast) => `${v}${(atLeast ? v >= limit : v <= limit) ? '' : ' (over)'}`;
console.log(`Lighthouse mobile, median of ${runs} interleaved runs. Budgets: performance >= ${BUDGET.performance}, LCP <= ${BUDGET.lcp_ms} ms, TBT <= ${BUDGET.tbt_ms} ms, CLS <= ${BUDGET.cls}; accessibility, best practices, SEO ${BUDGET.other}.`);
console.log('| page | performance | LCP ms | TBT ms | CLS | accessibility | best practices | SEO |');
console.log('|---|---|---|---|---|---|---|---|');
for (const [kind, r] of Object.entries(results)) {
  console.log(`| ${kind} | ${mark(r.performance, BUDGET.performance, true)} | ${mark(r.lcp_ms, BUDGET.lcp_ms)} | ${mark(r.tbt_ms, BUDGET.tbt_ms)} | ${mark(r.cls, BUDGET.cls)} | `
    + `${mark(r.accessibility, 100, true)} | ${mark(r.best_practices, 100, true)} | ${mark(r.seo, 100, true)} |`);
}
for (const [kind, ids] of Object.entries(below)) if (ids.size) console.log(`${kind}: audits below 90 in some run: ${[...ids].slice(0, 10).join(', ')}`);
console.log(JSON.stringify({ runs, results }));
