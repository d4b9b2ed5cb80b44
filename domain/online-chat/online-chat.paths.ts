/** Paths of the online customer service calls (under /api), named once for the server's routes and the client's api slice. */
export const OnlineChatPaths = {
  queue: '/kefu/session/queue',
  mine: '/kefu/session/mine',
  /** How many sessions wait in the queue (the 在线客服 menu badge). */
  queueCount: '/kefu/session/queueCount',
  detail: '/kefu/session/detail',
  take: '/kefu/session/take',
  transfer: '/kefu/session/transfer',
  close: '/kefu/session/close',
  linkCustomer: '/kefu/session/linkCustomer',
  messages: '/kefu/message/list',
  send: '/kefu/message/send',
  /** A media message's file (WeCom media fetched on demand). */
  media: '/kefu/message/media',
  staff: '/kefu/staff/list',
  records: '/kefu/record/list',
  recordExport: '/kefu/record/export',
  accounts: '/kefu/account/list',
  accountSave: '/kefu/account/save',
  webLink: '/kefu/account/webLink',
  /** An account's reception group: staff, share rule, working hours, off-hours reply, idle timeout. */
  groupSave: '/kefu/account/group/save',
  /** A WeCom account's contact-way link and QR code with a scene value (kf/add_contact_way). */
  contactWay: '/kefu/account/contactWay',
  /** Adds the WeCom kf accounts made in WeCom's own console (kf/account/list). */
  wecomAccountsSync: '/kefu/account/syncWecom',
  wecomSettings: '/kefu/wecom/settings',
  wecomSettingsSave: '/kefu/wecom/settings/save',
  /** WeCom calls this (GET: URL check; POST: an event); the enterprise is in the path. */
  wecomCallback: '/kefu/wecom/callback/:enterpriseId',
  /** The web chat's customer side (no sign-in: the signed link's token). */
  visitorMessages: '/kefu/visitor/messages',
  visitorSend: '/kefu/visitor/send',
  /** The visitor sends an image or a file (multipart; stored through the uploads, with their checks). */
  visitorUpload: '/kefu/visitor/upload',
  /** The visitor's stream (server-sent events): a nudge when staff write, so the page reads at once. */
  visitorEvents: '/kefu/visitor/events',
  /** The signed-in portal customer's web chat link (under the portal's session). */
  portalChatLink: '/portal/c/chat/link',
  /** The visitor rates their ended session. */
  visitorRate: '/kefu/visitor/rate',
  /** An image or file staff sent in the visitor's own conversation (the visitor's link, no staff session). */
  visitorFile: '/kefu/visitor/file',
} as const;
