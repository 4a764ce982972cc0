import { readFileSync } from 'node:fs';
import { matchRequestUrl } from 'msw';
import { parse } from 'yaml';
import type * as z from 'zod';
import * as generated from '../../src/lib/api/generated/zod.gen';
import { toMswPath } from '../http/operation';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch'] as const;

export interface ContractOperation {
  operationId: string;
  method: string;
  path: string;
  /** Declared response statuses, e.g. ['200', '400', '401']. */
  statuses: string[];
  /** Whether the success response has a JSON body. */
  jsonSuccess: boolean;
}

/** Every operation of contracts/openapi.yaml, read from the YAML itself. */
export function readContractOperations(file = 'contracts/openapi.yaml'): ContractOperation[] {
  const document = parse(readFileSync(file, 'utf8')) as { paths: Record<string, Record<string, any>> };
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => {
      const responses = item[method].responses as Record<string, any>;
      const success = Object.entries(responses).find(([status]) => status.startsWith('2'));
      return {
        operationId: item[method].operationId as string,
        method,
        path,
        statuses: Object.keys(responses),
        jsonSuccess: Boolean(success?.[1]?.content?.['application/json']),
      };
    }),
  );
}

const capitalize = (text: string) => text[0]!.toUpperCase() + text.slice(1);

/** The generated zod schema of an operation's success body (`z<Op>Response`, or `...Response2` on a name clash). */
export function successSchema(operationId: string): z.ZodType | undefined {
  const exports = generated as unknown as Record<string, z.ZodType>;
  return exports[`z${capitalize(operationId)}Response2`] ?? exports[`z${capitalize(operationId)}Response`];
}

/** Finds the contract operation a request was for. */
export function operationFor(operations: ContractOperation[], method: string, url: string): ContractOperation | undefined {
  return operations.find((operation) => operation.method === method.toLowerCase() && matchRequestUrl(new URL(url), toMswPath(operation.path)).matches);
}

/** What is wrong with a response for the contract: an undeclared status, or a body its schema rejects. */
export async function contractViolations(operation: ContractOperation, response: Response): Promise<string[]> {
  const status = String(response.status);
  const where = `${operation.operationId} ${status}`;
  if (!operation.statuses.includes(status)) return [`${where}: status not declared in the contract`];
  const isJson = response.headers.get('content-type')?.includes('application/json');
  if (response.status >= 400) {
    if (!isJson) return [`${where}: error without a JSON body`];
    const result = generated.zApiError.safeParse(await response.clone().json());
    return result.success ? [] : [`${where}: not the ApiError shape: ${result.error.message}`];
  }
  if (!operation.jsonSuccess) return [];
  // 304 Not Modified has no body, by definition (RFC 9110 15.4.5).
  if (response.status === 304) return (await response.clone().text()) === '' ? [] : [`${where}: a body on 304`];
  const schema = successSchema(operation.operationId);
  if (!schema) return [`${where}: no generated response schema`];
  const result = schema.safeParse(await response.clone().json());
  return result.success ? [] : [`${where}: body does not match the contract: ${result.error.message}`];
}
