import { Button, Card, Descriptions, Form, Input, Modal, Popconfirm, Radio, Result, Space, Spin, Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { Messages } from '@domain/common/messages';
import type { InspectionPointResult, InspectionTaskDetail } from '@domain/maintenance/inspection.schemas';
import { InspectionOp } from '@domain/maintenance/inspection-task.machine';
import { paths } from '@/app/paths';
import { useTabName } from '@/app/shell/use-tab-name';
import { InspectionStateTag } from '@/features/maintenance/components/inspection-tags';
import {
  useCloseInspectionMutation,
  useDeleteInspectionTasksMutation,
  useFinishInspectionMutation,
  useGetInspectionTaskQuery,
  useMoveInspectionTaskMutation,
  useRecordInspectionMutation,
} from '@/features/maintenance/inspection.api';
import { toastResult } from '@/lib/toast-result';
import { SafeImage } from '@/components/uploads/safe-image';

type RecordValues = { scannedCode?: string; remark?: string } & Record<string, string | undefined>;

/** 记录巡检结果: the point's scanned code, each checklist item 正常 or 异常 (with a note), a remark. */
function RecordDialog({ task, row, onClose }: { task: InspectionTaskDetail; row: InspectionPointResult; onClose: () => void }) {
  const [form] = Form.useForm<RecordValues>();
  const [record, { isLoading }] = useRecordInspectionMutation();
  const initial: RecordValues = { remark: row.result?.remark ?? '' };
  task.checkItems.forEach((_item, i) => {
    const r = row.result?.items[i];
    initial[`item${i}`] = r ? (r.passed ? 'ok' : 'bad') : 'ok';
    initial[`note${i}`] = r?.note ?? '';
  });
  const handleOk = async () => {
    const v = await form.validate().catch(() => null);
    if (!v) return;
    const items = task.checkItems.map((name, i) => ({ name, passed: v[`item${i}`] !== 'bad', note: v[`note${i}`] ?? '' }));
    // Recorded again here, the point keeps the photos taken there (the PC version takes none).
    const photoIds = row.result?.photos.map((p) => p.id) ?? [];
    if (await toastResult(record({ id: task.id, pointId: row.point.id, scannedCode: v.scannedCode ?? '', items, remark: v.remark ?? '', photoIds }).unwrap(), Messages.saveOk)) onClose();
  };
  return (
    <Modal visible title={`记录巡检结果：${row.point.name}`} onOk={handleOk} onCancel={onClose} confirmLoading={isLoading} unmountOnExit style={{ width: 560 }}>
      <Form form={form} layout="vertical" initialValues={initial}>
        <Form.Item label="扫码结果" field="scannedCode" extra="扫描巡检点二维码，或手动输入巡检码（可不填）">
          <Input placeholder={row.point.code} />
        </Form.Item>
        {task.checkItems.map((name, i) => (
          <Form.Item key={name} label={name} required>
            <Space>
              <Form.Item field={`item${i}`} noStyle>
                <Radio.Group type="button" aria-label={name} options={[{ value: 'ok', label: '正常' }, { value: 'bad', label: '异常' }]} />
              </Form.Item>
              <Form.Item field={`note${i}`} noStyle rules={[{ maxLength: 500, message: '异常说明最多500个字' }]}>
                <Input placeholder="异常说明" aria-label={`${name}异常说明`} style={{ width: 240 }} />
              </Form.Item>
            </Space>
          </Form.Item>
        ))}
        <Form.Item label="备注" field="remark" rules={[{ maxLength: 500, message: '备注最多500个字' }]}>
          <Input.TextArea />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The buttons of what the caller may do with the round now (the server's `allowedOperations`). */
function TaskActions({ task, onDeleted }: { task: InspectionTaskDetail; onDeleted: () => void }) {
  const [, navigate] = useLocation();
  const [finish, { isLoading }] = useFinishInspectionMutation();
  const [close] = useCloseInspectionMutation();
  const [move] = useMoveInspectionTaskMutation();
  const [remove] = useDeleteInspectionTasksMutation();
  const [closing, setClosing] = useState(false);
  const [reason, setReason] = useState('');
  const can = (op: string) => (task.allowedOperations as string[]).includes(op);
  const orderHref = `/createOrder?inspectionTaskId=${task.id}&customerId=${task.customer.id}`;
  return (
    <Space wrap>
      {can(InspectionOp.finish) && (
        <Button type="primary" loading={isLoading} onClick={() => toastResult(finish(task.id).unwrap(), '已完成巡检')}>
          完成巡检
        </Button>
      )}
      {can(InspectionOp.createOrder) && (
        <Button type="primary" onClick={() => navigate(orderHref)}>
          转工单
        </Button>
      )}
      {can(InspectionOp.close) && <Button onClick={() => setClosing(true)}>关闭异常</Button>}
      {can(InspectionOp.disable) && <Button onClick={() => toastResult(move({ id: task.id, op: InspectionOp.disable }).unwrap(), Messages.statusChanged)}>停用</Button>}
      {can(InspectionOp.enable) && <Button onClick={() => toastResult(move({ id: task.id, op: InspectionOp.enable }).unwrap(), Messages.statusChanged)}>启用</Button>}
      {can(InspectionOp.delete) && (
        <Popconfirm title="删除任务？该日期不会再次生成。" onOk={async () => (await toastResult(remove([task.id]).unwrap(), Messages.deleteOk)) && onDeleted()}>
          <Button status="danger">删除</Button>
        </Popconfirm>
      )}
      {closing && (
        <Modal
          visible
          title="关闭异常"
          onCancel={() => setClosing(false)}
          onOk={async () => (await toastResult(close({ id: task.id, reason }).unwrap(), '已关闭异常')) && setClosing(false)}
        >
          <Input.TextArea aria-label="关闭原因" placeholder="请输入关闭原因" maxLength={500} value={reason} onChange={setReason} />
        </Modal>
      )}
    </Space>
  );
}

const fmt = (iso: string | null) => (iso ? new Date(iso).toLocaleString('zh-CN', { hour12: false }) : '-');

/** /inspectionTask/{id}: one round, its points with their results, recorded point by point, and what became of its exception. */
export default function InspectionTaskDetailPage() {
  const id = Number(useParams<{ id: string }>().id);
  const [, navigate] = useLocation();
  const { data: task, isLoading, isError } = useGetInspectionTaskQuery(id, { skip: !(id > 0), refetchOnMountOrArgChange: true });
  const [recording, setRecording] = useState<InspectionPointResult | null>(null);
  useTabName(task ? `${task.plan.name} ${task.dueDate}` : undefined);
  if (isLoading) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (isError || !task) return <Result status="404" title="巡检任务不存在" />;
  const canRecord = (task.allowedOperations as string[]).includes(InspectionOp.record);
  const columns: TableColumnProps<InspectionPointResult>[] = [
    { title: '巡检点', key: 'name', render: (_: unknown, r) => r.point.name },
    { title: '位置', key: 'location', render: (_: unknown, r) => r.point.location || '-' },
    {
      title: '结果',
      key: 'result',
      width: 100,
      render: (_: unknown, r) => (r.result ? <Tag color={r.result.exception ? 'red' : 'green'}>{r.result.exception ? '异常' : '正常'}</Tag> : <Tag>未巡检</Tag>),
    },
    {
      title: '异常项',
      key: 'failed',
      render: (_: unknown, r) =>
        r.result?.items
          .filter((i) => !i.passed)
          .map((i) => (i.note ? `${i.name}：${i.note}` : i.name))
          .join('；') || '-',
    },
    {
      title: '照片',
      key: 'photos',
      render: (_: unknown, r) =>
        r.result?.photos.length ? (
          <Space wrap>
            {r.result.photos.map((p) => (
              <a key={p.id} href={p.url} target="_blank" rel="noreferrer">
                <SafeImage src={p.url} alt={`${r.point.name}照片`} width={48} height={48} style={{ objectFit: 'cover' }} />
              </a>
            ))}
          </Space>
        ) : (
          '-'
        ),
    },
    { title: '巡检时间', key: 'time', width: 170, render: (_: unknown, r) => (r.result ? fmt(r.result.recordTime) : '-') },
    {
      title: '操作',
      key: 'ops',
      width: 90,
      render: (_: unknown, r) =>
        canRecord && (
          <Button type="text" size="small" aria-label={`记录${r.point.name}`} onClick={() => setRecording(r)}>
            {r.result ? '重新记录' : '记录'}
          </Button>
        ),
    },
  ];
  return (
    <Card bordered={false} title={`巡检任务 ${task.dueDate}`} extra={<TaskActions task={task} onDeleted={() => navigate(paths.inspection.tasks)} />}>
      <Descriptions
        column={2}
        data={[
          { label: '巡检日期', value: task.dueDate },
          { label: '任务状态', value: <InspectionStateTag task={task} /> },
          { label: '巡检计划', value: task.plan.name },
          { label: '客户', value: task.customer.name },
          { label: '巡检人员', value: task.assignee?.name ?? '-' },
          { label: '进度', value: `${task.recordedCount}/${task.pointCount}，异常 ${task.exceptionCount}` },
          { label: '工单', value: task.order ? <Link href={paths.orders.detail(task.order.id)}>{task.order.orderNo}</Link> : '-' },
          { label: '完成时间', value: fmt(task.finishTime) },
          ...(task.closeReason ? [{ label: '关闭原因', value: task.closeReason, span: 2 }] : []),
        ]}
      />
      <h3>巡检点</h3>
      <Table rowKey={(r) => r.point.id} columns={columns} data={task.points} pagination={false} />
      {recording && <RecordDialog task={task} row={recording} onClose={() => setRecording(null)} />}
    </Card>
  );
}
