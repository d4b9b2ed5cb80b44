import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InspectionPaths as P } from '@domain/maintenance/inspection.paths';
import type { InspectionTaskDetail, InspectionTaskRow } from '@domain/maintenance/inspection.schemas';
import { InspectionPointForm } from '@/pages/mobile/inspection-point-form';
import { renderWithStore, useClientServer } from '@tests/support/client-server';
import { MobileScreens, read } from './mobile-screens-harness';

/** 我的巡检 on the phone (issue 35): the demo walker 张师傅's rounds, and a point's form checking what it sends. */
const t = useClientServer({ page: '/m/inspections', signedInAs: '13800000003' });
const mine = (state: number) => read<InspectionTaskRow[]>(`${P.taskList}?mine=1&state=${state}&pageIndex=0&pageSize=20`);

describe('/m/inspections, my rounds', () => {
  it('lists the rounds to walk first and the exceptions under their chip', async () => {
    const pending = await mine(0);
    const exceptions = await mine(3);
    expect(pending.length).toBeGreaterThan(0);
    expect(exceptions.length).toBeGreaterThan(0);
    t.visit('/m/inspections');
    renderWithStore(<MobileScreens />);
    const card = await screen.findByRole('link', { name: new RegExp(`${pending[0].plan.name}.*计划日期 ${pending[0].dueDate}`) });
    expect(card.getAttribute('href')).toBe(`/m/inspection/${pending[0].id}`);
    fireEvent.click(screen.getByRole('button', { name: '异常待处理' }));
    await screen.findByRole('link', { name: new RegExp(`已记录 ${exceptions[0].recordedCount}/${exceptions[0].pointCount}`) });
    expect(location.search).toBe('?state=3');
  });
});

describe('a point of the round', () => {
  it('asks the point’s code, a result for every item and why one failed before it sends the point', async () => {
    const [round] = await mine(0);
    const detail = await read<InspectionTaskDetail>(`${P.taskDetail}?id=${round.id}`);
    const entry = detail.points[0];
    const onSubmit = vi.fn();
    renderWithStore(<InspectionPointForm entry={entry} checkItems={detail.checkItems} busy={false} onSubmit={onSubmit} />);
    const save = screen.getByRole('button', { name: '保存巡检结果' });
    const problem = async () => {
      fireEvent.click(save);
      return (await screen.findByRole('alert')).textContent;
    };

    expect(await problem()).toBe('请扫描或输入巡检点的码');
    const code = screen.getByRole('textbox', { name: '巡检点码（扫码或输入）' });
    await userEvent.type(code, 'WRONG');
    expect(await problem()).toBe('扫码结果与巡检点不符');
    await userEvent.clear(code);
    await userEvent.type(code, entry.point.code);
    expect(await problem()).toBe(`请选择「${detail.checkItems[0]}」的检查结果`);
    for (const button of screen.getAllByRole('button', { name: '正常' })) fireEvent.click(button);
    fireEvent.click(screen.getAllByRole('button', { name: '异常' })[0]);
    expect(await problem()).toBe(`请填写「${detail.checkItems[0]}」的异常说明`);
    await userEvent.type(screen.getByRole('textbox', { name: `${detail.checkItems[0]}异常说明` }), '漏水');
    fireEvent.click(save);
    expect(onSubmit).toHaveBeenCalledWith({
      scannedCode: entry.point.code,
      items: detail.checkItems.map((name, i) => ({ name, passed: i !== 0, note: i === 0 ? '漏水' : '' })),
      remark: '',
      photos: [],
    });
  });
});
