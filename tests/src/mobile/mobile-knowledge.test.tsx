import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithStore, useClientServer } from '@tests/support/client-server';
import { MobileScreens } from './mobile-screens-harness';

/** 知识库 on the phone: the demo engineer 张师傅 searches the demo FAQ by Chinese words and reads an answer in place. */
const t = useClientServer({ page: '/m/knowledge', signedInAs: '13800000003' });

const summary = (title: string) => (_: string, element: Element | null) => element?.tagName === 'SUMMARY' && (element.textContent ?? '').startsWith(title);

describe('/m/knowledge, the knowledge base on the phone', () => {
  it('finds 空调不制冷怎么办 from 空调 制冷, opens its answer in place, and keeps the words in the address', async () => {
    t.visit('/m/knowledge');
    renderWithStore(<MobileScreens />);
    expect(await screen.findByText('输入故障或产品的关键词搜索')).toBeTruthy();
    await userEvent.type(screen.getByRole('searchbox', { name: '搜索知识库' }), '空调 制冷');
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));

    const results = await screen.findByRole('region', { name: '搜索结果' });
    const hit = await within(results).findByText(summary('空调不制冷怎么办'));
    expect(within(hit).getAllByText((_, element) => element?.tagName === 'MARK').map((mark) => mark.textContent)).toEqual(expect.arrayContaining(['空调']));
    expect(location.search).toBe(`?q=${encodeURIComponent('空调 制冷')}`);

    const details = hit.closest('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    expect(await within(details).findByRole('button', { name: /^有用（\d+）$/ })).toBeTruthy();
  });

  it('says so when nothing fits', async () => {
    t.visit(`/m/knowledge?q=${encodeURIComponent('zzqx 9981')}`);
    renderWithStore(<MobileScreens />);
    expect(await screen.findByText('没有找到相关知识')).toBeTruthy();
  });
});
