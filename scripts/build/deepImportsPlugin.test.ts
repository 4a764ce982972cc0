import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEEP_IMPORT_PACKAGES, isModuleIndex, rewriteDeepImports } from './deepImportsPlugin';
import { createExportResolver, resolveRelative } from './packageExports';

const root = process.cwd();
const entries = new Map<string, string>([
  ['@blueprintjs/core', join(root, 'node_modules/@blueprintjs/core/lib/esm/index.js')],
  ['@blueprintjs/icons', join(root, 'node_modules/@blueprintjs/icons/lib/esm/generated/index.js')],
]);
const resolver = createExportResolver(entries);
const rewrite = (path: string, text: string) =>
  rewriteDeepImports(path, text, (specifier) => {
    if (entries.has(specifier)) return (name) => resolver.resolve(specifier, name);
    const target = specifier.startsWith('.') ? resolveRelative(path, specifier) : undefined;
    return target && isModuleIndex(root, target) ? (name) => resolver.resolveIn(target, name) : undefined;
  });
const core = (file: string) => JSON.stringify(join(root, 'node_modules/@blueprintjs/core/lib/esm', file));

describe('deep imports of Blueprint', () => {
  it('rewrites each named import to the module that defines it, keeping local names and erasable types', () => {
    const source = `import { Button, Intent as Tone, type ButtonProps, Classes } from '@blueprintjs/core';\nconst x = 1;\n`;
    const rewritten = rewrite('/app/src/Page.tsx', source)!;
    const [firstLine, secondLine] = rewritten.split('\n');
    expect(firstLine).toContain(`import { Button } from ${core('components/button/buttons.js')};`);
    expect(firstLine).toContain(`import { Intent as Tone } from ${core('common/intent.js')};`);
    expect(firstLine).toContain(`import * as Classes from ${core('common/classes.js')};`);
    expect(firstLine).toContain(`import { type ButtonProps } from "@blueprintjs/core";`);
    expect(secondLine).toBe('const x = 1;');
  });

  it('finds icon components through the icons package entry', () => {
    const rewritten = rewrite('/app/src/Nav.tsx', `import { Music, HomeIcon } from "@blueprintjs/icons";`)!;
    expect(rewritten).toContain('generated/components/music.js');
    expect(rewritten).toContain('generated/components/home.js');
    expect(rewritten).not.toContain('"@blueprintjs/icons"');
  });

  it("imports a page from its own file rather than its feature's index, so a route does not carry the feature's other pages", () => {
    const route = join(root, 'src/app/routes/home.tsx');
    const rewritten = rewrite(route, `import { HomePage } from '../../features/catalog';`)!;
    expect(rewritten).toBe(`import { HomePage } from ${JSON.stringify(join(root, 'src/features/catalog/home/HomePage.tsx'))};`);
    expect(rewrite(route, `import { notFoundLoader } from './loaders';`)).toBeUndefined();
  });

  it('leaves other imports alone and fails loudly on a value a JavaScript module imports that cannot be found', () => {
    expect(rewrite('/app/src/a.ts', `import { useState } from 'react';`)).toBeUndefined();
    expect(() => rewrite('/lib/b.js', `import { NoSuchThing } from "@blueprintjs/core";`)).toThrow(/NoSuchThing/);
    expect(DEEP_IMPORT_PACKAGES).toEqual(['@blueprintjs/core', '@blueprintjs/icons', 'react-i18next']);
  });
});
