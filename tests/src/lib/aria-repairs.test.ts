import { afterEach, describe, expect, it } from 'vitest';
import { readableTextOn } from '@/components/color-tag';
import { startAriaRepairs } from '@/lib/aria-repairs';

describe('startAriaRepairs', () => {
  let observer: MutationObserver | undefined;
  afterEach(() => {
    observer?.disconnect();
    document.body.innerHTML = '';
  });

  it('adds what Arco leaves out, also to elements rendered later', async () => {
    document.body.innerHTML = `
      <div class="arco-tabs-header"><div class="arco-tabs-header-title" role="tab" aria-controls="missing-panel">A</div></div>
      <div role="menu"><div class="arco-menu-inline-header" aria-expanded="false">组</div></div>
      <div role="menu"><div class="arco-menu-pop-header" aria-haspopup="true" aria-expanded="false">折叠的组</div></div>`;
    observer = startAriaRepairs();
    expect(document.querySelector('.arco-tabs-header')?.getAttribute('role')).toBe('tablist');
    expect(document.querySelector('[role="tab"]')?.hasAttribute('aria-controls')).toBe(false);
    expect(document.querySelector('.arco-menu-inline-header')?.getAttribute('role')).toBe('menuitem');
    expect(document.querySelector('.arco-menu-pop-header')?.getAttribute('role')).toBe('menuitem');

    const later = document.createElement('div');
    later.innerHTML = `
      <div class="arco-alert"><button class="arco-alert-close-btn"></button></div>
      <div class="arco-table"><div class="arco-table-th"><input type="checkbox"></div><div class="arco-table-td"><input type="checkbox"></div></div>
      <div class="arco-pagination-option" aria-label="页码"></div>`;
    document.body.append(later);
    await new Promise((resolve) => queueMicrotask(() => resolve(undefined))); // mutation observers report in a microtask
    expect(document.querySelector('.arco-alert-close-btn')?.getAttribute('aria-label')).toBe('关闭');
    expect([...document.querySelectorAll('.arco-table input')].map((el) => el.getAttribute('aria-label'))).toEqual(['全选', '选择此行']);
    expect(document.querySelector('.arco-pagination-option')?.getAttribute('role')).toBe('group');
  });

  it('names expand buttons by what they do, counts tree levels from 1 and drops infinite bounds', async () => {
    document.body.innerHTML = `
      <table><tr><td class="arco-table-expand-icon-cell"><button type="button"><svg class="arco-icon arco-icon-plus"></svg></button></td></tr></table>
      <div class="arco-tree-node" role="treeitem" aria-level="0"></div>
      <input role="spinbutton" aria-valuemax="Infinity" aria-valuemin="-Infinity">`;
    observer = startAriaRepairs();
    const button = document.querySelector('button')!;
    expect([button.getAttribute('aria-label'), button.getAttribute('aria-expanded')]).toEqual(['展开', 'false']);
    button.innerHTML = '<svg class="arco-icon arco-icon-minus"></svg>';
    await new Promise((resolve) => queueMicrotask(() => resolve(undefined)));
    expect([button.getAttribute('aria-label'), button.getAttribute('aria-expanded')]).toEqual(['收起', 'true']);
    expect(document.querySelector('.arco-tree-node')!.getAttribute('aria-level')).toBe('1');
    observer.disconnect();
    observer = startAriaRepairs(); // a second pass leaves the level alone
    expect(document.querySelector('.arco-tree-node')!.getAttribute('aria-level')).toBe('1');
    const box = document.querySelector('input')!;
    expect([box.hasAttribute('aria-valuemax'), box.hasAttribute('aria-valuemin')]).toEqual([false, false]);
  });
});

describe('readableTextOn', () => {
  it('picks the text colour with at least 4.5:1 contrast on a user-chosen tag colour', () => {
    expect(readableTextOn('#ff7d00')).toBe('#000');
    expect(readableTextOn('#f53f3f')).toBe('#000');
    expect(readableTextOn('#165dff')).toBe('#fff');
    expect(readableTextOn('#333')).toBe('#fff');
    expect(readableTextOn('orange')).toBeUndefined();
  });
});

describe('startAriaRepairs on a tag box', () => {
  it('names the text box inside an InputTag after the tag box', () => {
    document.body.innerHTML = `<div class="arco-input-tag" aria-label="故障类型"><div><input class="arco-input-tag-input"></div></div>`;
    const observer = startAriaRepairs();
    expect(document.querySelector('input')!.getAttribute('aria-label')).toBe('故障类型');
    observer.disconnect();
    document.body.innerHTML = '';
  });
});
