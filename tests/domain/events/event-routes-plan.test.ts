import { describe, expect, it } from 'vitest';
import type { MenuNode } from '@domain/shell/menu.schemas';
import { MENU_CATALOGUE, type MenuEntry } from '@domain/shell/menu-catalogue';
import { buildMenuTree } from '@domain/shell/menu-tree';

// The event screens of spec part 1 section 2 that have a menu entry (the route guard disables a page by its entry).
const EVENT_ROUTES = ['/eventassigned', '/Myevent', '/allEvent', '/serviceCounter', '/shelters', '/newEvent', '/eventSet'];

const allKeys = (entries: MenuEntry[]): string[] => entries.flatMap((e) => [e.key, ...allKeys(e.children ?? [])]);
const flat = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
const eventNodes = (gate: Parameters<typeof buildMenuTree>[1]) =>
  new Map(flat(buildMenuTree(new Set(allKeys(MENU_CATALOGUE)), gate)).filter((n) => EVENT_ROUTES.includes(n.routerName)).map((n) => [n.routerName, n.meta.isDisabled]));

describe('event routes under the plan rules', () => {
  it('has a menu entry for every event screen, open on a paid plan within its headcount', () => {
    const open = eventNodes('open');
    expect([...open.keys()].sort()).toEqual([...EVENT_ROUTES].sort());
    expect([...open.values()].every((disabled) => !disabled)).toBe(true);
  });

  it('disables every event screen while the paid headcount is exceeded (the headcount dialog shows instead)', () => {
    expect([...eventNodes('headcount').values()]).toEqual(EVENT_ROUTES.map(() => true));
  });

  it('keeps the event screens open on the free plan (none of them is a restricted feature)', () => {
    expect([...eventNodes('free').values()].some((disabled) => disabled)).toBe(false);
  });
});
