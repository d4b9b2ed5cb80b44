import { Switch, type TableColumnProps } from '@arco-design/web-react';
import { formatDateTime } from '@domain/format/date';
import { TemplateRowActions, type TemplateRowActionsProps } from './template-row-actions';

interface TemplateRowBase {
  id: number;
  name: string;
  enabled: boolean;
  updateTime: string;
}

export interface TemplateColumnsOptions<T extends TemplateRowBase> {
  onEnable(row: T, enabled: boolean): void;
  links(row: T): TemplateRowActionsProps['links'];
  onRename(row: T): void;
  onDelete(row: T): void;
  /**
   * Moving rows is offered on the unfiltered list only, where a row's neighbour on screen is its
   * neighbour in the order: `offset` is the index of the page's first row, `total` the list's length.
   */
  move?: { onMove(row: T, step: -1 | 1): void; offset: number; total: number };
  actionsWidth: number;
}

function moveOf<T>(move: NonNullable<TemplateColumnsOptions<T & TemplateRowBase>['move']>, row: T & TemplateRowBase, at: number) {
  return {
    up: at > 0 ? () => move.onMove(row, -1) : undefined,
    down: at < move.total - 1 ? () => move.onMove(row, 1) : undefined,
  };
}

/** The columns every template list ends with: the enabled switch, the update time and the row actions. */
export function templateTailColumns<T extends TemplateRowBase>(o: TemplateColumnsOptions<T>): TableColumnProps<T>[] {
  return [
    {
      title: '启用',
      dataIndex: 'enabled',
      width: 80,
      render: (enabled: boolean, row) => (
        <Switch size="small" checked={enabled} aria-label={`启用${row.name}`} onChange={(on) => o.onEnable(row, on)} />
      ),
    },
    { title: '更新时间', dataIndex: 'updateTime', width: 160, render: (value: string) => formatDateTime(value) },
    {
      title: '操作',
      key: 'actions',
      width: o.actionsWidth,
      render: (_: unknown, row, index) => (
        <TemplateRowActions
          name={row.name}
          links={o.links(row)}
          onRename={() => o.onRename(row)}
          onDelete={() => o.onDelete(row)}
          move={o.move && moveOf(o.move, row, o.move.offset + index)}
        />
      ),
    },
  ];
}
