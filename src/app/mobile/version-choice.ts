import { PcVersion } from '@domain/mobile/mobile.constants';
import { paths } from '@/app/paths';

/** Narrower than this (a phone, the WeCom chat sidebar's 360 px) the device asks for the mobile version. */
export const MOBILE_MAX_WIDTH = 767;

/** Desktop addresses where the app lands after sign-in; there the version is chosen before a shell loads. */
export const LANDING_PATHS: readonly string[] = [paths.root, paths.home, paths.personIndex, paths.sidebarCustomer];

export const isMobilePath = (location: string) => location === paths.mobile.home || location.startsWith(`${paths.mobile.home}/`);

/**
 * A phone (its browser or the WeCom/DingTalk client: their CSS viewport is 360–430 px) or the WeCom chat
 * sidebar (360 px). The width alone decides: a tablet or a host's PC client gets the PC version.
 */
export function deviceWantsMobile(width: number = typeof window === 'undefined' ? 1280 : window.innerWidth): boolean {
  return width <= MOBILE_MAX_WIDTH;
}

/** The user's remembered choice wins; without one the device decides. */
export function wantsMobile(pcVersion: 0 | 1 | null | undefined, device = deviceWantsMobile()): boolean {
  if (pcVersion === PcVersion.mobile) return true;
  if (pcVersion === PcVersion.pc) return false;
  return device;
}

/**
 * Whether the address opens the PC version: every address but /m/..., and at a landing address only once the
 * session user (none yet: not known) has chosen it.
 */
export const opensPcVersion = (location: string, user: { pcVersion: 0 | 1 | null } | undefined): boolean =>
  !isMobilePath(location) && (!LANDING_PATHS.includes(location) || (user !== undefined && !wantsMobile(user.pcVersion)));
