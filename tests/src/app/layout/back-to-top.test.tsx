import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { BackToTop } from '@/app/layout/back-to-top';

function Scroller() {
  const ref = useRef<HTMLDivElement>(null);
  return (
    <div ref={ref} data-testid="scroller" style={{ height: 300, overflow: 'auto' }}>
      <div style={{ height: 3000 }} />
      <BackToTop target={ref} />
    </div>
  );
}

describe('BackToTop', () => {
  it('appears after 400 px of scroll as a button a screen reader can name', async () => {
    render(<Scroller />);
    expect(screen.queryByRole('button')).toBeNull();
    const scroller = screen.getByTestId('scroller');
    await act(async () => {
      scroller.scrollTop = 500;
      scroller.dispatchEvent(new Event('scroll'));
    });
    expect(await screen.findByRole('button', { name: '回到顶部' })).toBeTruthy();
  });
});
