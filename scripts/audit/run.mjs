// `make audit`: Lighthouse (mobile profile) on the built site from a local static server (brotli, as a CDN), with
// Debian's Chromium; prints per page the four category scores and the largest contentful paint, total
// blocking time and layout shift beside their budgets, then one JSON line. Figures, not pass or fail.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { existsSync } from 'node:fs';
import { serve } from '../../tests/e2e/serve.mjs';

const dir = process.argv[2];
const pages = (process.argv[3] ?? '/,/paths/ml-infrastructure-specialist/,/sets/fsdp-basics/,/glossary/,/glossary/kv-cache/').split(',');
const BUDGET = { performance: 95, lcp_ms: 1500, tbt_ms: 150, cls: 0.02 };
const chromePath = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/google-chrome'].find((p) => p && existsSync(p));
// Compressed, as every CDN serves it: uncompressed, the simulated slow 4G would spend its time on
// 1.9 MB of wasm that no real host sends.
const server = await serve(dir, { compress: true });
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const results = {};
try {
  for (const path of pages) {
    const url = `http://127.0.0.1:${server.address().port}${path}`;
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', formFactor: 'mobile' });
    const scores = Object.fromEntries(['performance', 'accessibility', 'best-practices', 'seo'].map((k) => [k, Math.round(lhr.categories[k].score * 100)]));
    const metric = (id) => lhr.audits[id].numericValue;
    const vitals = { lcp_ms: Math.round(metric('largest-contentful-paint')), tbt_ms: Math.round(metric('total-blocking-time')), cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000 };
    results[path] = { ...scores, ...vitals };
    const within = (v, max) => (v <= max ? 'within' : 'over');
    console.log(`${path}: LCP ${vitals.lcp_ms} ms (${within(vitals.lcp_ms, BUDGET.lcp_ms)} ${BUDGET.lcp_ms}), TBT ${vitals.tbt_ms} ms (${within(vitals.tbt_ms, BUDGET.tbt_ms)} ${BUDGET.tbt_ms}), CLS ${vitals.cls} (${within(vitals.cls, BUDGET.cls)} ${BUDGET.cls}), performance ${scores.performance} (aim ${BUDGET.performance})`);
    const failing = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative').map((a) => a.id);
    console.log(`${path}: performance ${scores.performance}, accessibility ${scores.accessibility}, best practices ${scores['best-practices']}, SEO ${scores.seo}`
      + (failing.length ? ` (below 90: ${failing.slice(0, 8).join(', ')})` : ''));
  }
} finally {
  await chrome.kill();
  server.close();
}
console.log(JSON.stringify(results));
