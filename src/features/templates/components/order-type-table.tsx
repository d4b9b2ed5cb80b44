import { Radio, Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import { useState } from 'react';
import { Messages } from '@domain/common/messages';
import { ORDER_FIXED_FIELDS } from '@domain/templates/fixed-fields';
import type { OrderTypeRow } from '@domain/templates/order-types.schemas';
import { TEMPLATE_KIND_NAMES, TEMPLATE_KINDS, TemplateKind, type TemplateKindValue } from '@domain/templates/template.constants';
import { paths } from '@/app/paths';
import { toastResult } from '@/lib/toast-result';
import { useListPaging } from '../hooks/use-list-paging';
import {
  orderTypeBody,
  useCountOrderTypesQuery,
  useDeleteOrderTypesMutation,
  useEnableOrderTypeMutation,
  useListOrderTypesQuery,
  useSaveOrderTypeMutation,
  useSortOrderTypeMutation,
} from '../templates.api';
import { TemplateNameDialog, type TemplateNameValues } from './template-name-dialog';
import { templateTailColumns } from './template-columns';
import { TemplateToolbar } from './template-toolbar';

type Dialog = { row: OrderTypeRow | null } | null;
const ALL = 'all';

const NEW_TYPE_NOTE = '新建后为停用状态：设计好表单后在列表中启用，才会出现在新建工单中';

/** 工单类型: the order types with their kind and switch, each leading to its form, settings and SLA. */
export function OrderTypeTable() {
  const { keyword, paging, search, pagination, firstPage } = useListPaging();
  const [kind, setKind] = useState<TemplateKindValue | undefined>();
  const [dialog, setDialog] = useState<Dialog>(null);
  const filter = { keyword: keyword || undefined, kind };
  const { data: rows = [], isFetching } = useListOrderTypesQuery({ ...filter, ...paging });
  const { data: total = 0 } = useCountOrderTypesQuery(filter);
  const [saveOrderType] = useSaveOrderTypeMutation();
  const [enableOrderType] = useEnableOrderTypeMutation();
  const [deleteOrderTypes] = useDeleteOrderTypesMutation();
  const [sortOrderType] = useSortOrderTypeMutation();
  const unfiltered = !keyword && !kind;

  const handleKind = (value: string) => {
    setKind(value === ALL ? undefined : (value as TemplateKindValue));
    firstPage();
  };
  // A new order type starts with the fixed fields, switched off until its form is designed (the form builder adds the rest).
  const handleSubmit = ({ name, kind: newKind }: TemplateNameValues) => {
    const row = dialog?.row;
    const body = row ? orderTypeBody(row, { name }) : { kind: newKind, name, enabled: false, form: { fields: [...ORDER_FIXED_FIELDS] } };
    return toastResult(saveOrderType(body).unwrap(), Messages.saveOk);
  };

  const columns: TableColumnProps<OrderTypeRow>[] = [
    { title: '工单类型名称', dataIndex: 'name', ellipsis: true },
    {
      title: '类别',
      dataIndex: 'kind',
      width: 100,
      render: (value: TemplateKindValue) => <Tag color={value === TemplateKind.internal ? 'orange' : 'arcoblue'}>{TEMPLATE_KIND_NAMES[value]}</Tag>,
    },
    ...templateTailColumns<OrderTypeRow>({
      onEnable: (row, on) => void toastResult(enableOrderType({ id: row.id, enabled: on }).unwrap(), Messages.statusChanged),
      links: (row) => [
        { label: '设计表单', href: paths.customFormBeta(row.id, 'order', row.name) },
        { label: '流程设置', href: paths.processSetting(row.id, row.name, row.kind) },
        { label: 'SLA', href: paths.sla(row.id, row.name) },
      ],
      onRename: (row) => setDialog({ row }),
      onDelete: (row) => void toastResult(deleteOrderTypes([row.id]).unwrap(), Messages.deleteOk),
      move: unfiltered ? { onMove: (row, step) => void toastResult(sortOrderType({ id: row.id, step }).unwrap(), Messages.saveOk), offset: paging.pageIndex * paging.pageSize, total } : undefined,
      actionsWidth: 460,
    }),
  ];

  return (
    <>
      <TemplateToolbar searchPlaceholder="搜索工单类型名称" onSearch={search} addLabel="新建工单类型" onAdd={() => setDialog({ row: null })}>
        <Radio.Group type="button" value={kind ?? ALL} onChange={handleKind}>
          <Radio value={ALL}>全部</Radio>
          {TEMPLATE_KINDS.map((k) => (
            <Radio key={k} value={k}>
              {TEMPLATE_KIND_NAMES[k]}
            </Radio>
          ))}
        </Radio.Group>
      </TemplateToolbar>
      <Table rowKey="id" loading={isFetching} columns={columns} data={rows} pagination={pagination(total)} />
      {dialog && (
        <TemplateNameDialog
          title={dialog.row ? '重命名工单类型' : '新建工单类型'}
          noun="工单类型"
          initialName={dialog.row?.name}
          askKind={!dialog.row}
          note={dialog.row ? undefined : NEW_TYPE_NOTE}
          onSubmit={handleSubmit}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}
