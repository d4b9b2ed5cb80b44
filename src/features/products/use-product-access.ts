import { CUSTOMER_PRODUCT_WRITERS, PRODUCT_MANAGERS } from '@domain/products/products.constants';
import { Role, type RoleType } from '@domain/shell/roles';
import { useGetSessionUserQuery } from '@/app/session/session.api';

/** What the caller's current role may do with products (the server checks again). */
export function useProductAccess() {
  const { data: user } = useGetSessionUserQuery();
  const role = user?.sysrole as RoleType | undefined;
  return {
    role,
    admin: role === Role.admin,
    manages: role !== undefined && PRODUCT_MANAGERS.includes(role),
    writes: role !== undefined && CUSTOMER_PRODUCT_WRITERS.includes(role),
  };
}
