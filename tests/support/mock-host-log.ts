/** What the mock hosts' bridges record (container-mocks/bridge/ui.js), read by adapter and browser tests. */
export interface BridgeLog {
  shared: unknown[];
  chat: unknown[];
  opened: string[];
  openedInHost: string[];
  copied: string[];
  toasts: string[];
  titles: string[];
  scanned: string[];
}
