import { Card, Empty } from '@arco-design/web-react';
import type { TemplateField } from '@domain/templates/template-form.schemas';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { CustomFieldDetail } from '@/components/custom-field-form/custom-field-detail';
import { FormBuilder } from '@/features/form-builder/components/form-builder';
import { RepairSettingsForm } from '@/features/repair/components/repair-settings-form';
import { useGetRepairSettingsQuery, useSaveRepairFormMutation } from '@/features/repair/repair.api';
import { WarehouseSelect } from '@/features/spare-parts/components/warehouse-select';
import { Role } from '@domain/shell/roles';

/**
 * The repair order template (custom fields): administrators build it in the template centre's form builder;
 * new repair orders fill it in, orders already made keep the form they were made with. Others read its fields.
 */
function RepairTemplateCard({ editable }: { editable: boolean }) {
  const { data: settings } = useGetRepairSettingsQuery();
  const [save] = useSaveRepairFormMutation();
  if (!settings) return null;
  const title = '维修单模板（自定义字段）';
  if (editable) {
    const handleSave = async (fields: TemplateField[]) => (await save({ fields }).unwrap()).data!.form.fields;
    return (
      <Card bordered={false}>
        <FormBuilder title={title} fields={settings.form.fields} onSave={handleSave} />
      </Card>
    );
  }
  return (
    <Card bordered={false} title={title}>
      {settings.form.fields.length ? <CustomFieldDetail fields={settings.form.fields} values={{}} /> : <Empty description="没有自定义字段" />}
    </Card>
  );
}

/** /repairSet 维修设置: the settings, then the repair order template's custom fields. */
export default function RepairSetPage() {
  const { data: user } = useGetSessionUserQuery();
  const editable = user?.sysrole === Role.admin;
  return (
    <>
      <Card bordered={false} title="维修设置">
        <RepairSettingsForm editable={editable} warehousePicker={<WarehouseSelect aria-label="默认仓库" allowClear />} />
      </Card>
      <RepairTemplateCard editable={editable} />
    </>
  );
}
