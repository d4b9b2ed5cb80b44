let landing: string | undefined;

/**
 * Remembers the address this page was loaded with, before the router can change it: DingTalk checks
 * a single-page app's JSAPI signature against its landing URL (without the #fragment), not the
 * current route ("鉴权需要对父页面实现"). Called once as the app starts.
 */
export function rememberLandingUrl(): void {
  landing ??= window.location.href.split('#')[0];
}

/** The URL this page was loaded with. */
export function landingUrl(): string {
  rememberLandingUrl(); // a page that never called it at start has not moved yet
  return landing!;
}
