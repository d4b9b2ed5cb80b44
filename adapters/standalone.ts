import type { HostAdapter } from './host-adapter';
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
  setTitle(title) {
    document.title = title;
  },
  currentExternalContact: async () => null,
  // The camera scanner is its own chunk: the first screen does not carry it.
  scan: async () => (await import('./camera-scan')).scanWithCamera(),
};
