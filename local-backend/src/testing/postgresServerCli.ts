/**
 * `tsx local-backend/src/testing/postgresServerCli.ts start <port>`: starts a private PostgreSQL
 * cluster (postgresServer.ts) and prints two shell assignments, PG_TEST_ROOT and
 * LOCAL_BACKEND_TEST_DATABASE_URL, for `eval`. `... stop <root>` stops it and removes its folder.
 * `.ci/run` uses it so that the tests run on both engines.
 */
import { startPostgresServer, stopPostgresServerAt } from './postgresServer';

const [command, argument] = process.argv.slice(2);
if (command === 'start' && argument && Number.isInteger(Number(argument))) {
  const server = await startPostgresServer({ port: Number(argument) });
  console.error(`${server.version} on 127.0.0.1:${argument}, cluster in ${server.root}`);
  console.log(`PG_TEST_ROOT='${server.root}'`);
  console.log(`LOCAL_BACKEND_TEST_DATABASE_URL='${server.url}'`);
} else if (command === 'stop' && argument) {
  stopPostgresServerAt(argument);
} else {
  console.error('Usage: postgresServerCli.ts start <port> | stop <cluster folder>');
  process.exit(2);
}
