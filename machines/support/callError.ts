/** What the machines read from a failed call: the server's error_message travels as the error's message. */
export function messageOf(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string')
    return error.message;
  return 'Sorry, the server is going wrong';
}

/** The HTTP status a failed call carries (the API client's errors have one), if any. */
export const statusOf = (error: unknown): number | undefined =>
  error && typeof error === 'object' && 'status' in error && typeof error.status === 'number'
    ? error.status
    : undefined;

/** The fields a failed call's reply names (the API client's errors carry them), as path and message. */
export function fieldsOf(error: unknown): readonly { path: string; message: string }[] {
  if (!error || typeof error !== 'object' || !('fields' in error) || !Array.isArray(error.fields)) return [];
  return error.fields.filter(
    (f): f is { path: string; message: string } =>
      typeof f === 'object' && f !== null && typeof f.path === 'string' && typeof f.message === 'string',
  );
}

/** Guards read on a call actor's error event: the call was refused as not found (404) or forbidden (403). */
export const failedCallGuards = {
  isNotFound: ({ event }: { event: unknown }) => statusOf((event as { error?: unknown }).error) === 404,
  isForbidden: ({ event }: { event: unknown }) => statusOf((event as { error?: unknown }).error) === 403,
};
