import { Card, Tabs } from '@arco-design/web-react';
import { useLocation } from 'wouter';
import { DETAIL_ENTITY_NAMES, DetailEntityType } from '@domain/templates/fixed-fields';
import type { TemplateField } from '@domain/templates/template-form.schemas';
import { paths } from '@/app/paths';
import { useGetDetailFormQuery, useSaveDetailFormMutation } from '@/components/detail-forms/detail-forms.api';
import { FormBuilder } from '@/features/form-builder/components/form-builder';
import { RecycledFieldTable } from '@/features/form-builder/components/recycled-field-table';
import { ownerBinQuery } from '@/features/templates/owner-bin';
import { useListBinFieldsQuery, useRestoreBinFieldMutation } from '@/features/templates/templates.api';
import { LoadState } from './load-state';

/**
 * /expensesField 费用字段 (detail form of entity type 100) and /customerField 客户字段 (type 2): the
 * builder over the kind's detail form, and the fields deleted from it, ready to be restored.
 */
export default function DetailFieldPage() {
  const [location] = useLocation();
  const type = location === paths.customerField ? DetailEntityType.customer : DetailEntityType.expenses;
  const name = DETAIL_ENTITY_NAMES[type];
  const { data, error } = useGetDetailFormQuery(type);
  const { data: binRows = [], isFetching: binLoading } = useListBinFieldsQuery(ownerBinQuery({ detailType: type }));
  const [save] = useSaveDetailFormMutation();
  const [restore] = useRestoreBinFieldMutation();
  const handleSave = async (fields: TemplateField[]) => (await save({ type, form: { fields } }).unwrap()).data!.form.fields;

  return (
    <Card bordered={false}>
      <Tabs defaultActiveTab="fields">
        <Tabs.TabPane key="fields" title={name}>
          {data ? (
            <FormBuilder title={name} fields={data.form.fields} takenKeys={binRows.map((r) => r.field.key)} onSave={handleSave} />
          ) : (
            <LoadState error={error} />
          )}
        </Tabs.TabPane>
        <Tabs.TabPane key="bin" title={`回收站（${binRows.length}）`}>
          <RecycledFieldTable rows={binRows} loading={binLoading} onRestore={(row) => restore(row.id).unwrap()} />
        </Tabs.TabPane>
      </Tabs>
    </Card>
  );
}
