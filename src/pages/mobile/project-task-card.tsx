import { useState } from 'react';
import { Link } from 'wouter';
import { Messages } from '@domain/common/messages';
import { TASK_KIND_NAMES, TASK_STATE_NAMES } from '@domain/projects/projects.constants';
import type { MyTaskRow } from '@domain/projects/projects.schemas';
import { TaskOp } from '@domain/projects/task.machine';
import { paths } from '@/app/paths';
import { useFinishTaskMutation } from '@/features/projects/projects.api';
import { toastResult } from '@/lib/toast-result';
import { LINK_BUTTON_STYLE } from './link-button';

/**
 * One of my project tasks: its project, deadline and what it asks, and exactly the buttons its
 * `operations` allow: 完成 (with what was done), 创建工单 for a service-order task (the phone's new
 * order, which carries the task), and the order once made.
 */
export function ProjectTaskCard({ task }: { task: MyTaskRow }) {
  const [finishing, setFinishing] = useState(false);
  const [note, setNote] = useState('');
  const [finish, { isLoading }] = useFinishTaskMutation();
  const can = (op: string) => (task.operations as string[]).includes(op);
  const state = TASK_STATE_NAMES[task.state];

  const handleFinish = async () => {
    if (await toastResult(finish({ id: task.id, note: note.trim() }).unwrap(), Messages.saveOk)) setFinishing(false);
  };

  return (
    <section className="m-card" aria-label={`${task.projectName} ${task.name}`}>
      <div className="m-row">
        <h2>{task.name}</h2>
        <span className="m-muted">{task.overdue ? `${state}·逾期` : state}</span>
      </div>
      <div>
        {task.projectName} · {task.processName}
      </div>
      <div className="m-muted">
        {task.projectNo} · {TASK_KIND_NAMES[task.kind]} · {task.endDate ? `截止 ${task.endDate}` : '未设截止日期'}
      </div>
      {task.description && <p className="m-muted">{task.description}</p>}
      {task.note && <p>完成说明：{task.note}</p>}
      <div className="m-actions" style={{ marginTop: 8 }}>
        {can(TaskOp.finish) && (
          <button type="button" className="m-btn m-btn-primary" aria-expanded={finishing} onClick={() => setFinishing(!finishing)}>
            完成
          </button>
        )}
        {can(TaskOp.createOrder) && (
          <Link className="m-btn m-btn-primary" style={LINK_BUTTON_STYLE} href={paths.mobile.newOrder({ projectTaskId: String(task.id) })}>
            创建工单
          </Link>
        )}
        {task.orderId && (
          <Link className="m-btn" style={LINK_BUTTON_STYLE} href={paths.mobile.order(task.orderId)}>
            查看工单
          </Link>
        )}
      </div>
      {finishing && (
        <div style={{ marginTop: 10 }}>
          <label className="m-field">
            <span>完成说明（选填）</span>
            <textarea className="m-input" value={note} maxLength={1000} onChange={(e) => setNote(e.target.value)} />
          </label>
          <button type="button" className="m-btn m-btn-primary" disabled={isLoading} onClick={() => void handleFinish()}>
            确定完成
          </button>
        </div>
      )}
    </section>
  );
}
