/** Paths of the call-centre calls (spec part 2 section 7, "Call centre"), named once for the server's routes and the client's api slice. */
export const CallCenterPaths = {
  recordList: '/call/record/list',
  recordCount: '/call/record/count',
  recordDetails: '/call/record/details',
  /** Sums of the filtered list: calls, answered, missed, talk seconds. */
  recordCollect: '/call/record/collect',
  /** A record written by hand (a call made outside the adapter); the adapter's events write the rest. */
  recordCreate: '/call/record/creat',
  /** The record's notes (and its links once an event or order is made from it). */
  recordUpdate: '/call/record/update',
  /** The filtered records through the download centre (the spec names no call for it). */
  recordExport: '/call/record/export',
  /** The signed-in user's seat (null when they are no seat user). */
  seatDetails: '/call/seat/details',
  /** Every seat of the enterprise with its states (the spec's seat collect). */
  seatCollect: '/call/seat/collect',
  /** Seat set-up, state moves, history (the spec names no calls for them). */
  seatSave: '/call/seat/save',
  seatDelete: '/call/seat/delete',
  seatState: '/call/seat/state',
  seatHistory: '/call/seat/history',
  /** Dial-out from a phone value, hang-up and transfer of the seat's call. */
  dial: '/call/seat/dial',
  hangUp: '/call/seat/hangup',
  transfer: '/call/seat/transfer',
  /** The pop-up's data: the call with its customer found by phone, their open orders and events. */
  currentCall: '/call/record/current',
  statisticsLineChart: '/call/center/statistics/record/lineChart',
  statisticsSeatList: '/call/center/statistics/seat/list',
  /** The provider's event push (TCCC's data push, or the fake provider in dev). */
  providerEvents: '/call/provider/events',
  /** Dev and tests only (the fake provider): a simulated caller rings a seat, or the far end answers or hangs up. */
  simulate: '/call/provider/simulate',
  /** The SIP path: the enterprise's PBX (administrators), the seat's own softphone account, the softphone's call events. */
  sipSettings: '/call/sip/settings',
  sipSettingsSave: '/call/sip/settings/save',
  sipSettingsDelete: '/call/sip/settings/delete',
  /** POST (never a GET: it carries the seat's SIP password, opened for its own softphone). */
  sipAccount: '/call/sip/account',
  sipEvents: '/call/sip/events',
  /** The fake provider's recordings (a short tone), played in the browser. */
  recording: '/call/provider/recording',
} as const;
