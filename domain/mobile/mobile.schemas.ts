import { z } from 'zod';

/** Which version a user chose (users.pc_version): 1 the PC version, 0 the mobile one; null: chosen by the device. */
export const PcVersion = { mobile: 0, pc: 1 } as const;
export type PcVersionValue = (typeof PcVersion)[keyof typeof PcVersion];

/** POST /user/changePcVersion {pcVersion}: remembered for the user in this enterprise. */
export const ChangePcVersionSchema = z.object({
  pcVersion: z.union([z.literal(PcVersion.mobile), z.literal(PcVersion.pc)], { error: 'pcVersion 只能是 0（手机版）或 1（电脑版）' }),
});

export const MobileTexts = {
  switchFailed: '切换失败',
  switched: '切换成功',
} as const;
