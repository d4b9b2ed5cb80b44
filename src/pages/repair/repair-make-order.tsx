import { Button, Modal, Select } from '@arco-design/web-react';
import { useState } from 'react';
import { RepairOp } from '@domain/repair/repair-order.machine';
import type { RepairView } from '@domain/repair/repair.schemas';
import { useMakeRepairOrderMutation } from '@/features/repair/repair.api';
import { useListOrderTypeOptionsQuery } from '@/features/templates/templates.api';
import { toastResult } from '@/lib/toast-result';

/** 生成工单: an order of the chosen type for the repair's customer and product (once; the detail then links to it). */
export function RepairMakeOrder({ repair }: { repair: RepairView }) {
  const [open, setOpen] = useState(false);
  const [templateId, setTemplateId] = useState<number>();
  const { data: types = [] } = useListOrderTypeOptionsQuery(undefined, { skip: !open });
  const [makeOrder, { isLoading }] = useMakeRepairOrderMutation();
  if (!repair.operations.includes(RepairOp.makeOrder)) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>生成工单</Button>
      <Modal
        visible={open}
        title="生成工单"
        onCancel={() => setOpen(false)}
        confirmLoading={isLoading}
        okButtonProps={{ disabled: templateId === undefined }}
        onOk={async () => templateId !== undefined && (await toastResult(makeOrder({ id: repair.id, templateId }).unwrap(), '工单已生成')) && setOpen(false)}
        unmountOnExit
      >
        <Select aria-label="工单类型" placeholder="请选择工单类型" value={templateId} onChange={setTemplateId} options={types.map((t) => ({ value: t.id, label: t.name }))} />
      </Modal>
    </>
  );
}
