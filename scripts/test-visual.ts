/**
 * `npm run test:visual`: the screens of the accessibility crawl (e2e/accessibility.test.ts) compared with their
 * committed baselines (e2e/visual/baselines/, e2e/support/visualCheck.ts). `npm run test:visual -- --update`
 * writes the baselines anew instead: run it after a change meant to look different, look at the new images
 * (`git diff --stat e2e/visual`, and the pictures themselves), and commit them with the change.
 * Further words choose screens by name, as vitest's `-t` does: `npm run test:visual -- --update shortlists`.
 */
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const update = args.includes('--update');
const filter = args.filter((arg) => arg !== '--update').join(' ');
const result = spawnSync('npx', ['vitest', 'run', 'e2e/accessibility.test.ts', ...(filter ? ['-t', filter] : [])], {
  stdio: 'inherit',
  env: { ...process.env, ...(update ? { CUE_VISUAL_UPDATE: '1' } : {}) },
});
process.exit(result.status ?? 1);
