// The learner's kept recordings, in IndexedDB (localStorage holds text only). Each take is
// { id, task, created_ms, type, size, audio: Blob }. Every call returns a Promise and rejects
// with an Error whose message says what happened, in a sentence.
const DB = 'shoptalk-takes';
const STORE = 'takes';

function open() {
  return new Promise((resolve, reject) => {
    if (!globalThis.indexedDB) return reject(new Error('This browser has no storage for recordings.'));
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE, { keyPath: 'id', autoIncrement: true });
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(new Error(`The recordings store could not be opened (${req.error?.name ?? 'unknown error'}).`));
    req.onblocked = () => reject(new Error('The recordings store is busy in another tab; close it and try again.'));
  });
}

async function run(mode, work) {
  const db = await open();
  try {
    return await new Promise((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      let result;
      Promise.resolve(work(tx.objectStore(STORE))).then((r) => { result = r; });
      tx.oncomplete = () => resolve(result);
      const fail = () => {
        const name = tx.error?.name ?? 'unknown error';
        reject(new Error(name === 'QuotaExceededError'
          ? 'The browser has no room left for recordings; delete some takes and try again.'
          : `The recordings store failed (${name}).`));
      };
      tx.onerror = fail;
      tx.onabort = fail;
    });
  } finally {
    db.close();
  }
}

const request = (req) => new Promise((resolve) => { req.onsuccess = () => resolve(req.result); });

export function takes_put(task, created_ms, audio) {
  return run('readwrite', (s) => request(s.add({ task, created_ms, type: audio.type, size: audio.size, audio })));
}

// Every take without its audio: task, time and size are enough to list them.
export function takes_list() {
  return run('readonly', async (s) => (await request(s.getAll()))
    .map(({ id, task, created_ms, type, size }) => ({ id, task, created_ms, type, size })));
}

export function takes_audio(id) {
  return run('readonly', async (s) => (await request(s.get(id)))?.audio ?? null);
}

export function takes_delete(id) {
  return run('readwrite', (s) => request(s.delete(id)));
}

export function takes_clear() {
  return run('readwrite', (s) => request(s.clear()));
}
