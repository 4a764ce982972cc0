import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stylesheetImportProblems } from './stylesheetImportsPlugin';

const root = mkdtempSync(join(tmpdir(), 'cue-css-imports-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

describe('stylesheet imports', () => {
  it('allows them in the style entry and the embed entry, and refuses them in a module index or a page', async () => {
    write('src/app/styles/index.ts', `import '@blueprintjs/core/lib/css/blueprint.css';\nimport './layout.css';\n`);
    write('src/features/embed/main.tsx', `import './embed.css';\nexport {};\n`);
    write('src/features/shortlists/pages/index.ts', `/** Lists. */\nimport './shortlists.css';\nexport { ShortlistPage } from './ShortlistPage';\n`);
    write('src/features/catalog/track/TrackPage.tsx', `import styles from "./track.css";\nexport const page = styles;\n`);
    write('src/features/catalog/track/notes.ts', `// a comment naming 'notes.css' is no import\nexport const file = 'x.css';\n`);
    const problems = await stylesheetImportProblems(root);
    expect(problems).toHaveLength(2);
    expect(problems.find((problem) => problem.startsWith('src/features/shortlists/pages/index.ts imports the stylesheet "./shortlists.css"'))).toBeDefined();
    expect(problems.find((problem) => problem.startsWith('src/features/catalog/track/TrackPage.tsx imports the stylesheet "./track.css"'))).toBeDefined();
  });

  it('finds none in the project', async () => {
    expect(await stylesheetImportProblems(join(import.meta.dirname, '../..'))).toEqual([]);
  });
});
