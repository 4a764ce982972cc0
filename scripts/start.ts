/**
 * `npm start`: builds the app into dist/, then serves it and the mock API on one local origin.
 * The mock data lives in .data/ across restarts (store.sqlite: every answered write is committed before its
 * answer, so even `kill -9` loses nothing; blobs/: uploaded bytes). `npm run mock:reset` empties it.
 *
 * Settings (environment): PORT (default 5173); PUBLIC_ORIGIN, the origin every link the server writes starts with
 * and the one extra host name it answers (default: its own address, http://127.0.0.1:<PORT>); TRUST_PROXY, the
 * proxies whose X-Forwarded-For names the client (comma-separated addresses or CIDR ranges, default none);
 * MOCK_CONTROL=off turns the mock control endpoints (/__mock/*) off, for any server others can reach.
 */
import { build } from '../esbuild.config';
import { startMockServer } from '../mocks/server/startMockServer';
import { DATA_DIR } from './dataDir';

const port = Number(process.env.PORT ?? 5173);

await build({ log: true });
const server = await startMockServer({
  port,
  dataDir: DATA_DIR,
  staticDir: 'dist',
  publicOrigin: process.env.PUBLIC_ORIGIN || undefined,
  trustProxy: process.env.TRUST_PROXY || undefined,
  mockControl: process.env.MOCK_CONTROL !== 'off',
  warmPages: true,
});
console.log(`\nCue Connect is running at ${server.url}  (mock data in ${DATA_DIR}/, Ctrl-C to stop)\n`);
void server.warmed.then((warmed) => warmed && console.log(`Rendered ${warmed.pages} pages ahead of the first visitors in ${(warmed.milliseconds / 1000).toFixed(1)} s.`));

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  await server.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
