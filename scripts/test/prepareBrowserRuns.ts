/**
 * What the browser runs share, made once before they start side by side: the seed covers' resized copies
 * (`node_modules/.cache/cue-connect/covers`; on a fresh clone the first seed encodes every cover, about 15 s on 2
 * cores, which every server started in parallel would otherwise do at the same time) and the two production builds
 * (`dist/` for the local server, `dist-static/` for static hosts), each built only when stale.
 */
import { ensureAppBuilt, ensureStaticAppBuilt } from '../../features/support/appBuild';
import { startMockServer } from '../../mocks/server/startMockServer';

const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
const server = await startMockServer();
await server.close();
console.log(`seed cover copies ready in ${seconds()} s`);
await ensureAppBuilt();
await ensureStaticAppBuilt();
console.log(`dist/ and dist-static/ ready in ${seconds()} s`);
