import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProjectRow } from '@domain/projects/projects.schemas';
import { ProjectTable } from '@/features/projects/components/project-table';
import { projectPanelFilter } from '@/features/projects/components/project-filters';
import { renderWithStore, useClientServer } from '@tests/support/client-server';
import { useSignedIn } from '@tests/support/test-app';

const t = useClientServer({ page: '/allProject', signedInAs: '13800000001' });
const [admin] = useSignedIn(t, '13800000001');

describe('全部项目 filter panel', () => {
  it('narrows the list to a project number on 查询, and 重置 shows every project again', async () => {
    const listed = (await admin.get('/project/list?pageSize=100')).json.data as ProjectRow[];
    const wanted = listed.find((p) => p.name === '滨江花园净水系统改造')!;
    renderWithStore(<ProjectTable detailHref={(id) => `/allproject/projectdetails/${id}`} />);
    await screen.findByText('城西仓库新风安装');
    fireEvent.change(screen.getByRole('textbox', { name: '项目编号' }), { target: { value: wanted.projectNo } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(screen.queryByText('城西仓库新风安装')).toBeNull());
    expect(screen.getByText('滨江花园净水系统改造')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    await screen.findByText('城西仓库新风安装');
  });

  it('sends the creation and finish ranges as the days the list takes', () => {
    expect(projectPanelFilter({ createTime: ['2026-12-01 00:00:00', '2026-12-07 23:59:59'], finishTime: ['2026-12-05 00:00:00', '2026-12-05 23:59:59'], createUserId: 7, projectNo: ' XM1 ' })).toEqual({
      projectNo: 'XM1',
      createUserId: 7,
      startCreateTime: '2026-12-01',
      endCreateTime: '2026-12-07',
      startFinishTime: '2026-12-05',
      endFinishTime: '2026-12-05',
    });
    expect(projectPanelFilter({ projectNo: '  ' })).toEqual({ projectNo: undefined, createUserId: undefined, startCreateTime: undefined, endCreateTime: undefined, startFinishTime: undefined, endFinishTime: undefined });
  });
});
