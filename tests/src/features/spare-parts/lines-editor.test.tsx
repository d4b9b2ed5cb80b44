import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LinesEditor, type DraftLine } from '@/features/spare-parts/components/lines-editor';
import { renderWithStore, useClientServer } from '@tests/support/client-server';

useClientServer({ page: '/spareMine', signedInAs: '13800000003' });

/**
 * A form's lines as MovementForm keeps them: after a send they are replaced by one fresh line. A line's
 * key comes from a counter every open form moves on (备件申领 open in another tab had taken the first),
 * so the sent line's key may be any small number: 2 is the position of the editor's row of buttons.
 */
function SentForm({ sentKey, freshKey }: { sentKey: number; freshKey: number }) {
  const [lines, setLines] = useState<DraftLine[]>([{ key: sentKey, qty: '3' }]);
  return (
    <>
      <LinesEditor lines={lines} onChange={setLines} withKits={false} />
      <button type="button" onClick={() => setLines([{ key: freshKey, qty: '1' }])}>
        已提交
      </button>
    </>
  );
}

describe('the lines of a movement form', () => {
  it.each([
    { sentKey: 1, freshKey: 2 },
    { sentKey: 2, freshKey: 3 },
    { sentKey: 3, freshKey: 4 },
  ])('after a send show one fresh 第1行, not the sent line above it (keys $sentKey → $freshKey)', async ({ sentKey, freshKey }) => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithStore(<SentForm sentKey={sentKey} freshKey={freshKey} />);
    expect((screen.getByRole('textbox', { name: '第1行数量' }) as HTMLInputElement).value).toBe('3');
    await user.click(screen.getByRole('button', { name: '已提交' }));
    await waitFor(() => expect((screen.getByRole('textbox', { name: '第1行数量' }) as HTMLInputElement).value).toBe('1'));
    expect(screen.getAllByText('第1行')).toHaveLength(1);
    expect(screen.getAllByRole('textbox', { name: /^第\d+行数量$/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: /添加一行/ })).toBeTruthy();
  });
});
