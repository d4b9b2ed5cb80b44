import { Button, Card, Empty, Message, Typography } from '@arco-design/web-react';
import { useRef } from 'react';
import type { TemplateField } from '@domain/templates/template-form.schemas';
import { CustomFieldForm, type CustomFieldFormHandle } from '@/components/custom-field-form/custom-field-form';

/** The form as it will be filled in; what is typed here is thrown away. */
export function BuilderPreview({ fields }: { fields: TemplateField[] }) {
  const form = useRef<CustomFieldFormHandle>(null);
  const handleCheck = () => {
    const problems = form.current?.validate() ?? [];
    if (problems.length === 0) Message.success('填写无误');
  };
  return (
    <Card className="form-builder-preview" title="预览" extra={<Button onClick={handleCheck}>试填校验</Button>}>
      <Typography.Paragraph type="secondary">按当前设置显示，可试着填写；预览中填写的内容不会保存。</Typography.Paragraph>
      {fields.length === 0 ? <Empty description="表单还没有字段" /> : <CustomFieldForm definition={{ fields }} mode="entry" ref={form} />}
    </Card>
  );
}
