/**
 * `pnpm db:schema`: writes supabase/schema.sql (dumpSchema.ts). A private PostgreSQL 15 cluster
 * on a free port, a database laid out as a new hosted project, every migration pushed by the real
 * Supabase CLI (as the deploy-path test does), then pg_dump; the cluster is removed afterwards.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../paths';
import { createHostedProject } from '../testing/hostedProject';
import { startPostgresServer } from '../testing/postgresServer';
import { runSupabaseCli } from '../testing/supabaseCli';
import { dumpSchema, POSTGRES_15_BIN, SCHEMA_FILE } from './dumpSchema';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const server = await startPostgresServer({ port: await freePort(), bin: POSTGRES_15_BIN });
const cliHome = fs.mkdtempSync(path.join(os.tmpdir(), 'supabase-cli-home-'));
try {
  const project = await createHostedProject(server.url);
  try {
    const push = await runSupabaseCli(cliHome, 'db', 'push', '--db-url', project.url, '--yes');
    if (push.code !== 0) throw new Error(`supabase db push failed:\n${push.output}`);
    fs.writeFileSync(SCHEMA_FILE, await dumpSchema(project.superuserUrl));
    console.log(`Wrote ${path.relative(REPO_ROOT, SCHEMA_FILE)}`);
  } finally {
    await project.drop();
  }
} finally {
  await server.stop();
  fs.rmSync(cliHome, { recursive: true, force: true });
}
