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
