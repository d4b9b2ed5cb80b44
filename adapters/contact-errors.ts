/** Both SDKs report a user's cancel in the message ("…:cancel", errorCode -1); that is not a failure. */
export function isCancel(error: unknown): boolean {
  const e = error as { errMsg?: string; err_msg?: string; errorCode?: unknown } | undefined;
  const message = e?.errMsg ?? e?.err_msg ?? '';
  return /:cancel$/.test(message) || e?.errorCode === '-1' || e?.errorCode === -1;
}
