import { Input, Modal, Space } from '@arco-design/web-react';
import { useState } from 'react';
import { toastResult } from '@/lib/toast-result';
import { useReturnMyOldPartsMutation, useSaveMyOldPartsMutation } from '../old-parts.api';
import { LinesEditor, newLine, readyLines } from './lines-editor';
import { WarehouseSelect } from './warehouse-select';

export interface MyOldPartsDialogProps {
  /** save: 登记旧件 (taken out of a customer's equipment); return: 退还旧件 to a warehouse's old-part store. */
  mode: 'save' | 'return';
  onClose: () => void;
}

/** A personal recycle form or a return form: the old parts and their quantities; the server refuses what the user does not hold. */
export function MyOldPartsDialog({ mode, onClose }: MyOldPartsDialogProps) {
  const [lines, setLines] = useState([newLine()]);
  const [warehouseId, setWarehouseId] = useState<number | undefined>();
  const [remark, setRemark] = useState('');
  const [save, saving] = useSaveMyOldPartsMutation();
  const [giveBack, returning] = useReturnMyOldPartsMutation();

  const handleOk = async () => {
    const body = { lines: readyLines(lines), remark };
    const call = mode === 'save' ? save(body) : giveBack({ ...body, warehouseId: warehouseId ?? 0 });
    if (await toastResult(call.unwrap(), '保存成功')) onClose();
  };

  return (
    <Modal
      visible
      title={mode === 'save' ? '登记旧件' : '退还旧件'}
      onOk={handleOk}
      onCancel={onClose}
      okButtonProps={{ disabled: mode === 'return' && warehouseId === undefined }}
      confirmLoading={saving.isLoading || returning.isLoading}
      style={{ width: 640 }}
      unmountOnExit
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        {mode === 'return' && <WarehouseSelect aria-label="退还到仓库" value={warehouseId} onChange={setWarehouseId} />}
        <LinesEditor lines={lines} onChange={setLines} withKits={false} />
        <Input.TextArea aria-label="备注" placeholder="备注" maxLength={200} value={remark} onChange={setRemark} />
      </Space>
    </Modal>
  );
}
