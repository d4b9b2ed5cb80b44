import { Role, type RoleType } from '../shell/roles';

/** Who manages portal accounts and settings (the spec is silent): administrators and dispatchers; salespeople and directors read. */
export const PORTAL_READERS: readonly RoleType[] = [Role.admin, Role.dispatcher, Role.salesperson, Role.director];
export const PORTAL_WRITERS: readonly RoleType[] = [Role.admin, Role.dispatcher];
export const PORTAL_SETTERS: readonly RoleType[] = [Role.admin];
