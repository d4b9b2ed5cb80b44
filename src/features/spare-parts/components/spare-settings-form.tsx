import { Button, Checkbox, Form, Radio, Space } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import { MOVEMENT_TYPE_NAMES, APPROVABLE_TYPES, StorehouseType } from '@domain/spare-parts/spare-parts.constants';
import type { SpareSettings } from '@domain/spare-parts/spare-parts.schemas';
import { toastResult } from '@/lib/toast-result';
import { useGetSpareSettingsQuery, useSaveSpareSettingsMutation } from '../spare-parts.api';

/** The enterprise's spare settings (administrators): one warehouse or several, and which movements wait for a keeper's approval. */
export function SpareSettingsForm() {
  const { data } = useGetSpareSettingsQuery();
  const [save, { isLoading }] = useSaveSpareSettingsMutation();
  const [value, setValue] = useState<SpareSettings>({ storehouseType: StorehouseType.multiple, approvalTypes: [] });
  useEffect(() => {
    if (data) setValue(data);
  }, [data]);

  return (
    <Form layout="horizontal" labelCol={{ span: 4 }} wrapperCol={{ span: 20 }} style={{ maxWidth: 720 }}>
      <Form.Item label="仓库模式">
        <Radio.Group value={value.storehouseType} onChange={(storehouseType) => setValue((v) => ({ ...v, storehouseType }))}>
          <Radio value={StorehouseType.single}>单仓库</Radio>
          <Radio value={StorehouseType.multiple}>多仓库（主仓库 + 分仓库）</Radio>
        </Radio.Group>
      </Form.Item>
      <Form.Item label="需要审批" extra="勾选的操作提交后由该仓库的仓管员审批，通过后库存才变动">
        <Checkbox.Group
          value={value.approvalTypes}
          onChange={(approvalTypes) => setValue((v) => ({ ...v, approvalTypes: approvalTypes as number[] }))}
          options={APPROVABLE_TYPES.map((t) => ({ value: t, label: MOVEMENT_TYPE_NAMES[t] }))}
        />
      </Form.Item>
      <Form.Item wrapperCol={{ offset: 4 }}>
        <Space>
          <Button type="primary" loading={isLoading} onClick={() => toastResult(save(value).unwrap(), '保存成功')}>
            保存设置
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
