import { RouterContextProvider, type LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { listMusicians } from '../../lib/api/generated/sdk.gen';
import { resultData } from '../../lib/api/resultData';
import { hydratesServerData, serverApi, serverLoader, type ServerApi } from './serverRouteData';

const argsWith = (api: ServerApi | undefined, url = '/musician-list?page=2') => {
  const context = new RouterContextProvider();
  if (api) context.set(serverApi, api);
  return { request: new Request(`http://cue.test${url}`), params: {}, context, unstable_pattern: '' } as unknown as LoaderFunctionArgs;
};

/** A server's in-process API: answers every request with `answer`, and records what it was asked. */
function fakeServer(answer: (request: Request) => Response) {
  const asked: string[] = [];
  const api: ServerApi = {
    baseUrl: 'http://server.test',
    language: 'en',
    fetch: (input, init) => {
      const request = new Request(input, init);
      asked.push(`${request.method} ${request.url} ${request.headers.get('authorization') ?? 'anonymous'}`);
      return Promise.resolve(answer(request));
    },
  };
  return { api, asked };
}

const page = { content: [], page: 2, size: 12, totalElements: 0, totalPages: 1 };
const readPage = serverLoader((call, language, { request }) =>
  resultData(listMusicians({ ...call, query: { page: Number(new URL(request.url).searchParams.get('page')), size: 12, lang: language } })),
);

describe('a loader reading a page’s content on a server rendering it', () => {
  it('reads nothing in the browser or a build-time prerender (no server API in the context)', async () => {
    expect(await readPage(argsWith(undefined))).toBeNull();
  });

  it('reads through the server’s own fetch, anonymously, in the page’s language, and returns the content', async () => {
    const { api, asked } = fakeServer(() => Response.json({ status: 200, code: 'OK', message: 'OK', data: page }));
    const data = await readPage(argsWith(api));
    expect({ data, asked }).toEqual({
      data: { serverData: page },
      asked: ['GET http://server.test/api/v1/musicians?page=2&size=12&lang=en anonymous'],
    });
    expect(hydratesServerData({ loaderData: { page: data } })).toBe(true);
  });

  it('returns null when the read fails, so the page loads (and tells the failure) itself', async () => {
    const { api } = fakeServer(() => Response.json({ status: 500, code: 'SERVER_ERROR', message: 'boom' }, { status: 500 }));
    expect(await readPage(argsWith(api))).toBeNull();
    expect(hydratesServerData({ loaderData: { page: null } })).toBe(false);
  });
});
