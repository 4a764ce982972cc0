import type { IconName, IconPaths, IconSize } from '@blueprintjs/icons';

type BlueprintIcons = typeof import('@blueprintjs/icons/lib/esm/iconLoader.js').Icons;

let loaded: BlueprintIcons | undefined;
let loading: Promise<BlueprintIcons> | undefined;

const loadBlueprintIcons = () => (loading ??= import('@blueprintjs/icons/lib/esm/iconLoader.js').then((module) => (loaded = module.Icons)));

/**
 * Stands in for `Icons` of `@blueprintjs/icons` in Blueprint's own `<Icon>` (the build rewrites that import,
 * see scripts/build/deepImportsPlugin.ts). The real loader carries the table of every icon name (about
 * 12 kB gzip) and is only needed for icons given by name; the app passes icon components. An icon given by
 * name still works: `<Icon>` asks for its paths, gets none yet, calls `load`, which brings the real loader.
 */
export const Icons = {
  getPaths(icon: IconName, size: IconSize): IconPaths | undefined {
    return loaded?.getPaths(icon, size);
  },
  async load(icons: IconName | IconName[], size: IconSize): Promise<void> {
    const real = await loadBlueprintIcons();
    await (Array.isArray(icons) ? real.load(icons, size) : real.load(icons, size));
  },
};
