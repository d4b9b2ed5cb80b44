import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MapPointPicker } from '@/components/offline-map/map-point-picker';

const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const SHENZHEN = { lng: 114.0579, lat: 22.5431 };

/** Clicks the map at the place where the chosen-position pin stands now, moved by (dx, dy) pixels. */
function clickMapBesidePin(dx: number, dy: number) {
  const map = screen.getByRole('application', { name: '地图' });
  const [x, y] = screen.getByRole('button', { name: '已选位置' }).getAttribute('transform')!.match(/-?[\d.]+/g)!.map(Number);
  fireEvent.pointerDown(map, { button: 0, clientX: x + dx, clientY: y + dy, pointerId: 1 });
  fireEvent.pointerUp(map, { clientX: x + dx, clientY: y + dy, pointerId: 1 });
}

describe('MapPointPicker', () => {
  it('shows the position, and sets a new one clicked on the map (east and south of the old one)', async () => {
    const onChange = vi.fn();
    render(<MapPointPicker label="地址1地图选点" value={SHENZHEN} onChange={onChange} />);
    expect(screen.getByRole('button', { name: '地址1地图选点' }).textContent).toContain('114.0579, 22.5431');
    await user().click(screen.getByRole('button', { name: '地址1地图选点' }));
    const dialog = await screen.findByRole('dialog');
    clickMapBesidePin(40, 30);
    expect(within(dialog).getByText(/^经度 [\d.]+，纬度 [\d.]+$/)).toBeTruthy();
    await user().click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    const picked = onChange.mock.calls[0][0];
    expect(picked.lng).toBeGreaterThan(SHENZHEN.lng);
    expect(picked.lat).toBeLessThan(SHENZHEN.lat);
    // Stored to six decimals.
    expect(picked.lng.toString().split('.')[1].length).toBeLessThanOrEqual(6);
  });

  it('can clear the position, and a cancelled dialog changes nothing', async () => {
    const onChange = vi.fn();
    render(<MapPointPicker value={SHENZHEN} onChange={onChange} />);
    await user().click(screen.getByRole('button', { name: '地图选点' }));
    let dialog = await screen.findByRole('dialog');
    await user().click(within(dialog).getByRole('button', { name: '清除位置' }));
    expect(within(dialog).getByText('尚未选择位置')).toBeTruthy();
    await user().click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    expect(onChange).not.toHaveBeenCalled();

    await user().click(screen.getByRole('button', { name: '地图选点' }));
    dialog = await screen.findByRole('dialog');
    await user().click(within(dialog).getByRole('button', { name: '清除位置' }));
    await user().click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(onChange).toHaveBeenCalledWith(null);
  });
});
