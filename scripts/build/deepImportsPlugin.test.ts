import { readFileSync } from 'node:fs';
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

  // The rewrite skips an index's other modules. That can drop nothing: the project's feature indexes are pure
  // re-exports (featureIndexes.test.ts), and the packages rewritten declare which of their files have side effects.
  it('rewrites only packages whose JavaScript has no side effects but module state the app never uses', () => {
    const declared = DEEP_IMPORT_PACKAGES.flatMap((name) => {
      const manifest = JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')) as { sideEffects?: boolean | string[] };
      if (manifest.sideEffects === false) return [];
      if (!Array.isArray(manifest.sideEffects)) return [`${name}: sideEffects not declared`];
      return manifest.sideEffects.filter((pattern) => !pattern.endsWith('.css')).map((pattern) => `${name}/${pattern}`);
    });
    // The singleton behind Blueprint's imperative showContextMenu() (a module-level `let`); the app shows no context
    // menu (src/app/behaviours/contextMenu.ts turns the browser's off), so no module imports it.
    expect(declared).toEqual([
      '@blueprintjs/core/lib/cjs/components/context-menu/contextMenuSingleton.js',
      '@blueprintjs/core/lib/esm/components/context-menu/contextMenuSingleton.js',
      '@blueprintjs/core/lib/esnext/components/context-menu/contextMenuSingleton.js',
    ]);
  });
});
