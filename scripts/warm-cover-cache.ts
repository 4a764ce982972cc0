/**
 * Makes the seed covers' resized copies once per machine (`node_modules/.cache/cue-connect/covers`), before the
 * test runs start servers side by side: on a fresh clone the first seed encodes every cover (about 15 s on 2
 * cores), which every server started in parallel would otherwise do at the same time. Later runs find the copies
 * on disk and start as fast as before. `npm test` runs it first; running it again is cheap.
 */
import { startMockServer } from '../mocks/server/startMockServer';

const started = performance.now();
const server = await startMockServer();
await server.close();
console.log(`seed cover copies ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
