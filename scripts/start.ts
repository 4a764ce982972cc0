/**
 * `npm start`: builds the app into dist/, then serves it and the mock API on one local origin.
 * The mock data lives in .data/ across restarts (store.sqlite: every answered write is committed before its
 * answer, so even `kill -9` loses nothing; blobs/: uploaded bytes). `npm run mock:reset` empties it. PORT overrides 5173.
 */
import { build } from '../esbuild.config';
import { startMockServer } from '../mocks/server/startMockServer';
import { DATA_DIR } from './dataDir';

const port = Number(process.env.PORT ?? 5173);

await build({ log: true });
const server = await startMockServer({ port, dataDir: DATA_DIR, staticDir: 'dist' });
console.log(`\nCue Connect is running at ${server.url}  (mock data in ${DATA_DIR}/, Ctrl-C to stop)\n`);

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
