/**
 * Fails when src/lib/api/generated/ differs from what @hey-api/openapi-ts generates from contracts/openapi.yaml now.
 * Run by `npm test`; fix with `npm run generate` and commit the result with the contract change.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const committed = 'src/lib/api/generated';

function listFiles(root: string, dir = root): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(root, path) : [relative(root, path)];
  });
}

/** Regenerates into a temp folder and lists every file that is missing, different or extra. */
export function diffGenerated(): string[] {
  const fresh = mkdtempSync(join(tmpdir(), 'cue-generated-'));
  try {
    execFileSync(process.execPath, [join('node_modules', '@hey-api', 'openapi-ts', 'bin', 'run.js')], {
      env: { ...process.env, OPENAPI_TS_OUTPUT: fresh },
      stdio: 'pipe',
    });
    const expected = new Set(listFiles(fresh));
    const actual = new Set(listFiles(committed));
    const problems: string[] = [];
    for (const file of expected) {
      if (!actual.has(file)) problems.push(`missing: ${file}`);
      else if (readFileSync(join(fresh, file), 'utf8') !== readFileSync(join(committed, file), 'utf8')) problems.push(`differs: ${file}`);
    }
    for (const file of actual) if (!expected.has(file)) problems.push(`not generated: ${file}`);
    return problems;
  } finally {
    rmSync(fresh, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = diffGenerated();
  if (problems.length) {
    console.error(`src/lib/api/generated/ has drifted from contracts/openapi.yaml:\n  ${problems.join('\n  ')}\nRun \`npm run generate\` and commit.`);
    process.exit(1);
  }
  console.log('Generated client matches the contract.');
}
