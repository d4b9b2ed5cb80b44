/**
 * The call-centre screens' addresses (spec part 2 section 2, "Call centre"), named once: the menu
 * catalogue lists them, and the client's `paths` builds its routes and links from them.
 */
export const CALL_SCREENS = {
  records: '/callcenter',
  detailPattern: '/calldetail/:id/:customerId?',
  currentCall: '/currnetCall',
  chart: '/call-center-chart',
  personalPattern: '/call-center-chart/personal/:id',
  /** The seat set-up and the enterprise's PBX (administrators; the spec names no screen for it). */
  settings: '/callCenterSetting',
} as const;
