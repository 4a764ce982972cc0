// @vitest-environment node
import { useQueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppQueryProvider } from './AppQueryProvider';
import { appQueryClient } from './queryClient';

/** Counts its renders in the query cache it is given. */
function RenderCount() {
  const client = useQueryClient();
  const count = (client.getQueryData<number>(['renders']) ?? 0) + 1;
  client.setQueryData(['renders'], count);
  return <p>{client === appQueryClient ? 'the browser client' : `render ${count}`}</p>;
}

describe('AppQueryProvider on a server', () => {
  it('gives each render a client of its own: nothing one render read is seen by the next', () => {
    const render = () =>
      renderToString(
        <AppQueryProvider>
          <RenderCount />
        </AppQueryProvider>,
      );
    expect([render(), render()]).toEqual(['<p>render 1</p>', '<p>render 1</p>']);
  });
});
