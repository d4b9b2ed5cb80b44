import type { HostKind } from './detect';

/** Host users and departments chosen in the host's own contact picker (ids are the host's). */
export interface PickedContacts {
  users: { id: string; name?: string; avatar?: string }[];
  departments: { id: string; name?: string }[];
}

export interface PickContactsOptions {
  multiple: boolean;
  users?: boolean;
  departments?: boolean;
  title?: string;
  selectedUserIds?: string[];
}

/** What the INVITE call answers: the card the host shares. */
export interface InviteCard {
  title: string;
  description: string;
  url: string;
}

export type SilentSignIn = 'signed-in' | 'redirecting' | 'unsupported';

/** Where the device is (WGS-84 degrees), with the place's name when the host gives one. */
export interface Place {
  lng: number;
  lat: number;
  address: string;
}

/** How a link was handed to the system browser: opened there, or copied for the user to paste. */
export type OpenOutcome = 'opened' | 'copied';

/** Messages of spec part 1 section 8 that the adapters raise. */
export const HostMessages = {
  badInvite: '异常参数',
  inviteFailed: '邀请失败',
  openFailed: '打开失败',
  linkCopied: '链接已复制，请粘贴到手机浏览器中打开',
  scanUnsupported: '扫码需要在企业微信或钉钉中打开，或使用带摄像头的浏览器',
  scanFailed: '扫码失败',
  locateFailed: '无法获取位置，请允许使用位置信息后再试',
} as const;

/**
 * One interface for the three ways the app runs. The UI talks only to this; the SDKs stay behind
 * the wecom and dingtalk implementations, which are loaded only inside their host.
 */
export interface HostAdapter {
  readonly kind: HostKind;
  /** Inside both chat hosts the identity is the host's, so there is no logout. */
  readonly hidesLogout: boolean;
  /** Whether the host has a contact picker the user pickers can offer. */
  readonly canPickContacts: boolean;
  /** Signs in without asking the user (host auth code); 'unsupported' standalone. */
  signIn(): Promise<SilentSignIn>;
  /** Registers this page's JSAPI signature with the host (once per page; no-op standalone). */
  configureJsapi(): Promise<void>;
  /** The host's contact picker; null when the user cancels. */
  pickContacts(options: PickContactsOptions): Promise<PickedContacts | null>;
  /** INVITE call (corpId and the inviter's id) then the host's share UI; throws 异常参数 / 邀请失败. */
  invite(input: { corpId: string | null; id: number }): Promise<'sent' | 'cancelled'>;
  /**
   * Opens a link in the system browser where the host can (WeCom and DingTalk on PC, a plain
   * browser); on host phones, which have no such API, copies it for the user to paste. Throws 打开失败.
   */
  openInBrowser(url: string): Promise<OpenOutcome>;
  /**
   * Opens the app market's purchase page of this app where its payment works: WeCom's own purchase
   * sheet (openAppPurchase, made for third-party apps), DingTalk's market page inside DingTalk
   * (openLink), a plain browser a new tab. Throws 打开失败.
   */
  openPurchase(marketUrl: string): Promise<void>;
  setTitle(title: string): void;
  /** The WeCom sidebar's current external contact (external_userid), else null. */
  currentExternalContact(): Promise<string | null>;
  /**
   * Reads a QR code or barcode with the camera: the host's scanner in WeCom and DingTalk, the
   * browser's BarcodeDetector otherwise. Resolves the code's text, null when the user cancels;
   * throws 扫码需要… where there is no scanner, 扫码失败 when the host refuses.
   */
  scan(): Promise<string | null>;
  /**
   * Where the device is, for 签到: the host's location JSAPI in WeCom (getLocation) and DingTalk
   * (device.geolocation.get), the browser's geolocation otherwise. Throws 无法获取位置… when refused.
   */
  locate(): Promise<Place>;
}
