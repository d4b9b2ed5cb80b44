import { Button, Checkbox, Dropdown, Input, Menu, Message, Modal, Space } from '@arco-design/web-react';
import { IconDelete, IconStar, IconStarFill } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { errorMessage } from '@/lib/errors';
import {
  useDeleteSearchPlanMutation,
  useListSearchPlansQuery,
  useSaveSearchPlanMutation,
  useSetDefaultSearchPlanMutation,
} from './search-plans.api';

export interface SearchPlanMenuProps {
  /** The list screen, e.g. 'allCustomer'. */
  listKey: string;
  /** The filters in use, saved as a new plan. */
  current: Record<string, unknown>;
  /** Applies a chosen plan's filters. */
  onApply: (conditions: Record<string, unknown>) => void;
}

/**
 * 搜索方案: saved filters of any list screen, one of them the default that opens with the screen
 * (useSearchPlanFilters applies it and places this menu).
 */
export function SearchPlanMenu({ listKey, current, onApply }: SearchPlanMenuProps) {
  const { data: plans = [] } = useListSearchPlansQuery(listKey);
  const [save] = useSaveSearchPlanMutation();
  const [setDefault] = useSetDefaultSearchPlanMutation();
  const [remove] = useDeleteSearchPlanMutation();
  const [saving, setSaving] = useState(false);
  const [name, setName] = useState('');
  const [asDefault, setAsDefault] = useState(false);

  const run = async (work: Promise<{ message?: string }>) => {
    try {
      const res = await work;
      Message.success(res.message ?? '保存成功');
      return true;
    } catch (error) {
      Message.error(errorMessage(error));
      return false;
    }
  };

  const handleSave = async () => {
    if (await run(save({ listKey, name, conditions: current, isDefault: asDefault }).unwrap())) {
      setSaving(false);
      setName('');
    }
  };

  const menu = (
    <Menu onClickMenuItem={(key) => onApply(plans.find((p) => String(p.id) === key)?.conditions ?? {})}>
      {plans.length === 0 && <Menu.Item key="none" disabled>暂无方案</Menu.Item>}
      {plans.map((p) => (
        <Menu.Item key={String(p.id)}>
          <Space>
            <span>{p.name}</span>
            <span
              role="button"
              aria-label={p.isDefault ? `取消默认 ${p.name}` : `设为默认 ${p.name}`}
              onClick={(e) => {
                e.stopPropagation();
                void run(setDefault({ id: p.id, isDefault: !p.isDefault }).unwrap());
              }}
            >
              {p.isDefault ? <IconStarFill style={{ color: 'rgb(var(--orange-6))' }} /> : <IconStar />}
            </span>
            <IconDelete
              aria-label={`删除方案 ${p.name}`}
              onClick={(e) => {
                e.stopPropagation();
                void run(remove(p.id).unwrap());
              }}
            />
          </Space>
        </Menu.Item>
      ))}
    </Menu>
  );

  return (
    <Space>
      <Dropdown droplist={menu} trigger="click">
        <Button>搜索方案</Button>
      </Dropdown>
      <Button onClick={() => setSaving(true)}>保存方案</Button>
      <Modal title="保存搜索方案" visible={saving} onOk={handleSave} onCancel={() => setSaving(false)} okText="保存">
        <Space direction="vertical" style={{ width: '100%' }}>
          <Input aria-label="方案名称" placeholder="请输入方案名称" maxLength={20} value={name} onChange={setName} />
          <Checkbox checked={asDefault} onChange={setAsDefault}>
            设为默认方案
          </Checkbox>
        </Space>
      </Modal>
    </Space>
  );
}
