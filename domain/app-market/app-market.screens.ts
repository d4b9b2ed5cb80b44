/**
 * The app market's screens, named once: the menu catalogue lists them (only for enterprises installed
 * from a host's market) and the client's `paths` builds its routes and links from them. /iap and
 * /coolApp/coolAppPanelGroup are the spec's; /dingMessage is ours (the spec names the /ding/msg/* calls only).
 */
export const APP_MARKET_SCREENS = {
  /** In-app purchase: the SKUs, the host market's purchase page and the paid orders. */
  iap: '/iap',
  /** The DingTalk group control panel (cool app), ?customerId=. */
  coolAppPanelGroup: '/coolApp/coolAppPanelGroup',
  /** The DINGs sent about orders and events. */
  dingMessages: '/dingMessage',
} as const;
