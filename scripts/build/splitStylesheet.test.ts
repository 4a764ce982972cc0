import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitStylesheet, writeStylesheetParts } from './splitStylesheet';

const CHARSET = '@charset "UTF-8";';
const RULES = [
  ':root{--a:1px;--b:"}{;"}',
  '.button{color:red}',
  "/* a } comment { with braces; */.card::before{content:'}'}",
  '@media (min-width:600px){.button{color:blue}.card{margin:0}}',
  '@supports (display:grid){@media (prefers-color-scheme:dark){.card{color:#fff}}}',
  '@font-face{font-family:X;src:url("/x.woff2")}',
  '.tag{content:"\\"}"}',
  '@keyframes spin{from{transform:none}to{transform:rotate(1turn)}}',
];
const CSS = `${CHARSET}${RULES.join('')}`;

describe('splitStylesheet', () => {
  it('cuts only between top-level rules: braces in strings, comments and nested at-rules stay whole', () => {
    const parts = splitStylesheet(CSS, 1);
    expect(parts.map((part) => part.slice(CHARSET.length))).toEqual(RULES);
  });

  it('repeats the @charset in every part, and the parts joined give back the stylesheet', () => {
    const parts = splitStylesheet(CSS, 60);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.length).toBeLessThan(RULES.length);
    for (const part of parts) expect(part.startsWith(CHARSET)).toBe(true);
    expect(CHARSET + parts.map((part) => part.slice(CHARSET.length)).join('')).toBe(CSS);
  });

  it('keeps a stylesheet smaller than a part whole, with or without a @charset', () => {
    expect(splitStylesheet(CSS, 10_000)).toEqual([CSS]);
    expect(splitStylesheet('.a{color:red}', 1)).toEqual(['.a{color:red}']);
    expect(splitStylesheet('', 1)).toEqual(['']);
  });
});

describe('writeStylesheetParts', () => {
  let outdir: string;
  beforeAll(async () => {
    outdir = await mkdtemp(join(tmpdir(), 'cue-split-'));
    await mkdir(join(outdir, 'assets'));
    await writeFile(join(outdir, 'assets', 'main-ABCD2345.css'), CSS);
  });
  afterAll(() => rm(outdir, { recursive: true, force: true }));

  it('writes each part beside the stylesheet under a name made of its content, in order', async () => {
    const paths = await writeStylesheetParts(outdir, 'assets/main-ABCD2345.css', 60);
    expect(paths.length).toBeGreaterThan(1);
    for (const path of paths) expect(path).toMatch(/^assets\/main-[A-Z2-7]{8}\.css$/);
    expect(new Set(paths).size).toBe(paths.length);
    const parts = await Promise.all(paths.map((path) => readFile(join(outdir, path), 'utf8')));
    expect(parts).toEqual(splitStylesheet(CSS, 60));
    expect(await writeStylesheetParts(outdir, 'assets/main-ABCD2345.css', 60)).toEqual(paths);
  });

  it('answers the stylesheet itself when it fits in one part', async () => {
    expect(await writeStylesheetParts(outdir, 'assets/main-ABCD2345.css', 10_000)).toEqual(['assets/main-ABCD2345.css']);
  });
});
