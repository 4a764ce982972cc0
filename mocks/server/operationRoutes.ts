import { matchRequestUrl } from 'msw';
import { receiveIntoSink, UPLOAD_SINK_PATH } from '../control/uploadSink';
import { operations } from '../handlers';
import { runOperation, toMswPath, type AnyOperation } from '../http/operation';
import type { MockProvider } from '../provider';

/**
 * The local server's API dispatch: a request goes straight to the operation its method and path name, and runs
 * through `runOperation` with the provider's context: the same operation objects the msw handlers wrap (the
 * browser's service worker and the tests keep those), so faults, validation and answers are the same code.
 *
 * msw's `getResponse` tried the 81 handlers in turn and cloned every request it handled: 0.33 ms of 0.46 for a
 * small read, paid by every API call and by each read a page rendered at request time makes in process. Its
 * clone also tees the body, so a streamed 150 MB tus PATCH was held in memory twice over. Operations are tried in
 * the handlers' order, so the first that matches answers, as before. The mock-only upload sink (the upload
 * benchmark's plain PUT) streams the same way. Undefined when no operation matches (the control endpoints, pages).
 */
export function createOperationRoutes(provider: MockProvider) {
  const routes = operations.map((operation: AnyOperation) => ({ operation, path: toMswPath(operation.path) }));
  return (request: Request): Promise<Response> | undefined => {
    const method = request.method.toLowerCase();
    const url = new URL(request.url);
    if (method === 'put' && url.pathname === UPLOAD_SINK_PATH) return receiveIntoSink(provider.ctx, request);
    if (!url.pathname.startsWith('/api/')) return undefined;
    for (const { operation, path } of routes) {
      if (operation.method !== method) continue;
      const match = matchRequestUrl(url, path);
      if (match.matches) return runOperation(operation, provider.ctx, request, match.params as Record<string, string>);
    }
    return undefined;
  };
}
