import { ROLE_NAMES, Role } from '@domain/shell/roles';

/** Refusals of the reception personnel calls, as the user reads them. */
export const ReceptionErrors = {
  notFound: '接待人员不存在',
  userDisabled: '该成员已禁用，不能设为接待人员',
} as const;

export const receptionRoleRequired = (name: string) =>
  `${name}不是${ROLE_NAMES[Role.reception]}或${ROLE_NAMES[Role.admin]}，不能设为接待人员`;
export const receptionHandoverRefused = (name: string) =>
  `${name}不是${ROLE_NAMES[Role.reception]}或${ROLE_NAMES[Role.admin]}，不能接手接待工作`;
