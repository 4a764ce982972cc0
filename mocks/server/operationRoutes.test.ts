import { describe, expect, it } from 'vitest';
import { createMockProvider } from '../provider';
import { createOperationRoutes } from './operationRoutes';

describe('createOperationRoutes', () => {
  it('answers an API request with its operation (path parameters, validation, injected faults) and leaves other paths alone', async () => {
    const provider = await createMockProvider();
    const route = createOperationRoutes(provider);
    const answer = async (path: string, method = 'GET') => {
      const response = await route(new Request(`http://127.0.0.1${path}`, { method }));
      return response?.status;
    };
    expect(await answer('/api/v1/musicians/1')).toBe(200);
    expect(await answer('/api/v1/musicians/0')).toBe(400);
    provider.ctx.faults.add({ operationId: 'getMusician', fault: { kind: 'status', status: 503 }, times: 1 });
    expect(await answer('/api/v1/musicians/1')).toBe(503);
    expect(await answer('/api/v1/no-such-operation')).toBeUndefined();
    expect(await answer('/__mock/reset', 'POST')).toBeUndefined();
    expect(await answer('/musician-details/1')).toBeUndefined();
  });
});
