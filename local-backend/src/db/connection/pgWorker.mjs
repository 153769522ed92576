// The database thread: the one PGlite instance runs here, off the main thread, so the HTTP server
// keeps answering whatever a query does, and a query that outlives its statement timeout can be
// stopped by terminating this thread (PGlite runs in WASM and cannot be interrupted otherwise).
// Plain JavaScript: it is started by tsx, vitest and Node alike, none of which need to compile it.
import { parentPort, workerData } from 'node:worker_threads';
import { Blob } from 'node:buffer';
import { PGlite } from '@electric-sql/pglite';
// Contrib extensions the migrations create, as hosted Supabase offers them: PGlite loads each one's
// code when `create extension` first asks for it (pg_trgm: the events search, 20261130500300;
// unaccent: the search's folding of accents, 20261130700100).
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

const { dataDir, template, clock: clockBuffer, pgliteWasmModule, fsBundle } = workerData;
// Shared with the main thread (databaseThread.ts): the id of the call running now (0: none) and when it
// began, so a statement timeout counts the statement's own time, not the time it waited.
const clock = new Float64Array(clockBuffer);
// The compiled module and the file bundle come from the main thread, compiled once (databaseThread.ts).
const pg = new PGlite({
  dataDir,
  extensions: { pg_trgm, unaccent },
  ...(pgliteWasmModule ? { pgliteWasmModule, fsBundle: new Blob([fsBundle]) } : {}),
  ...(template ? { loadDataDir: new Blob([template]) } : {}),
});

/** A PGlite error's fields (code, detail, hint, position...) survive the trip to the main thread. */
function describe(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function' || typeof value === 'object') continue;
    fields[key] = value;
  }
  return fields;
}

const quiet = () => undefined;

async function run(request) {
  switch (request.op) {
    // Notices (e.g. PGlite's "wal_level is insufficient" for the publication) are not errors.
    case 'query': {
      if (!request.before) return pg.query(request.sql, request.params ?? [], { onNotice: quiet });
      // A transaction's opening statements and its first query in one trip. Both are queued in
      // PGlite at once, so nothing can run between them; the opening's error is the one reported.
      const [opening, query] = await Promise.allSettled([
        pg.exec(request.before, { onNotice: quiet }),
        pg.query(request.sql, request.params ?? [], { onNotice: quiet }),
      ]);
      if (opening.status === 'rejected') throw opening.reason;
      if (query.status === 'rejected') throw query.reason;
      return query.value;
    }
    case 'exec':
      return pg.exec(request.sql, { onNotice: quiet });
    // LISTEN on a channel: each notification is posted to the main thread (see DatabaseThread.listen).
    case 'listen':
      await pg.listen(request.channel, (payload) => parentPort.postMessage({ notification: { channel: request.channel, payload } }));
      return null;
    case 'dump': {
      const dump = await pg.dumpDataDir('none');
      return new Uint8Array(await dump.arrayBuffer());
    }
    case 'close':
      await pg.close();
      return null;
    default:
      throw new Error(`unknown database operation ${request.op}`);
  }
}

pg.waitReady.then(
  () => {
    parentPort.postMessage({ ready: true });
    // One call at a time, in the order sent (PGlite runs one statement at a time anyway), so the
    // clock names the call whose statement is actually running.
    let queue = Promise.resolve();
    parentPort.on('message', (request) => {
      queue = queue.then(() => handle(request));
    });
  },
  (error) => parentPort.postMessage({ ready: false, error: describe(error) }),
);

async function handle(request) {
  clock[1] = Date.now();
  clock[0] = request.id ?? 0;
  try {
    const result = await run(request);
    clock[0] = 0;
    // Only the plain parts of a result cross the thread boundary.
    const plain = request.op === 'query' ? strip(result) : request.op === 'exec' ? result.map(strip) : result;
    parentPort.postMessage({ id: request.id, ok: true, result: plain });
  } catch (error) {
    clock[0] = 0;
    parentPort.postMessage({ id: request.id, ok: false, error: describe(error) });
  }
}

function strip(result) {
  return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
}
