import type { HostAdapter, Place } from './host-adapter';
import { HostMessages } from './host-adapter';

/** The plain browser: the standalone code/password sign-in page, no contact picker, no share UI. */
export const standaloneAdapter: HostAdapter = {
  kind: 'browser',
  hidesLogout: false,
  canPickContacts: false,
  signIn: async () => 'unsupported',
  configureJsapi: async () => undefined,
  pickContacts: async () => null,
  async invite() {
    // Standalone colleagues are added on the organisation page; there is no host to share through.
    throw new Error(HostMessages.inviteFailed);
  },
  async openInBrowser(url) {
    // With noopener the handle is null even on success, so only a thrown error means failure.
    try {
      window.open(url, '_blank', 'noopener');
    } catch {
      throw new Error(HostMessages.openFailed);
    }
    return 'opened';
  },
  async openPurchase(marketUrl) {
    await this.openInBrowser(marketUrl);
  },
  setTitle(title) {
    document.title = title;
  },
  currentExternalContact: async () => null,
  // The camera scanner is its own chunk: the first screen does not carry it.
  scan: async () => (await import('./camera-scan')).scanWithCamera(),
  locate: browserPlace,
};

/** The browser's geolocation (a phone's GPS works without a connection too). */
export function browserPlace(): Promise<Place> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) return reject(new Error(HostMessages.locateFailed));
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ lng: p.coords.longitude, lat: p.coords.latitude, address: '' }),
      () => reject(new Error(HostMessages.locateFailed)),
      { enableHighAccuracy: true, timeout: 20_000 },
    );
  });
}
