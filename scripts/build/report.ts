import type { Metafile } from 'esbuild';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface AssetSize {
  /** Path inside the output folder, e.g. `assets/main-AB12CD.js`. */
  path: string;
  bytes: number;
  gzipBytes: number;
}

/** What the browser loads before the first page renders: the entry, its static imports, its CSS. */
export interface InitialAssets {
  /** The entry first, then the chunks it imports statically (transitively). */
  js: AssetSize[];
  css: AssetSize[];
}

/** A built file's size, raw and gzipped (level 9). */
export function sizeOf(outdir: string, path: string): AssetSize {
  const bytes = readFileSync(join(outdir, path));
  return { path, bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
}

/**
 * Finds the initial JS and CSS from the metafile. Fails when a lazily loaded chunk has CSS of its own:
 * esbuild does not load such CSS, so every stylesheet must be imported from the entry.
 */
export function initialAssets(metafile: Metafile, root: string, outdir: string, entry: string): InitialAssets {
  const outputs = metafile.outputs;
  const inOutdir = (path: string) => relative(outdir, join(root, path)).replaceAll('\\', '/');
  const entryPath = Object.keys(outputs).find((path) => outputs[path]!.entryPoint === entry);
  if (!entryPath) throw new Error(`No output for ${entry} in the metafile.`);
  const js: string[] = [];
  const visit = (path: string) => {
    if (js.includes(path)) return;
    js.push(path);
    for (const imported of outputs[path]!.imports) if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
  };
  visit(entryPath);
  const entryCss = outputs[entryPath]!.cssBundle;
  const strayCss = Object.entries(outputs).filter(([path, output]) => path !== entryPath && output.cssBundle);
  if (strayCss.length) {
    throw new Error(`CSS imported outside the entry would never load: ${strayCss.map(([path]) => path).join(', ')}. Import it from src/app/styles.`);
  }
  return {
    js: js.map((path) => sizeOf(outdir, inOutdir(path))),
    css: entryCss ? [sizeOf(outdir, inOutdir(entryCss))] : [],
  };
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const total = (files: AssetSize[], key: 'bytes' | 'gzipBytes') => files.reduce((sum, file) => sum + file[key], 0);

/** The build summary printed by the CLI. */
export function formatReport(input: { outdir: string; root: string; config: object; initial: InitialAssets; embedInitial?: InitialAssets; ms: number }): string {
  const { initial } = input;
  const line = (label: string, files: AssetSize[]) =>
    `  ${label}  ${kB(total(files, 'gzipBytes')).padStart(9)} gzip  (${kB(total(files, 'bytes'))} raw, ${files.length} file${files.length === 1 ? '' : 's'})`;
  return [
    `Built ${relative(input.root, input.outdir) || '.'}/ in ${(input.ms / 1000).toFixed(1)} s, config.json ${JSON.stringify(input.config)}`,
    line('initial JS ', initial.js),
    line('initial CSS', initial.css),
    ...(input.embedInitial ? [line('embed JS   ', input.embedInitial.js), line('embed CSS  ', input.embedInitial.css)] : []),
  ].join('\n');
}
