import { describe, expect, it } from 'vitest';
import type { MenuNode } from '@domain/shell/menu.schemas';
import { locateRoute } from '@/app/shell/menu-nodes';

const node = (id: string, routerName: string, children: MenuNode[] = []): MenuNode => ({
  id,
  name: id,
  icon: '',
  routerName,
  children,
  meta: { isDisabled: false, restricted: false },
  parent_id: null,
  form_type: null,
  inner_obj_id: null,
  external_url: null,
});

const menu = [
  node('home', '', [node('orders', '', [node('all', '/allOrder'), node('assign', '/assignOrder')])]),
  node('settings', '', [node('system', '', [node('params', '/systemParam')])]),
];

describe('locateRoute', () => {
  it('finds the top menu and group of a menu entry', () => {
    expect(locateRoute(menu, '/systemParam')).toEqual({ top: 'settings', group: 'system' });
    expect(locateRoute(menu, '/assignOrder')).toEqual({ top: 'home', group: 'orders' });
  });

  it('places a page below an entry (an order detail) where that entry is, so the top menu follows it', () => {
    expect(locateRoute(menu, '/allOrder/orderDetail/5')).toEqual({ top: 'home', group: 'orders' });
  });

  it('leaves pages outside the menu unplaced', () => {
    expect(locateRoute(menu, '/somewhere/else')).toBeUndefined();
    expect(locateRoute(menu, '/')).toBeUndefined();
  });
});
