import { Button, Card, Descriptions, Divider, Input, Result, Space, Spin } from '@arco-design/web-react';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { formatDateTime } from '@domain/format/date';
import { VisitState, VisitType } from '@domain/return-visits/return-visits.constants';
import { VisitOp } from '@domain/return-visits/visit-task.machine';
import { VisitStateTag } from '@/features/return-visits/components/visit-state-tag';
import { useGetVisitTaskQuery, useSendVisitSmsMutation, useSubmitVisitMutation } from '@/features/return-visits/return-visits.api';
import { toastResult } from '@/lib/toast-result';
import { VisitAnswerForm } from './visit-answer-form';
import { paths } from '@/app/paths';

/** /returnVisitOrder/ReturnVisitTaskDetail/{taskId}: the visited order or event and the visit (answer, pass or fail, text the contact). */
export default function ReturnVisitTaskDetailPage() {
  const id = Number(useParams<{ taskId: string }>().taskId);
  const { data: task, isLoading, isError } = useGetVisitTaskQuery(id);
  const [submit, { isLoading: submitting }] = useSubmitVisitMutation();
  const [sendSms, { isLoading: texting }] = useSendVisitSmsMutation();
  const [answers, setAnswers] = useState<(number | string | null)[]>([]);
  const [remark, setRemark] = useState('');
  if (isLoading) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (isError || !task) return <Result status="404" title="回访任务不存在" />;
  const pending = task.state === VisitState.pending;
  // The visit is recorded with the operations the server allows the caller now (domain/return-visits/visit-task.machine).
  const visiting = task.operations.includes(VisitOp.pass) || task.operations.includes(VisitOp.fail);
  const isEvent = task.visitType === VisitType.event;
  const isRepair = task.visitType === VisitType.repairOrder;
  const target = isEvent ? { noun: '事件', href: paths.events.detail(task.targetId) } : isRepair ? { noun: '维修单', href: paths.repair.detail(task.targetId) } : { noun: '工单', href: paths.orders.detail(task.targetId) };

  const handleSubmit = (state: number) => toastResult(submit({ id, state, answers, remark }).unwrap(), '提交成功');

  return (
    <Card bordered={false} title={`回访：${task.targetNo}`} extra={<VisitStateTag state={task.state} />}>
      <Descriptions
        column={2}
        data={[
          {
            label: target.noun,
            value: <Link href={target.href}>{`${task.targetNo} ${task.targetTitle}`}</Link>,
          },
          { label: isEvent ? '负责人' : isRepair ? '维修工程师' : '服务人员', value: task.ownerName ?? '-' },
          { label: '客户', value: task.customerName },
          { label: '联系人', value: `${task.contactName} ${task.contactPhone}` },
          { label: '完成时间', value: formatDateTime(task.finishTime) },
          { label: '应回访时间', value: formatDateTime(task.dueTime) },
          { label: '回访人', value: task.assignee?.name ?? '未分配' },
          { label: '已发短信', value: `${task.smsCount} 条` },
          ...(pending ? [] : [{ label: '提交', value: `${task.submittedBy?.name ?? ''} ${task.submitTime ? formatDateTime(task.submitTime) : ''}` }, { label: '备注', value: task.remark || '-' }]),
        ]}
      />
      <Divider />
      <VisitAnswerForm questions={task.questions} answers={pending ? answers : task.answers} onChange={setAnswers} readOnly={!visiting} />
      {visiting && (
        <Space direction="vertical" style={{ width: '100%', maxWidth: 640 }}>
          <Input.TextArea aria-label="回访备注" placeholder="备注（回访失败时填写原因）" value={remark} onChange={setRemark} maxLength={500} autoSize={{ minRows: 2 }} />
          <Space>
            {task.operations.includes(VisitOp.pass) && (
              <Button type="primary" loading={submitting} onClick={() => handleSubmit(VisitState.passed)}>
                回访通过
              </Button>
            )}
            {task.operations.includes(VisitOp.fail) && (
              <Button status="danger" loading={submitting} onClick={() => handleSubmit(VisitState.failed)}>
                回访失败
              </Button>
            )}
            {/* Texting is allowed in any state; the screen offers it beside the visit. */}
            {task.operations.includes(VisitOp.sendSms) && (
              <Button loading={texting} onClick={() => toastResult(sendSms({ id }).unwrap(), '短信已提交')}>
                发送回访短信
              </Button>
            )}
          </Space>
        </Space>
      )}
    </Card>
  );
}
