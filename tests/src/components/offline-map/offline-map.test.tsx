import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OfflineMap, type MapMarker } from '@/components/offline-map/offline-map';

const markers: MapMarker[] = [
  { key: 'order:1', kind: 'order', position: { lng: 114.0579, lat: 22.5431 }, label: '工单 深圳的工单' },
  { key: 'staff:2', kind: 'staff', position: { lng: 113.2644, lat: 23.1291 }, label: '服务人员 张师傅', caption: '张师傅' },
];

const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const placeOf = (name: string) => screen.getByRole('button', { name }).getAttribute('transform');

describe('OfflineMap', () => {
  it('draws China from the shipped geography, with the markers on it', async () => {
    const { container } = render(<OfflineMap markers={markers} />);
    expect(screen.getByRole('button', { name: '工单 深圳的工单' })).toBeTruthy();
    expect(screen.getByText('张师傅')).toBeTruthy();
    await waitFor(() => expect(container.querySelector('.offline-map-china')?.getAttribute('d')?.length).toBeGreaterThan(10_000), { timeout: 45_000 });
    expect(container.querySelectorAll('.offline-map-neighbour').length).toBeGreaterThan(5);
    expect(screen.queryByText('地图加载中…')).toBeNull();
  }, 60_000);

  it('fits the markers in the first view: Shenzhen east of and below Guangzhou', () => {
    render(<OfflineMap markers={markers} />);
    const [sx, sy] = placeOf('工单 深圳的工单')!.match(/[\d.]+/g)!.map(Number);
    const [gx, gy] = placeOf('服务人员 张师傅')!.match(/[\d.]+/g)!.map(Number);
    expect(sx).toBeGreaterThan(gx);
    expect(sy).toBeGreaterThan(gy);
    for (const x of [sx, gx]) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(800);
    }
  });

  it('draws a line through places in order, where their markers stand, hidden from screen readers', () => {
    const { container } = render(<OfflineMap markers={markers} lines={[{ key: 'route', points: markers.map((m) => m.position) }]} />);
    const line = container.querySelector('polyline')!;
    expect(line.getAttribute('aria-hidden')).toBe('true');
    expect(line.getAttribute('points')!.split(' ')).toEqual(markers.map((m) => placeOf(m.label)!.replace(/^translate\((\S+) (\S+)\)$/, '$1,$2')));
  });

  it('hands back the clicked marker, by pointer and by keyboard', async () => {
    const onMarkerClick = vi.fn();
    render(<OfflineMap markers={markers} onMarkerClick={onMarkerClick} />);
    await user().click(screen.getByRole('button', { name: '工单 深圳的工单' }));
    expect(onMarkerClick).toHaveBeenLastCalledWith('order:1');
    screen.getByRole('button', { name: '服务人员 张师傅' }).focus();
    await user().keyboard('{Enter}');
    expect(onMarkerClick).toHaveBeenLastCalledWith('staff:2');
  });

  it('zooms with the buttons and the wheel, pans by dragging, and comes back with 复位', async () => {
    render(<OfflineMap markers={markers} />);
    const first = placeOf('服务人员 张师傅');
    await user().click(screen.getByRole('button', { name: '放大' }));
    const zoomed = placeOf('服务人员 张师傅');
    expect(zoomed).not.toBe(first);
    fireEvent.wheel(screen.getByRole('application', { name: '地图' }), { deltaY: 100, clientX: 400, clientY: 260 });
    expect(placeOf('服务人员 张师傅')).not.toBe(zoomed);
    await user().click(screen.getByRole('button', { name: '复位' }));
    expect(placeOf('服务人员 张师傅')).toBe(first);

    const svg = screen.getByRole('application', { name: '地图' });
    fireEvent.pointerDown(svg, { button: 0, clientX: 100, clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(svg, { clientX: 150, clientY: 130, pointerId: 1 });
    fireEvent.pointerUp(svg, { clientX: 150, clientY: 130, pointerId: 1 });
    const [x0, y0] = first!.match(/[\d.]+/g)!.map(Number);
    const [x1, y1] = placeOf('服务人员 张师傅')!.match(/[\d.]+/g)!.map(Number);
    expect(x1 - x0).toBeCloseTo(50, 6);
    expect(y1 - y0).toBeCloseTo(30, 6);
  });

  it('reports the place of a click on the map itself (the address picker), not of a drag', () => {
    const onMapClick = vi.fn();
    render(<OfflineMap markers={markers} onMapClick={onMapClick} />);
    const svg = screen.getByRole('application', { name: '地图' });
    const [sx, sy] = placeOf('工单 深圳的工单')!.match(/[\d.]+/g)!.map(Number);
    // A click right at the order marker's place, on the map (the target is the map, not the marker).
    fireEvent.pointerDown(svg, { button: 0, clientX: sx, clientY: sy, pointerId: 1 });
    fireEvent.pointerUp(svg, { clientX: sx, clientY: sy, pointerId: 1 });
    expect(onMapClick).toHaveBeenCalledTimes(1);
    const place = onMapClick.mock.calls[0][0];
    expect(place.lng).toBeCloseTo(114.0579, 3);
    expect(place.lat).toBeCloseTo(22.5431, 3);
  });
});
