import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProjectTable } from '@/features/projects/components/project-table';
import { renderWithStore, useClientServer } from '@tests/support/client-server';

useClientServer({ page: '/allProject', signedInAs: '13800000001' });
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;
const tick = async (name: string) => fireEvent.click(within(await rowOf(name)).getByRole('checkbox'));

describe('全部项目 批量删除', () => {
  it('refuses a choice holding a started project with the server\'s words, and confirms one of projects not yet started', async () => {
    renderWithStore(<ProjectTable detailHref={(id) => `/allproject/projectdetails/${id}`} />);
    await tick('城西仓库新风安装');
    await tick('华东大厦空调安装');
    fireEvent.click(screen.getByRole('button', { name: '批量删除' }));
    await screen.findByText('所选项目中有1个已开始或无权删除，不能删除');
    expect(screen.queryByRole('dialog')).toBeNull();

    await tick('华东大厦空调安装');
    fireEvent.click(screen.getByRole('button', { name: '批量删除' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定删除所选的1个项目吗？删除后不可恢复')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(screen.queryByText('城西仓库新风安装')).toBeNull());
    expect(screen.getByText('华东大厦空调安装')).toBeTruthy();
  });
});
