import { createContext, useContext } from 'react';
import type { RoleType } from '@domain/shell/roles';

export interface PickableUser {
  id: number;
  name: string;
  phone?: string;
}

/** Resolves the product users picked in the host's contact picker (empty when cancelled or none maps). */
export type ContactPick = (multiple: boolean, allowed: (userId: number) => boolean) => Promise<number[]>;

/**
 * Where the user picker finds people. The app gives it (src/app/app-providers.tsx), so this shared
 * widget imports no feature. Both are hooks: the picker calls them on every render.
 */
export interface UserSource {
  /** The enterprise's active users, of one role when given. */
  useUsersWithRole: (role: RoleType | undefined, options: { skip: boolean }) => { data?: readonly PickableUser[]; isLoading: boolean };
  /** "从通讯录选择"; null while the page is not inside a host with a contact picker. */
  useContactPick: () => ContactPick | null;
}

export const UserSourceContext = createContext<UserSource | null>(null);

export function useUserSource(): UserSource {
  const source = useContext(UserSourceContext);
  if (!source) throw new Error('UserPicker is rendered outside the app providers (src/app/app-providers.tsx)');
  return source;
}
