import { Button, Form, Input, Modal, Popconfirm, Radio, Space } from '@arco-design/web-react';
import { useState } from 'react';
import { Messages } from '@domain/common/messages';
import { INTERNAL_REPAIR_RESULT_NAMES, INTERNAL_REPAIR_RESULTS, InternalRepairResult, type InternalRepairResultValue } from '@domain/repair/internal-repair.constants';
import { InternalRepairOp, type InternalRepairOpValue } from '@domain/repair/internal-repair.machine';
import type { InternalRepairView } from '@domain/repair/internal-repair.schemas';
import { toastResult } from '@/lib/toast-result';
import { useOperateInternalRepairMutation } from '../internal-repair.api';

/** The buttons of what the caller may do now (the server's `operations`); 完成维修 asks the result and a note. */
export function InternalRepairActions({ order }: { order: InternalRepairView }) {
  const [operate, { isLoading }] = useOperateInternalRepairMutation();
  const [finishing, setFinishing] = useState(false);
  const [outcome, setOutcome] = useState<{ result: InternalRepairResultValue; note: string }>({ result: InternalRepairResult.repaired, note: '' });
  const can = (op: InternalRepairOpValue) => order.operations.includes(op);
  const run = (op: InternalRepairOpValue, extra = {}) => toastResult(operate({ id: order.id, op, ...extra }).unwrap(), Messages.statusChanged);
  return (
    <Space wrap>
      {can(InternalRepairOp.start) && (
        <Button type="primary" loading={isLoading} onClick={() => run(InternalRepairOp.start)}>
          开始维修
        </Button>
      )}
      {can(InternalRepairOp.finish) && (
        <Button type="primary" onClick={() => setFinishing(true)}>
          完成维修
        </Button>
      )}
      {can(InternalRepairOp.cancel) && (
        <Popconfirm title="确定取消该内部维修单吗？" onOk={() => run(InternalRepairOp.cancel)}>
          <Button status="danger">取消</Button>
        </Popconfirm>
      )}
      <Modal
        visible={finishing}
        title="完成维修"
        confirmLoading={isLoading}
        onCancel={() => setFinishing(false)}
        onOk={async () => (await run(InternalRepairOp.finish, outcome)) && setFinishing(false)}
        unmountOnExit
      >
        <Form layout="vertical">
          <Form.Item label="维修结果" required extra={order.part ? '修复的旧件回到该仓库的良品库存，报废的旧件移出旧件库' : undefined}>
            <Radio.Group
              aria-label="维修结果"
              value={outcome.result}
              onChange={(result) => setOutcome((o) => ({ ...o, result }))}
              options={INTERNAL_REPAIR_RESULTS.map((r) => ({ value: r, label: INTERNAL_REPAIR_RESULT_NAMES[r] }))}
            />
          </Form.Item>
          <Form.Item label="维修说明">
            <Input.TextArea aria-label="维修说明" maxLength={500} value={outcome.note} onChange={(note) => setOutcome((o) => ({ ...o, note }))} />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
