import { describe, expect, it } from 'vitest';
import { readContractOperations } from '../testing/contract';
import { operations } from '.';

describe('contract conformance', () => {
  const contract = readContractOperations();

  it('has one handler for every operation of the contract, with its method and path', () => {
    const handled = operations.map(({ operationId, method, path }) => `${operationId} ${method.toUpperCase()} ${path}`).sort();
    const declared = contract.map(({ operationId, method, path }) => `${operationId} ${method.toUpperCase()} ${path}`).sort();
    expect(handled).toEqual(declared);
  });

  it('implements every operation once', () => {
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
