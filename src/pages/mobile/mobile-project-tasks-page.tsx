import { useSearch } from 'wouter';
import type { MyTaskFilter } from '@domain/projects/projects.schemas';
import { MobileChips } from '@/app/mobile/mobile-chips';
import { MobileScreen } from '@/app/mobile/mobile-screen';
import { paths } from '@/app/paths';
import { useListMyProjectTasksQuery } from '@/features/projects/projects.api';
import { errorMessage } from '@/lib/errors';
import { ProjectTaskCard } from './project-task-card';

/** The chips: open (unfinished or in approval, the default), overdue, finished. */
const CHIPS: { value: MyTaskFilter; label: string }[] = [
  { value: 'open', label: '未完成' },
  { value: 'overdue', label: '逾期' },
  { value: 'done', label: '已完成' },
];
const PAGE = { pageIndex: 0, pageSize: 50 };

/**
 * /m/projectTasks 项目任务: the project tasks I hold (as person or coordination user), the nearest
 * deadline first; finished where I stand, a service-order task through its order.
 */
export default function MobileProjectTasksPage() {
  const show = new URLSearchParams(useSearch()).get('show');
  const chip = CHIPS.find((c) => c.value === show) ?? CHIPS[0];
  // The chosen chip's own list (currentData), never the last chip's while it loads: a quick tap would open a card of the wrong list.
  const { currentData: tasks, error } = useListMyProjectTasksQuery({ show: chip.value, ...PAGE });

  return (
    <MobileScreen title="项目任务">
      <MobileChips label="项目任务状态" chips={CHIPS} chosen={chip} hrefOf={paths.mobile.projectTasksShowing} />
      {error && <p className="m-empty">{errorMessage(error)}</p>}
      {!tasks && !error && <p className="m-empty">加载中…</p>}
      {tasks?.length === 0 && <p className="m-empty">没有项目任务</p>}
      {tasks?.map((task) => <ProjectTaskCard key={task.id} task={task} />)}
    </MobileScreen>
  );
}
