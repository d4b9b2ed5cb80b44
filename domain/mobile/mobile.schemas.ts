import { z } from 'zod';
import { PcVersion } from './mobile.constants';

/** POST /user/changePcVersion {pcVersion}: remembered for the user in this enterprise. */
export const ChangePcVersionSchema = z.object({
  pcVersion: z.union([z.literal(PcVersion.mobile), z.literal(PcVersion.pc)], { error: 'pcVersion 只能是 0（手机版）或 1（电脑版）' }),
});
