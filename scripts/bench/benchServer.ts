/**
 * The local server (`startMockServer`, as `npm start` runs it) in a process of its own, so a benchmark's client
 * does not share its event loop or heap: `tsx scripts/bench/benchServer.ts --data-dir <dir> [--static-dir <dist>]
 * [--tracks 10000]`. Prints `BENCH_SERVER {"url":…}` once it listens; SIGTERM closes it.
 */
import { parseArgs } from 'node:util';
import { prepareSearchIndex } from '../../mocks/handlers/musicSearch';
import { seedDatabase } from '../../mocks/seed';
import { startMockServer } from '../../mocks/server/startMockServer';

/** The line the parent (./serverProcess.ts) waits for. */
const READY_PREFIX = 'BENCH_SERVER ';

const { values } = parseArgs({
  options: { 'data-dir': { type: 'string' }, 'static-dir': { type: 'string' }, tracks: { type: 'string' } },
});
// As `npm start` runs it, its pages warmed before visitors come (a festival starts its server before it opens).
const server = await startMockServer({ dataDir: values['data-dir'], staticDir: values['static-dir'], warmPages: true });
const warmed = await server.warmed;
const wanted = Number(values.tracks ?? 0);
const seeded = server.provider.ctx.db.music.all().length;
if (wanted > seeded) await seedDatabase(server.provider.ctx, { extraTracks: wanted - seeded });
// As a server that has imported a catalogue reads it into its search index before it takes visitors.
prepareSearchIndex(server.provider.ctx);
const tracks = server.provider.ctx.db.music.all().length;
console.log(`${READY_PREFIX}${JSON.stringify({ url: server.url, tracks, warmed })}`);

const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
