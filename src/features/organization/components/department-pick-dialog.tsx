import { Form, Modal, TreeSelect } from '@arco-design/web-react';
import { useMemo, useState } from 'react';
import type { DepartmentRow } from '@domain/users/users.schemas';
import { departmentTreeData, type DepartmentTreeData } from '../department-tree-data';
import '@arco-design/web-react/es/TreeSelect/style/css.js';

export interface DepartmentPickDialogProps {
  title: string;
  departments: DepartmentRow[];
  /** Departments that cannot be picked (a department's own subtree when it moves). */
  disabledIds?: readonly number[];
  /** Does the work with the picked department; resolves when the dialog may close. */
  onPick: (departmentId: number) => Promise<boolean>;
  onClose: () => void;
}

const disable = (nodes: DepartmentTreeData[], ids: ReadonlySet<string>): DepartmentTreeData[] =>
  nodes.map((n) => ({ ...n, disabled: ids.has(n.key), children: disable(n.children, ids) }));

/** Picks a target department: where users or a department move to. */
export function DepartmentPickDialog({ title, departments, disabledIds = [], onPick, onClose }: DepartmentPickDialogProps) {
  const [picked, setPicked] = useState<string>();
  const [error, setError] = useState(false);
  const [busy, setBusy] = useState(false);
  const treeData = useMemo(
    () => disable(departmentTreeData(departments), new Set(disabledIds.map(String))),
    [departments, disabledIds],
  );

  const handleOk = async () => {
    if (!picked) {
      setError(true);
      return;
    }
    setBusy(true);
    const done = await onPick(Number(picked)).finally(() => setBusy(false));
    if (done) onClose();
  };

  return (
    <Modal visible title={title} onOk={handleOk} onCancel={onClose} confirmLoading={busy} unmountOnExit>
      <Form layout="vertical">
        <Form.Item label="目标部门" required validateStatus={error ? 'error' : undefined} help={error ? '请选择部门' : undefined}>
          <TreeSelect
            treeData={treeData}
            value={picked}
            placeholder="请选择部门"
            onChange={(value: string) => {
              setPicked(value);
              setError(false);
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
