import { CUSTOMER_PRODUCT_WRITERS, PRODUCT_MANAGERS } from '@domain/products/products.constants';
import { Role, type RoleType } from '@domain/shell/roles';
import type { DetailEntityTypeValue } from '@domain/templates/fixed-fields';
import { useGetDetailFormQuery } from '@/features/form-builder/builder.api';
import { useGetSessionUserQuery } from '@/features/session/session.api';

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

/** The detail form fields of a kind from the template centre (empty until loaded). */
export function useDetailFields(type: DetailEntityTypeValue) {
  const { data } = useGetDetailFormQuery(type);
  return data?.form.fields ?? [];
}
