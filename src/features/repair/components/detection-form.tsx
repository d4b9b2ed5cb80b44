import { Button, Input, Popconfirm, Radio, Select, Space, Table } from '@arco-design/web-react';
import { useState } from 'react';
import { Messages } from '@domain/common/messages';
import { DetectionOp } from '@domain/repair/detection.machine';
import { DETECTION_VERDICT_NAMES, DETECTION_VERDICTS, type DetectionVerdictValue } from '@domain/repair/repair.constants';
import type { ChecklistEntry, DetectionView } from '@domain/repair/repair.schemas';
import { toastResult } from '@/lib/toast-result';
import { useCancelDetectionMutation, useConcludeDetectionMutation } from '../repair.api';

/** The checklist, item by item (正常 / 异常, a note), the verdict and the conclusion; read-only once inspected. */
export function DetectionForm({ detection }: { detection: DetectionView }) {
  const [conclude, { isLoading }] = useConcludeDetectionMutation();
  const [cancel] = useCancelDetectionMutation();
  const [checklist, setChecklist] = useState<ChecklistEntry[]>(detection.checklist);
  const [verdict, setVerdict] = useState<DetectionVerdictValue | undefined>(detection.verdict ?? undefined);
  const [conclusion, setConclusion] = useState(detection.conclusion);
  const editable = detection.operations.includes(DetectionOp.conclude);
  const set = (i: number, patch: Partial<ChecklistEntry>) => setChecklist((list) => list.map((c, j) => (j === i ? { ...c, ...patch } : c)));
  const complete = verdict !== undefined && checklist.every((c) => c.ok !== null);
  const submit = () =>
    complete && toastResult(conclude({ id: detection.id, checklist, verdict: verdict!, conclusion: conclusion.trim() }).unwrap(), Messages.saveOk);

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Table<ChecklistEntry>
        rowKey="item"
        pagination={false}
        data={checklist}
        columns={[
          { title: '检测项目', dataIndex: 'item' },
          {
            title: '结果',
            render: (_, c, i) => (
              <Radio.Group aria-label={`${c.item}结果`} disabled={!editable} value={c.ok === null ? undefined : c.ok ? 'ok' : 'bad'} onChange={(v) => set(i, { ok: v === 'ok' })}>
                <Radio value="ok">正常</Radio>
                <Radio value="bad">异常</Radio>
              </Radio.Group>
            ),
          },
          { title: '说明', render: (_, c, i) => (editable ? <Input aria-label={`${c.item}说明`} maxLength={200} value={c.note} onChange={(note) => set(i, { note })} /> : c.note || '-') },
        ]}
      />
      <Space wrap>
        <Select
          aria-label="检测结论"
          placeholder="检测结论"
          disabled={!editable}
          style={{ width: 160 }}
          value={verdict}
          onChange={setVerdict}
          options={DETECTION_VERDICTS.map((v) => ({ value: v, label: DETECTION_VERDICT_NAMES[v] }))}
        />
        <Input aria-label="结论说明" placeholder="结论说明" disabled={!editable} style={{ width: 360 }} maxLength={500} value={conclusion} onChange={setConclusion} />
        {editable && (
          <Button type="primary" loading={isLoading} disabled={!complete} onClick={submit}>
            提交检测结果
          </Button>
        )}
        {detection.operations.includes(DetectionOp.cancel) && (
          <Popconfirm title="确定取消该检测单吗？" onOk={() => toastResult(cancel(detection.id).unwrap(), Messages.saveOk)}>
            <Button status="danger">取消检测单</Button>
          </Popconfirm>
        )}
      </Space>
    </Space>
  );
}
