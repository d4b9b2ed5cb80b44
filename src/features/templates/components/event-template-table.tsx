import { Switch, Table, type TableColumnProps } from '@arco-design/web-react';
import { useState } from 'react';
import { Messages } from '@domain/common/messages';
import type { EventTemplateRow } from '@domain/templates/event-templates.schemas';
import { EVENT_SWITCH_NAMES, type EventSwitch } from '@domain/templates/template.constants';
import { paths } from '@/app/paths';
import { toastResult } from '@/lib/toast-result';
import { useListPaging } from '../hooks/use-list-paging';
import {
  eventTemplateBody,
  useCountEventTemplatesQuery,
  useDeleteEventTemplatesMutation,
  useEnableEventTemplateMutation,
  useListEventTemplatesQuery,
  useSaveEventTemplateMutation,
  useSortEventTemplateMutation,
} from '../templates.api';
import { TemplateNameDialog, type TemplateNameValues } from './template-name-dialog';
import { templateTailColumns } from './template-columns';
import { TemplateToolbar } from './template-toolbar';

type Dialog = { row: EventTemplateRow | null } | null;
const SWITCHES = Object.keys(EVENT_SWITCH_NAMES) as EventSwitch[];

/** 事件模板: the event templates with their switches, each leading to its form and its settings. */
export function EventTemplateTable() {
  const { keyword, paging, search, pagination } = useListPaging();
  const [dialog, setDialog] = useState<Dialog>(null);
  const filter = { keyword: keyword || undefined };
  const { data: rows = [], isFetching } = useListEventTemplatesQuery({ ...filter, ...paging });
  const { data: total = 0 } = useCountEventTemplatesQuery(filter);
  const [saveEventTemplate] = useSaveEventTemplateMutation();
  const [enableEventTemplate] = useEnableEventTemplateMutation();
  const [deleteEventTemplates] = useDeleteEventTemplatesMutation();
  const [sortEventTemplate] = useSortEventTemplateMutation();

  const handleSubmit = ({ name }: TemplateNameValues) => {
    const row = dialog?.row;
    const body = row ? eventTemplateBody(row, { name }) : { name, form: { fields: [] } };
    return toastResult(saveEventTemplate(body).unwrap(), Messages.saveOk);
  };
  const handleSwitch = (row: EventTemplateRow, key: EventSwitch, on: boolean) => {
    const settings = { ...row.settings, switches: { ...row.settings.switches, [key]: on } };
    void toastResult(saveEventTemplate(eventTemplateBody(row, { settings })).unwrap(), Messages.saveOk);
  };

  const switchColumns: TableColumnProps<EventTemplateRow>[] = SWITCHES.map((key) => ({
    title: EVENT_SWITCH_NAMES[key],
    key,
    width: 90,
    render: (_: unknown, row) => (
      <Switch
        size="small"
        checked={row.settings.switches[key]}
        aria-label={`${row.name}显示${EVENT_SWITCH_NAMES[key]}`}
        onChange={(on) => handleSwitch(row, key, on)}
      />
    ),
  }));
  const columns: TableColumnProps<EventTemplateRow>[] = [
    { title: '事件模板名称', dataIndex: 'name', ellipsis: true },
    ...switchColumns,
    ...templateTailColumns<EventTemplateRow>({
      onEnable: (row, on) => void toastResult(enableEventTemplate({ id: row.id, enabled: on }).unwrap(), Messages.statusChanged),
      links: (row) => [
        { label: '设计表单', href: paths.customFormBeta(row.id, 'event', row.name) },
        { label: '流程设置', href: paths.processEvent(row.id, row.name) },
      ],
      onRename: (row) => setDialog({ row }),
      onDelete: (row) => void toastResult(deleteEventTemplates([row.id]).unwrap(), Messages.deleteOk),
      move: keyword ? undefined : { onMove: (row, step) => void toastResult(sortEventTemplate({ id: row.id, step }).unwrap(), Messages.saveOk), offset: paging.pageIndex * paging.pageSize, total },
      actionsWidth: 400,
    }),
  ];

  return (
    <>
      <TemplateToolbar searchPlaceholder="搜索事件模板名称" onSearch={search} addLabel="新建事件模板" onAdd={() => setDialog({ row: null })} />
      <Table rowKey="id" loading={isFetching} columns={columns} data={rows} pagination={pagination(total)} />
      {dialog && (
        <TemplateNameDialog
          title={dialog.row ? '重命名事件模板' : '新建事件模板'}
          noun="事件模板"
          initialName={dialog.row?.name}
          onSubmit={handleSubmit}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}
