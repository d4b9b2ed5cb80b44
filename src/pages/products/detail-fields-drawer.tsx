import { Button, Drawer } from '@arco-design/web-react';
import { useState } from 'react';
import { DETAIL_ENTITY_NAMES, type DetailEntityTypeValue } from '@domain/templates/fixed-fields';
import type { TemplateField } from '@domain/templates/template-form.schemas';
import { useGetDetailFormQuery, useSaveDetailFormMutation } from '@/components/detail-forms/detail-forms.api';
import { FormBuilder } from '@/features/form-builder/components/form-builder';
import { ownerBinQuery } from '@/features/form-builder/owner-bin';
import { useListBinFieldsQuery } from '@/features/templates/templates.api';
import '@arco-design/web-react/es/Drawer/style/css.js';

/**
 * 字段设置: the administrator designs the kind's custom fields (template centre detail form) right
 * from its list page; removed fields go to the template centre's field recycle bin.
 */
export function DetailFieldsButton({ type }: { type: DetailEntityTypeValue }) {
  const [open, setOpen] = useState(false);
  const { data } = useGetDetailFormQuery(type, { skip: !open });
  // Keys of the kind's fields in the recycle bin stay reserved for their restore.
  const { data: bin = [] } = useListBinFieldsQuery(ownerBinQuery({ detailType: type }), { skip: !open });
  const [save] = useSaveDetailFormMutation();
  const handleSave = async (fields: TemplateField[]) => (await save({ type, form: { fields } }).unwrap()).data!.form.fields;
  return (
    <>
      <Button onClick={() => setOpen(true)}>字段设置</Button>
      <Drawer visible={open} width="80%" title={DETAIL_ENTITY_NAMES[type]} footer={null} onCancel={() => setOpen(false)} unmountOnExit>
        {data && <FormBuilder title={DETAIL_ENTITY_NAMES[type]} fields={data.form.fields} takenKeys={bin.map((r) => r.field.key)} onSave={handleSave} />}
      </Drawer>
    </>
  );
}
