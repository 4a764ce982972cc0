import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Benchmark } from './benchmark';
import { textTable } from './table';

/** Whether the module at `moduleUrl` is the script node was started with. */
export const isMain = (moduleUrl: string) => process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(moduleUrl);

/** Runs one benchmark on its own (`npx tsx scripts/bench/<file>.ts`): its table, then its details. */
export async function runAlone(benchmark: Benchmark): Promise<void> {
  try {
    const result = await benchmark.run();
    console.log(`\n${textTable(result.rows)}\n`);
    if (result.details.length) console.log(result.details.join('\n'));
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
