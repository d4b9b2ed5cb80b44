/** Paths of the mobile version's own calls (spec part 1 section 7); the screens reuse every other area's calls. */
export const MobilePaths = {
  changePcVersion: '/user/changePcVersion',
} as const;
