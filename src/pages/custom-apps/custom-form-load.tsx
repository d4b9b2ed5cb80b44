import { Result, Spin } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'wouter';
import type { CustomFormView } from '@domain/custom-apps/custom-apps.schemas';
import { CustomAppErrors } from '@domain/custom-apps/errors';
import { useGetCustomFormQuery } from '@/features/custom-apps/custom-apps.api';
import { errorMessage } from '@/lib/errors';

/** Loads the form named by ?templateId= and renders the page with it, or says why it cannot. */
export function WithCustomForm({ children }: { children: (form: CustomFormView) => ReactNode }) {
  const [search] = useSearchParams();
  const templateId = Number(search.get('templateId'));
  const valid = Number.isInteger(templateId) && templateId > 0;
  const { data, error } = useGetCustomFormQuery(templateId, { skip: !valid });
  if (!valid) return <Result status="404" title={CustomAppErrors.formNotFound} />;
  if (error) return <Result status="403" title={errorMessage(error)} />;
  if (!data) return <Spin style={{ display: 'block', margin: '20vh auto' }} />;
  return children(data);
}
