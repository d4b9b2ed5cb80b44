import { Button, Card, Drawer, Modal } from '@arco-design/web-react';
import { useState } from 'react';
import { useSearchParams } from 'wouter';
import type { CustomRecordRow } from '@domain/custom-apps/custom-apps.schemas';
import { CustomFieldDetail } from '@/components/custom-field-form/custom-field-detail';
import { RecordEntryForm } from '@/features/custom-apps/components/record-entry-form';
import { RecordTable } from '@/features/custom-apps/components/record-table';
import { WithCustomForm } from './custom-form-load';
import '@arco-design/web-react/es/Drawer/style/css.js';

/** /FineControlList?templateId=&templateName=&appId= — a custom application of form_type 2: the records, added, read and deleted. */
export default function FineControlListPage() {
  const [search] = useSearchParams();
  const [adding, setAdding] = useState(false);
  const [open, setOpen] = useState<CustomRecordRow | null>(null);
  return (
    <WithCustomForm>
      {(form) => (
        <Card
          bordered={false}
          title={search.get('templateName') || form.name}
          extra={
            <Button type="primary" onClick={() => setAdding(true)}>
              新增
            </Button>
          }
        >
          <RecordTable form={form} onOpen={setOpen} />
          <Modal visible={adding} title={`新增 · ${form.name}`} footer={null} onCancel={() => setAdding(false)} unmountOnExit style={{ width: 640 }}>
            <RecordEntryForm form={form} onSaved={() => setAdding(false)} onCancel={() => setAdding(false)} />
          </Modal>
          <Drawer visible={open !== null} width={520} title="记录详情" footer={null} onCancel={() => setOpen(null)} unmountOnExit>
            {open && (
              <>
                <CustomFieldDetail fields={form.form.fields} values={open.values} />
                <p style={{ color: 'var(--color-text-3)' }}>
                  {open.createUserName} 提交于 {new Date(open.createTime).toLocaleString('zh-CN', { hour12: false })}
                </p>
              </>
            )}
          </Drawer>
        </Card>
      )}
    </WithCustomForm>
  );
}
