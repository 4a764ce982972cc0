import type { Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';

const ALL_PATHS_REEXPORT = /^export \{[^}]*\} from "\.\/allPaths";$/m;

/**
 * Keeps Blueprint's complete icon path tables (about 600 kB) out of the first load.
 *
 * `@blueprintjs/icons` re-exports `IconSvgPaths16`, `IconSvgPaths20` and `getIconPaths` from its index,
 * and its lazy "all paths" loader imports the same module; with code splitting esbuild then puts the
 * tables in a chunk the entry imports statically. The app imports icon components instead, so this
 * plugin drops that one re-export (importing `getIconPaths` from the package fails the build loudly).
 */
export const blueprintIconsPlugin: Plugin = {
  name: 'blueprint-icons-without-all-paths',
  setup(build) {
    build.onLoad({ filter: /[\\/]@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]index\.js$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!ALL_PATHS_REEXPORT.test(source)) {
        throw new Error('@blueprintjs/icons changed: its index no longer re-exports ./allPaths; review scripts/build/blueprintIconsPlugin.ts.');
      }
      return { contents: source.replace(ALL_PATHS_REEXPORT, ''), loader: 'js' };
    });
  },
};
