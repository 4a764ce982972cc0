/** `npm run mock:reset`: deletes the local server's data folder, so the next start begins from the seed. */
import { existsSync, rmSync } from 'node:fs';
import { DATA_DIR } from './dataDir';

if (existsSync(DATA_DIR)) {
  rmSync(DATA_DIR, { recursive: true, force: true });
  console.log(`Deleted ${DATA_DIR}/: the next \`npm start\` begins from the seed data.`);
} else {
  console.log(`Nothing to delete: ${DATA_DIR}/ does not exist (the mock data is already at its seed).`);
}
