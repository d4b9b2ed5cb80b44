import { Link, useSearch } from 'wouter';
import { TASK_STATE_NAMES, TaskState, type TaskStateValue } from '@domain/maintenance/maintenance.constants';
import { MobileChips } from '@/app/mobile/mobile-chips';
import { MobileScreen } from '@/app/mobile/mobile-screen';
import { paths } from '@/app/paths';
import { useListMaintenanceTasksQuery } from '@/features/maintenance/maintenance.api';
import { errorMessage } from '@/lib/errors';

/** The chips: unfinished (the default), overdue, finished. */
const CHIPS: { value: string; label: string; filter: { state?: TaskStateValue; overdue?: 0 | 1 } }[] = [
  { value: 'open', label: TASK_STATE_NAMES[TaskState.unfinished], filter: { state: TaskState.unfinished } },
  { value: 'overdue', label: '逾期', filter: { overdue: 1 } },
  { value: 'done', label: TASK_STATE_NAMES[TaskState.finished], filter: { state: TaskState.finished } },
];
const PAGE = { pageIndex: 0, pageSize: 20 };

/**
 * /m/maintenance 维保任务: the maintenance visits due at the customers I see, by due date. The visit
 * itself is the task's order: its card opens the order's phone screen, where the engineer works it.
 */
export default function MobileMaintenancePage() {
  const state = new URLSearchParams(useSearch()).get('state') ?? 'open';
  const chip = CHIPS.find((c) => c.value === state) ?? CHIPS[0];
  // The chosen chip's own list (currentData), never the last chip's while it loads: a quick tap would open a card of the wrong list.
  const { currentData: tasks, error } = useListMaintenanceTasksQuery({ ...chip.filter, ...PAGE });

  return (
    <MobileScreen title="维保任务">
      <MobileChips label="维保任务状态" chips={CHIPS} chosen={chip} hrefOf={paths.mobile.maintenanceInState} />
      {error && <p className="m-empty">{errorMessage(error)}</p>}
      {!tasks && !error && <p className="m-empty">加载中…</p>}
      {tasks?.length === 0 && <p className="m-empty">没有维保任务</p>}
      {tasks?.map((task) => (
        <section key={task.id} className="m-card">
          <div className="m-row">
            <h2>{task.plan.name}</h2>
            <span className="m-muted">{task.overdue ? `${TASK_STATE_NAMES[task.state]}·逾期` : TASK_STATE_NAMES[task.state]}</span>
          </div>
          <div>{task.customer.name}</div>
          <div className="m-muted">
            计划日期 {task.dueDate} · {task.contract.name}
          </div>
          {task.order ? <Link href={paths.mobile.order(task.order.id)}>工单 {task.order.orderNo} ›</Link> : <div className="m-muted">待调度生成工单</div>}
        </section>
      ))}
    </MobileScreen>
  );
}
