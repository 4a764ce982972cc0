import { startPagesLikeHost, type PlainHost } from '../../e2e/support/plainStaticHosts';
import { ensureStaticAppBuilt } from './appBuild';

/**
 * The static build (`dist-static/`: the mock in the browser's service worker) published on a host that knows no
 * rewrites, as GitHub Pages behaves (a file, a folder's index.html, else 404.html with status 404). The shared
 * build (appBuild.ts), published once per cucumber worker on first use.
 */
let published: Promise<PlainHost> | undefined;

export function staticHost(): Promise<PlainHost> {
  published ??= ensureStaticAppBuilt().then((outdir) => startPagesLikeHost(outdir));
  return published;
}

export async function stopStaticHost(): Promise<void> {
  const current = published;
  published = undefined;
  if (!current) return;
  await (await current).close();
}
