import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';

interface Metafile {
  outputs: Record<string, { entryPoint?: string }>;
}

/** The file name of the chunk the build made for one source module (`src/app/routes/faq.tsx` -> `faq-HASH.js`). */
export async function chunkOf(sourceModule: string, metafile = 'dist/meta.json'): Promise<string> {
  const { outputs } = JSON.parse(await readFile(metafile, 'utf8')) as Metafile;
  const output = Object.entries(outputs).find(([path, info]) => info.entryPoint === sourceModule && path.endsWith('.js'));
  if (!output) throw new Error(`No chunk for ${sourceModule} in ${metafile}`);
  return basename(output[0]);
}
