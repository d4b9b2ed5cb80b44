/** Paths of the portal calls (spec part 2 section 7, "Portal accounts", "Recycle bin"), for the server's routes and the client's api slices. */
export const PortalPaths = {
  // Staff side.
  accountList: '/home/account/list',
  accountDetail: '/home/account/detail',
  accountSave: '/home/account/save',
  accountStatus: '/home/account/status',
  accountDelete: '/home/account/delete',
  childList: '/home/account/children/list',
  childSetDefault: '/home/account/children/setDefault',
  addressList: '/home/account/address/list',
  /** The spec's /customer/address/save belongs to customers' own addresses; a portal account's are under its own path. */
  addressSave: '/home/account/address/save',
  addressSetDefault: '/home/account/address/setDefault',
  addressDelete: '/home/account/address/delete',
  recycleBin: '/home/account/recycleBin',
  relegation: '/home/account/relegation',
  settingGet: '/portal/setting',
  settingSave: '/portal/setting/save',
  // The portal (customers): its own session.
  look: '/portal/c/look',
  sendCode: '/portal/c/code',
  signIn: '/portal/c/login',
  /** Self-registration (when /portalSetting allows it): a code to the phone, then a pending account staff approve. */
  registerCode: '/portal/c/register/code',
  register: '/portal/c/register',
  signOut: '/portal/c/logout',
  me: '/portal/c/me',
  requests: '/portal/c/requests',
  /** The order types a request may be (enabled external ones) with the fields of their forms the customer fills. */
  requestForm: '/portal/c/request/form',
  requestCreate: '/portal/c/request/create',
  requestCancel: '/portal/c/request/cancel',
  requestEvaluate: '/portal/c/request/evaluate',
  requestSign: '/portal/c/request/sign',
  /** 我的事件: the customer's service events (newest first), and one of them with its progress. */
  events: '/portal/c/events',
  eventDetail: '/portal/c/event/detail',
  products: '/portal/c/products',
  /** A scanned product QR code (/qr/{token} led into the portal): the customer's own product it is stuck on. */
  productScan: '/portal/c/product/scan',
  /** 我的维修: the customer's repair orders (the repair area's), and asking for a repair of one of their products. */
  repairs: '/portal/c/repairs',
  repairCreate: '/portal/c/repair/create',
  /** 取消申请: the customer withdraws a repair request whose product has not arrived yet. */
  repairCancel: '/portal/c/repair/cancel',
  /** A photo or signature from the customer's phone, as a data URL, into the uploads. */
  uploadImage: '/portal/c/upload/image',
  /** An attachment (附件 of the request form), as a data URL, into the uploads. */
  uploadFile: '/portal/c/upload/file',
} as const;
