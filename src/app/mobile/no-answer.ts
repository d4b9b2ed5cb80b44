/** A call that got no answer at all (no connection, or none in time), as against one the server refused. */
export const noAnswer = (error: unknown) => {
  const status = (error as { status?: unknown } | undefined)?.status;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR';
};
