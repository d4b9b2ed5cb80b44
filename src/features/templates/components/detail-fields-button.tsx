import { Button, Drawer } from '@arco-design/web-react';
import { useState, type ComponentType, type ReactNode } from 'react';
import { DETAIL_ENTITY_NAMES, type DetailEntityTypeValue } from '@domain/templates/fixed-fields';
import type { TemplateField } from '@domain/templates/template-form.schemas';
import { useGetDetailFormQuery, useSaveDetailFormMutation } from '@/components/detail-forms/detail-forms.api';
import { ownerBinQuery } from '../owner-bin';
import { useListBinFieldsQuery } from '../templates.api';
import '@arco-design/web-react/es/Drawer/style/css.js';

/** The form designer the page hands in (the form builder: another feature, so pages bring the two together). */
export type DetailFormDesigner = ComponentType<{
  title: ReactNode;
  fields: readonly TemplateField[];
  takenKeys?: readonly string[];
  onSave: (fields: TemplateField[]) => Promise<readonly TemplateField[]>;
}>;

/**
 * 字段设置: the administrator designs the kind's custom fields (template centre detail form) right
 * from its list page; removed fields go to the template centre's field recycle bin.
 */
export function DetailFieldsButton({ type, designer: Designer }: { type: DetailEntityTypeValue; designer: DetailFormDesigner }) {
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
        {data && <Designer title={DETAIL_ENTITY_NAMES[type]} fields={data.form.fields} takenKeys={bin.map((r) => r.field.key)} onSave={handleSave} />}
      </Drawer>
    </>
  );
}
