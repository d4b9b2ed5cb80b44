import { PcVersion } from '@domain/mobile/mobile.constants';
import { paths } from '@/app/paths';

/** Narrower than this (a phone, the WeCom chat sidebar's 360 px) the device asks for the mobile version. */
export const MOBILE_MAX_WIDTH = 767;

/** Desktop addresses where the app lands after sign-in; there the version is chosen before a shell loads. */
export const LANDING_PATHS: readonly string[] = [paths.root, paths.home, paths.personIndex, paths.sidebarCustomer];

export const isMobilePath = (location: string) => location === paths.mobile.home || location.startsWith(`${paths.mobile.home}/`);

/** A phone's browser or host client (DingTalk and WeCom mobile say Android/iPhone), or a narrow window. */
export function deviceWantsMobile(
  width: number = typeof window === 'undefined' ? 1280 : window.innerWidth,
  ua: string = typeof navigator === 'undefined' ? '' : navigator.userAgent,
): boolean {
  return width <= MOBILE_MAX_WIDTH || /Android|iPhone|iPod|Mobile|HarmonyOS/i.test(ua);
}

/** The user's remembered choice wins; without one the device decides. */
export function wantsMobile(pcVersion: 0 | 1 | null | undefined, device = deviceWantsMobile()): boolean {
  if (pcVersion === PcVersion.mobile) return true;
  if (pcVersion === PcVersion.pc) return false;
  return device;
}
