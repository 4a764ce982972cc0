/** What a generated SDK call resolves to (fetch client, `throwOnError: false`). */
interface SdkResult<T> {
  data?: { data: T } | undefined;
  error?: unknown;
}

/**
 * The `data` of a successful call, or a throw of the contract's error body (or a plain Error when the answer had
 * no usable body), so screens can load with one `try`/`await` and map failures with `errorMessageKey`.
 */
export async function resultData<T>(call: Promise<SdkResult<T>>): Promise<T> {
  const result = await call;
  if (result.data && 'data' in result.data) return result.data.data;
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- the contract's error body is thrown as the generated client hands it over (throwOnError): errorMessageKey and isApiError read its status and code.
  throw result.error ?? new Error('The answer had no data.');
}
