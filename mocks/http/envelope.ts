/** The contract's success envelope: `{ status, code: "OK", message, data }`. */
export function ok<T>(data: T, status = 200, message = 'OK', headers: Record<string, string> = {}): Response {
  return Response.json({ status, code: 'OK', message, data }, { status, headers });
}
