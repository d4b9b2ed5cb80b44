import { Card, Message, Spin, Tabs } from '@arco-design/web-react';
import { useMemo } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { ActionKind, RECORD_KIND_NAMES, RecordKind } from '@domain/triggers/triggers.constants';
import type { TriggerDetail } from '@domain/triggers/triggers.schemas';
import { paths } from '@/app/paths';
import { useListServiceGroupsQuery } from '@/features/catalogue/catalogue.api';
import { useListUsersQuery } from '@/features/organization/organization.api';
import { useListEventTemplatesQuery, useListOrderTypeOptionsQuery } from '@/features/templates/templates.api';
import { TriggerEditor, type TriggerEditorOptions } from '@/features/triggers/components/trigger-editor';
import { TriggerPreview, TriggerRuns } from '@/features/triggers/components/trigger-runs';
import { useGetTriggerQuery, useSaveTriggerMutation, type SaveTriggerArgs } from '@/features/triggers/triggers.api';
import { errorMessage } from '@/lib/errors';

/** A new trigger that starts as auto copy (自动抄送): after create, copy the order to people. */
const AUTO_COPY: TriggerDetail = {
  id: 0,
  name: '自动抄送',
  recordKind: 1,
  moment: 1,
  remark: '',
  enabled: true,
  version: 0,
  createdAt: '',
  updatedAt: '',
  runCount: 0,
  lastRunAt: null,
  templateIds: [],
  conditions: [],
  nodes: [],
  actions: [{ id: 0, triggerId: 0, nodeId: null, kind: ActionKind.copyTo, sort: 0, config: { userIds: [] } }],
  mappings: [],
};

const ALL_EVENT_TEMPLATES = { pageIndex: 0, pageSize: 100 };

/** /trigger/detail/{id?}: the editor (new when no id), and for a saved trigger its preview and runs. */
export default function TriggerDetailPage() {
  const idText = useParams<{ id?: string }>().id;
  const id = idText ? Number(idText) : null;
  const preset = new URLSearchParams(useSearch()).get('preset');
  const [, navigate] = useLocation();
  const { data: trigger, isLoading } = useGetTriggerQuery(id ?? 0, { skip: id === null });
  const [save, { isLoading: saving }] = useSaveTriggerMutation();
  const { data: orderTypes = [] } = useListOrderTypeOptionsQuery();
  const { data: eventTemplates = [] } = useListEventTemplatesQuery(ALL_EVENT_TEMPLATES);
  const { data: groups = [] } = useListServiceGroupsQuery({ pageIndex: 0, pageSize: 1000 } as never);
  const { data: users = [] } = useListUsersQuery({ pageIndex: 0, pageSize: 500 } as never);
  const options: TriggerEditorOptions = useMemo(
    () => ({
      orderTypes: orderTypes.map((t) => ({ value: t.id, label: t.name })),
      eventTemplates: eventTemplates.map((t) => ({ value: t.id, label: t.name })),
      groups: groups.map((g) => ({ value: g.id, label: g.name })),
      users: users.map((u) => ({ value: u.id, label: u.name })),
    }),
    [orderTypes, eventTemplates, groups, users],
  );

  const onSave = async (args: SaveTriggerArgs) => {
    try {
      const saved = (await save(args).unwrap()).data!;
      Message.success('保存成功');
      if (!id) navigate(paths.triggers.detail(saved.id), { replace: true });
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };

  if (id !== null && (isLoading || !trigger)) return <Spin style={{ display: 'block', margin: 48 }} />;
  const recordHref = trigger?.recordKind === RecordKind.event ? paths.events.detail : paths.orders.detail;
  const initial = id === null ? (preset === 'autoCopy' ? AUTO_COPY : null) : trigger!;
  return (
    <Card bordered={false} title={id === null ? '新建触发器' : `触发器：${trigger!.name}`}>
      <TriggerEditor key={`${id ?? 'new'}-${trigger?.version ?? 0}`} trigger={initial && initial.id === 0 ? { ...initial } : initial} options={options} saving={saving} onSave={onSave} />
      {id !== null && (
        <Tabs defaultActiveTab="runs" style={{ marginTop: 24 }}>
          <Tabs.TabPane key="runs" title="运行记录">
            <TriggerRuns triggerId={id} recordName={RECORD_KIND_NAMES[trigger!.recordKind]} recordHref={recordHref} />
          </Tabs.TabPane>
          <Tabs.TabPane key="preview" title="匹配预览">
            <TriggerPreview triggerId={id} recordName={RECORD_KIND_NAMES[trigger!.recordKind]} recordHref={recordHref} />
          </Tabs.TabPane>
        </Tabs>
      )}
    </Card>
  );
}
