// A plain static file server, as a CDN would be: files as they are, and 404.html (with
// status 404) for any path that is not a file, as GitHub Pages and Netlify do.
// Usage: node serve.mjs <dir> [port] [base]   (base like /shoptalk/ to mount under a sub-path)
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.wasm': 'application/wasm',
  '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json', '.png': 'image/png',
  '.webmanifest': 'application/manifest+json', '.txt': 'text/plain',
};

// `spa: true` answers unknown paths with index.html and status 200, as a host set up for
// single-page apps does (Netlify's _redirects, nginx try_files).
export function serve(dir, { port = 0, base = '/', headers = {}, spa = false } = {}) {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url, 'http://x');
    let path = decodeURIComponent(url.pathname);
    if (!path.startsWith(base)) { res.writeHead(404).end('outside the site'); return; }
    path = '/' + path.slice(base.length);
    const file = normalize(join(dir, path.endsWith('/') ? path + 'index.html' : path));
    if (!file.startsWith(normalize(dir))) { res.writeHead(403).end(); return; }
    try {
      if ((await stat(file)).isFile()) {
        res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', ...headers });
        res.end(await readFile(file));
        return;
      }
    } catch { /* fall through to 404.html */ }
    try {
      const body = await readFile(join(dir, spa ? 'index.html' : '404.html'));
      res.writeHead(spa ? 200 : 404, { 'content-type': TYPES['.html'], ...headers }).end(body);
    } catch { res.writeHead(404).end('not found'); }
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir, port = '8080', base = '/'] = process.argv.slice(2);
  const s = await serve(dir, { port: Number(port), base });
  console.log(`serving ${dir} at http://127.0.0.1:${s.address().port}${base}`);
}
