// A plain static file server, as a CDN would be: files as they are (compressed on request), and
// 404.html (with status 404) for any path that is not a file, as GitHub Pages and Netlify do.
// Usage: node serve.mjs <dir> [port] [base]   (base like /shoptalk/ to mount under a sub-path)
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.wasm': 'application/wasm',
  '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json', '.png': 'image/png',
  '.webmanifest': 'application/manifest+json', '.txt': 'text/plain',
};

// `spa: true` answers unknown paths with 404.html (the app's loading notice) and status 200, as
// the build's _redirects and the README's nginx block do.
// `compress: true` sends brotli (or gzip) to browsers that accept it, as CDNs do.
export function serve(dir, { port = 0, base = '/', headers = {}, spa = false, compress = false } = {}) {
  const packed = new Map();
  const send = (req, res, status, type, body) => {
    const accepts = req.headers['accept-encoding'] ?? '';
    const encoding = !compress ? null : /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
    if (encoding) {
      const key = `${encoding}:${createHash('sha1').update(body).digest('hex')}`;
      if (!packed.has(key)) {
        packed.set(key, encoding === 'br' ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) : gzipSync(body, { level: 9 }));
      }
      body = packed.get(key);
    }
    res.writeHead(status, { 'content-type': type, ...(compress ? { vary: 'accept-encoding' } : {}), ...(encoding ? { 'content-encoding': encoding } : {}), ...headers });
    res.end(body);
  };
  const server = createServer(async (req, res) => {
    const url = new URL(req.url, 'http://x');
    let path = decodeURIComponent(url.pathname);
    if (!path.startsWith(base)) { res.writeHead(404).end('outside the site'); return; }
    path = '/' + path.slice(base.length);
    const file = normalize(join(dir, path.endsWith('/') ? path + 'index.html' : path));
    if (!file.startsWith(normalize(dir))) { res.writeHead(403).end(); return; }
    try {
      if ((await stat(file)).isFile()) {
        send(req, res, 200, TYPES[extname(file)] ?? 'application/octet-stream', await readFile(file));
        return;
      }
    } catch { /* fall through to 404.html */ }
    try {
      send(req, res, spa ? 200 : 404, TYPES['.html'], await readFile(join(dir, '404.html')));
    } catch { res.writeHead(404).end('not found'); }
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir, port = '8080', base = '/'] = process.argv.slice(2);
  const s = await serve(dir, { port: Number(port), base });
  console.log(`serving ${dir} at http://127.0.0.1:${s.address().port}${base}`);
}
