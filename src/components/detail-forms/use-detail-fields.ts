import type { DetailEntityTypeValue } from '@domain/templates/fixed-fields';
import { useGetDetailFormQuery } from './detail-forms.api';

/** The detail form fields of a kind from the template centre (empty until loaded). */
export function useDetailFields(type: DetailEntityTypeValue) {
  const { data } = useGetDetailFormQuery(type);
  return data?.form.fields ?? [];
}
