// Trunk post-build hook: runs in the staging directory before dist/ is replaced.
// - Minifies wasm-bindgen's JS glue and updates its integrity hash.
// - Computes the hashes of the inline scripts (Trunk's loader, the start-up error handler) and
//   writes a strict Content-Security-Policy into index.html (<meta http-equiv>) and into
//   _headers for hosts that read that file.
// - Writes 404.html (a copy of index.html) so deep links reload on static hosts.
// - Release builds: renders every route ahead of time (src/bin/prerender.rs, the app's own
//   components built natively) into <route>/index.html, the home page into index.html, each
//   with its title, description and (given SITE_ORIGIN) canonical link; the app replaces it.
// - Writes sw.js, a service worker that caches this build's files (named by their hashes) so
//   the app opens offline after one visit; a new build has a new cache name.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { minify } from 'terser';

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) { console.error('postbuild: TRUNK_STAGING_DIR is not set (run through trunk)'); process.exit(1); }
const indexPath = join(dir, 'index.html');
let html = readFileSync(indexPath, 'utf8');

const release = process.env.TRUNK_PROFILE === 'release';

// wasm-bindgen's JS glue, and the snippets of JS it imports (src/web/*.js), come unminified.
// A release build minifies each, so its SRI hash is written anew; its name keeps Trunk's hash
// of the original, which still names it uniquely.
async function minifyGlue() {
  const glue = html.match(/import init, \* as bindings from '[^']*\/([^'/]+\.js)'/)?.[1];
  if (!glue) { console.error("postbuild: no JS glue import found in Trunk's loader"); process.exit(1); }
  const snippets = [...html.matchAll(/\bhref="?[^" >]*?\/(snippets\/[^" >]+\.js)/g)].map((m) => m[1]);
  for (const file of [glue, ...snippets]) {
    const path = join(dir, file);
    const { code } = await minify(readFileSync(path, 'utf8'), { module: true, compress: true, mangle: true });
    writeFileSync(path, code);
    const sri = `sha384-${createHash('sha384').update(code).digest('base64')}`;
    let rewritten = 0;
    html = html.replace(/<link\b[^>]*>/g, (tag) => {
      if (!tag.includes(`/${file}`)) return tag;
      rewritten += 1;
      return tag.replace(/\bintegrity="?[^" >]+"?/, `integrity="${sri}"`);
    });
    if (rewritten === 0) { console.error(`postbuild: no <link> for ${file} to give the new integrity`); process.exit(1); }
  }
}
if (release) await minifyGlue();

// When the wasm is asked for, and when it starts. Measured by `make bench` (a set page, slow 4G
// and 4x CPU, two interleaved runs of three first visits each): a low-priority preload in the
// head let the page take its first answer after 6.6-6.8 s, against 7.2-7.3 s when the loader
// fetched the wasm only once the first frame was painted, with the largest paint no later
// (0.68-0.75 s against 0.68-0.82 s). So the preload stays, at low priority, so the page and its
// styles come first. The app still starts only after the first frame: where the wasm is at hand
// before the page has painted (a warm cache, a fast link), starting at once would replace the
// page rendered ahead before it was ever shown, and its first paint would wait for the wasm.
// `WASM_FETCH=after-paint` builds without the preload, for `make bench` to compare again.
if (release) {
  const preload = /<link\b(?=[^>]*\brel="?preload\b)(?=[^>]*_bg\.wasm)[^>]*>/;
  if (!preload.test(html)) { console.error("postbuild: no preload of the wasm in Trunk's output"); process.exit(1); }
  html = process.env.WASM_FETCH === 'after-paint'
    ? html.replace(preload, '')
    : html.replace(preload, (tag) => tag.replace(/\/?>$/, ' fetchpriority="low">'));
  const start = 'const wasm = await init(';
  if (!html.includes(start)) { console.error("postbuild: Trunk's loader no longer calls init as expected"); process.exit(1); }
  // The page's paint must have been counted, not only drawn, or the browser drops it as the
  // largest paint when the app replaces the page, and the largest paint then waits for the app
  // (seen in Chromium under load: two frames were not always enough). Where the browser reports
  // the largest paint, the app starts once it has (or after a second at most); elsewhere after
  // two frames. A tab opened in the background paints nothing until shown, and does not wait.
  const painted = `if (document.visibilityState !== 'hidden') await new Promise((go) => {
    if (!(PerformanceObserver.supportedEntryTypes ?? []).includes('largest-contentful-paint')) { requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(go))); return; }
    new PerformanceObserver((_, o) => { o.disconnect(); setTimeout(go); }).observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(go, 1000);
  });`;
  html = html.replace(start, `${painted}\n${start}`);
  // The wasm is compiled first and the app started in a task of its own. Where the bytes are at
  // hand at once (the preload done, a warm cache), the browser reads them for about 30 ms on the
  // main thread at 1x CPU, and the app's start-up takes as long again: one task, a tap waited for
  // both. `scheduler.yield` lets input in without queueing the start behind other tasks, where the
  // browser has it. `compile` from the bytes covers a host that serves the wasm with another
  // content type.
  const call = /const wasm = await init\(\{ module_or_path: ('[^']+') \}\)/;
  if (!call.test(html)) { console.error("postbuild: Trunk's loader no longer passes init the wasm's path"); process.exit(1); }
  html = html.replace(call, (_, url) => `const module = await WebAssembly.compileStreaming(fetch(${url}))
    .catch(async () => WebAssembly.compile(await (await fetch(${url})).arrayBuffer()));
await (globalThis.scheduler?.yield?.() ?? new Promise((go) => setTimeout(go)));
const wasm = await init({ module_or_path: module })`);
}

const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].filter((m) => !/\bsrc=/.test(m[1]));
if (scripts.length === 0) { console.error('postbuild: no inline loader script found in index.html'); process.exit(1); }
const hashes = scripts.map((m) => `'sha256-${createHash('sha256').update(m[2], 'utf8').digest('base64')}'`);

const policy = [
  "default-src 'self'",
  `script-src 'self' 'wasm-unsafe-eval' ${hashes.join(' ')}`,
  "style-src 'self'",
  "img-src 'self' data:",
  // Takes play back from object URLs made in the page.
  "media-src 'self' blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
].join('; ');

// The meta tag must come before any script it governs.
html = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>\s*/g, '');
// Trunk's minifier may have dropped the quotes: match either form, and refuse to go on without it.
const charset = /<meta charset="?utf-8"?>/i;
if (!charset.test(html)) { console.error('postbuild: no <meta charset="utf-8"> in index.html to put the CSP after'); process.exit(1); }
// `trunk serve` injects its live-reload script after this hook, so a development build gets no CSP
// meta tag (which would block it); release builds always do.
if (release) html = html.replace(charset, (m) => `${m}<meta http-equiv="Content-Security-Policy" content="${policy}">`);
writeFileSync(indexPath, html);
writeFileSync(join(dir, '404.html'), html);

const escapeHtml = (t) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// Until the app has started a page's controls are disabled: where it has any, a quiet status
// says why. index.html's script fills it in (so screen readers hear it once, and a browser
// without scripts shows nothing), and it goes with the page when the app takes over.
const readyNote = (body) => (/<(button|input|select|textarea)\b/.test(body) ? '<p class="getting-ready" role="status"></p>' : '');

// One page: the template's loading notice gives way to the rendered page, and the head names it.
function pageHtml(template, page) {
  const loading = /<div\b[^>]*\bid="?loading\b"?[^>]*>[\s\S]*?<\/main>\s*<\/div>/;
  if (!loading.test(template)) { console.error('postbuild: no loading notice in index.html to put the rendered page in'); process.exit(1); }
  const description = /<meta\b[^>]*\bname="?description\b"?[^>]*>/;
  if (!description.test(template)) { console.error('postbuild: no <meta name="description"> in index.html'); process.exit(1); }
  // A canonical link must be absolute, so it is written only when the build knows the origin.
  const canonical = siteOrigin ? `<link rel="canonical" href="${escapeHtml(`${siteOrigin}${publicUrl.replace(/\/$/, '')}${page.path}`)}">` : '';
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>${canonical}`)
    .replace(description, `<meta name="description" content="${escapeHtml(page.description)}">`)
    .replace(loading, () => `<div id="prerendered">${readyNote(page.body)}${page.body}</div>`);
}

const publicUrl = process.env.TRUNK_PUBLIC_URL || '/';
// SITE_ORIGIN=https://example.org make dist: where the site will be served, for canonical links.
const siteOrigin = (process.env.SITE_ORIGIN || '').replace(/\/$/, '');
if (siteOrigin && !/^https?:\/\/[^/]+$/.test(siteOrigin)) { console.error(`postbuild: SITE_ORIGIN must be like https://example.org, not ${siteOrigin}`); process.exit(1); }
let pages = [];
if (release) {
  const json = execFileSync('cargo', ['run', '--quiet', '--features', 'prerender', '--bin', 'prerender', '--', publicUrl],
    { cwd: process.env.TRUNK_SOURCE_DIR || '.', maxBuffer: 256 * 1024 * 1024, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  pages = JSON.parse(json);
  for (const page of pages) {
    const file = join(dir, page.path.replace(/^\//, ''), 'index.html');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, pageHtml(html, page));
  }
  console.log(`postbuild: ${pages.length} pages rendered ahead`);
}

// frame-ancestors only works as a header, so hosts that read _headers get it too.
writeFileSync(join(dir, '_headers'), `/*
  Content-Security-Policy: ${policy}; frame-ancestors 'none'
  X-Content-Type-Options: nosniff
  Referrer-Policy: no-referrer
/index.html
  Cache-Control: no-cache
/404.html
  Cache-Control: no-cache
/*.wasm
  Cache-Control: public, max-age=31536000, immutable
/*.js
  Cache-Control: public, max-age=31536000, immutable
/*.css
  Cache-Control: public, max-age=31536000, immutable
/sw.js
  Cache-Control: no-cache
`);
// The service worker: every file of the build except the ones only hosts read.
const walk = (d) => readdirSync(d).flatMap((f) => statSync(join(d, f)).isDirectory() ? walk(join(d, f)) : [join(d, f)]);
// Pages rendered ahead are cached as they are visited, not all at install: the app itself routes
// every page offline, and fetching them all would cost a phone over 1 MB (brotli) more on a first visit.
const pageFiles = new Set(pages.map((p) => join(p.path.replace(/^\//, ''), 'index.html')));
const files = walk(dir).map((f) => relative(dir, f).split('\\').join('/')).filter((f) => !['_headers', '_redirects', 'sw.js'].includes(f) && !pageFiles.has(f)).sort();
const version = createHash('sha256').update(files.join('\n') + html).digest('hex').slice(0, 16);
writeFileSync(join(dir, 'sw.js'), `// Generated by scripts/postbuild.mjs for one build.
const CACHE = 'shoptalk-${version}';
const FILES = ${JSON.stringify(['./', ...files.filter((f) => f !== 'index.html')])};
const url = (f) => new URL(f, self.registration.scope).href;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((c) => c.addAll(FILES.map(url))).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith('shoptalk-') && k !== CACHE).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET' || new URL(req.url).origin !== self.location.origin) return;
  if (req.mode === 'navigate') {
    // Pages: the network first, so a new deploy is seen, keeping a copy; offline, that copy, or
    // the app shell, which routes itself.
    event.respondWith(fetch(req).then((res) => {
      if (res.ok) { const copy = res.clone(); caches.open(CACHE).then((c) => c.put(req, copy)); }
      return res;
    }).catch(() => caches.match(req).then((hit) => hit || caches.match(url('404.html')))));
    return;
  }
  // Hashed files never change: the cache first.
  event.respondWith(caches.match(req).then((hit) => hit || fetch(req)));
});
`);

// Netlify and Cloudflare Pages: an address with no page of its own gets the app's loading notice
// (it routes itself) with status 200; every page rendered ahead is a file and is served as it is.
writeFileSync(join(dir, '_redirects'), '/*  /404.html  200\n');

console.log(`postbuild: CSP with ${hashes.length} script hash(es) written to ${release ? 'index.html, 404.html and ' : ''}_headers; sw.js caches ${files.length + 1} files`);
