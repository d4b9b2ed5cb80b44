/** Which version a user chose (users.pc_version): 1 the PC version, 0 the mobile one; null: chosen by the device. */
export const PcVersion = { mobile: 0, pc: 1 } as const;
export type PcVersionValue = (typeof PcVersion)[keyof typeof PcVersion];

export const MobileTexts = {
  switchFailed: '切换失败',
  switched: '切换成功',
} as const;
