import type { QueryClient } from '@tanstack/react-query';

/** Forgets every answer of one operation (whatever its inputs), so the lists that show it are read again. */
export const invalidateOperation = (queryClient: QueryClient, operationId: string) =>
  queryClient.invalidateQueries({ predicate: (query) => (query.queryKey[0] as { _id?: unknown } | undefined)?._id === operationId });
