// The two e2e builds (scripts/test.sh makes them), each from its own static server: the site
// at the domain root, and the same site under the sub-path /shoptalk/.
import { serve } from './serve.mjs';

export const dist = new URL('../../target/e2e/', import.meta.url).pathname;

export async function serveBoth() {
  return { root: await serve(dist + 'root', { base: '/' }), sub: await serve(dist + 'sub', { base: '/shoptalk/' }) };
}

/** The address of `path` on `server`, under `base`. */
export const url = (server, base, path) => `http://127.0.0.1:${server.address().port}${base}${path.replace(/^\//, '')}`;
