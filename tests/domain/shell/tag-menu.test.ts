import { describe, expect, it } from 'vitest';
import type { MenuNode } from '@domain/shell/menu.schemas';
import { MENU_CATALOGUE, walkMenu } from '@domain/shell/menu-catalogue';
import { buildMenuTree } from '@domain/shell/menu-tree';

const TAG_ROUTES = ['/tagsManage/personTag', '/tagsManage/orderTag', '/tagsManage/customerTag'];
const flat = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
const tagNodes = (gate: Parameters<typeof buildMenuTree>[1]) =>
  new Map(flat(buildMenuTree(new Set([...walkMenu(MENU_CATALOGUE)].map((e) => e.key)), gate)).filter((n) => TAG_ROUTES.includes(n.routerName)).map((n) => [n.routerName, n.meta.isDisabled]));

describe('the tag screens in the settings menu', () => {
  it('has an entry for person, order and customer tags, open on a paid plan', () => {
    expect(Object.fromEntries(tagNodes('open'))).toEqual({ '/tagsManage/personTag': false, '/tagsManage/orderTag': false, '/tagsManage/customerTag': false });
  });

  it('locks all three on the free plan', () => {
    expect([...tagNodes('free').values()]).toEqual([true, true, true]);
  });
});
