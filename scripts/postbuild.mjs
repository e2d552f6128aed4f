// Trunk post-build hook: runs in the staging directory before dist/ is replaced.
// - Computes the hash of Trunk's inline loader script and writes a strict Content-Security-Policy
//   into index.html (<meta http-equiv>) and into _headers for hosts that read that file.
// - Writes 404.html (a copy of index.html) so deep links reload on static hosts.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) { console.error('postbuild: TRUNK_STAGING_DIR is not set (run through trunk)'); process.exit(1); }
const indexPath = join(dir, 'index.html');
let html = readFileSync(indexPath, 'utf8');

const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].filter((m) => !/\bsrc=/.test(m[1]));
if (scripts.length === 0) { console.error('postbuild: no inline loader script found in index.html'); process.exit(1); }
const hashes = scripts.map((m) => `'sha256-${createHash('sha256').update(m[2], 'utf8').digest('base64')}'`);

const policy = [
  "default-src 'self'",
  `script-src 'self' 'wasm-unsafe-eval' ${hashes.join(' ')}`,
  "style-src 'self'",
  "img-src 'self' data:",
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
html = html.replace(/<meta charset="utf-8">/i, (m) => `${m}\n    <meta http-equiv="Content-Security-Policy" content="${policy}">`);
writeFileSync(indexPath, html);
writeFileSync(join(dir, '404.html'), html);

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
console.log(`postbuild: CSP with ${hashes.length} script hash(es) written to index.html, 404.html and _headers`);
