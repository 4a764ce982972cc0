import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { build } from '../../esbuild.config';
import { startPagesLikeHost, type PlainHost } from '../../e2e/support/plainStaticHosts';

/**
 * The static build (`dist-static/`: the mock in the browser's service worker) published on a host that knows no
 * rewrites, as GitHub Pages behaves (a file, a folder's index.html, else 404.html with status 404). Built once per
 * cucumber worker, on first use, into a temporary folder.
 */
let published: Promise<{ host: PlainHost; outdir: string }> | undefined;

export function staticHost(): Promise<PlainHost> {
  published ??= (async () => {
    const outdir = await mkdtemp(join(tmpdir(), 'cue-features-static-'));
    await build({ static: true, outdir: relative(process.cwd(), outdir) });
    return { host: await startPagesLikeHost(outdir), outdir };
  })();
  return published.then(({ host }) => host);
}

export async function stopStaticHost(): Promise<void> {
  const current = published;
  published = undefined;
  if (!current) return;
  const { host, outdir } = await current;
  await host.close();
  await rm(outdir, { recursive: true, force: true });
}
