import { z } from 'zod';
import { Role, type RoleType } from '@domain/shell/roles';
import { commaIdsSchema } from '@domain/users/users.schemas';

/** Who may be reception staff: the reception support role, and the administrator who may fill in. */
export const RECEPTION_ROLES: readonly RoleType[] = [Role.reception, Role.admin];

/** How many requests one reception person may take at once. */
export const MAX_CONCURRENT_RANGE = { min: 1, max: 50 } as const;
export const DEFAULT_MAX_CONCURRENT = 5;

/** POST /receptionPersonnel/save: adds the user to the reception staff, or changes their settings. */
export const SaveReceptionPersonSchema = z.object({
  userId: z.coerce.number().int('userId 须为正整数').positive('userId 须为正整数'),
  maxConcurrent: z.coerce
    .number()
    .int('最大接待量须为整数')
    .min(MAX_CONCURRENT_RANGE.min, `最大接待量须在${MAX_CONCURRENT_RANGE.min}到${MAX_CONCURRENT_RANGE.max}之间`)
    .max(MAX_CONCURRENT_RANGE.max, `最大接待量须在${MAX_CONCURRENT_RANGE.min}到${MAX_CONCURRENT_RANGE.max}之间`)
    .default(DEFAULT_MAX_CONCURRENT),
  enabled: z.boolean().default(true),
});
export type SaveReceptionPersonInput = z.infer<typeof SaveReceptionPersonSchema>;

/** DELETE /receptionPersonnel/delete?userIds=1,2 */
export const DeleteReceptionPersonnelQuerySchema = z.object({ userIds: commaIdsSchema() });

/** GET /receptionPersonnel/list rows. */
export interface ReceptionPerson {
  userId: number;
  name: string;
  phone: string;
  maxConcurrent: number;
  enabled: boolean;
  /** The user's own account status: a disabled user takes no requests whatever `enabled` says. */
  userStatus: 0 | 1;
  createTime: string;
}
