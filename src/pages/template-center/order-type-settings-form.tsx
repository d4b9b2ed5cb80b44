import { Button, Card, Form, Message, Space, Switch, Typography } from '@arco-design/web-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Messages } from '@domain/common/messages';
import { OrderTypeSettingsSchema, type OrderTypeRow } from '@domain/templates/order-types.schemas';
import { paths } from '@/app/paths';
import { PaymentTemplateSelect } from '@/features/finance/components/payment-template-select';
import { ApprovalsField, type Approvals } from '@/features/templates/components/approvals-field';
import { PickUpLimitField, type PickUpLimitDraft } from '@/features/templates/components/pick-up-limit-field';
import { checkSettings } from '@/features/templates/settings-issue';
import { orderTypeBody, useSaveOrderTypeMutation } from '@/features/templates/templates.api';
import { toastResult } from '@/lib/toast-result';
import { AutoAssignField } from '@/features/dispatch/components/auto-assign-field';
import { DefaultDispatchField, type DispatchDraft } from './default-dispatch-field';

interface Draft {
  approvals: Approvals;
  receivePaymentTemplateIds: number[];
  acceptance: boolean;
  defaultDispatch: DispatchDraft;
  pickUpLimit: PickUpLimitDraft | null;
}

export interface OrderTypeSettingsFormProps {
  row: OrderTypeRow;
}

/**
 * An order type's rules: approvals, acceptance, default dispatch, payment templates and the pick-up limit, saved with
 * the rest of the type as it is stored; the process and the SLA rules have pages of their own.
 */
export function OrderTypeSettingsForm({ row }: OrderTypeSettingsFormProps) {
  const [, navigate] = useLocation();
  const { approvals, acceptance, defaultDispatch, pickUpLimit, process, sla, receivePaymentTemplateIds } = row.settings;
  const [draft, setDraft] = useState<Draft>({ approvals, acceptance, defaultDispatch, pickUpLimit, receivePaymentTemplateIds });
  const [saveOrderType, { isLoading }] = useSaveOrderTypeMutation();
  const set = <K extends keyof Draft>(key: K) => (value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const handleSave = async () => {
    const checked = checkSettings(OrderTypeSettingsSchema, { ...row.settings, ...draft });
    if (checked.issue !== undefined) {
      Message.error(checked.issue);
      return;
    }
    await toastResult(saveOrderType(orderTypeBody(row, { settings: checked.data })).unwrap(), Messages.saveOk);
  };

  return (
    <Card bordered={false} title={`${row.name} · 流程设置`}>
      <Form layout="horizontal" labelCol={{ span: 4 }} wrapperCol={{ span: 20 }} style={{ maxWidth: 900 }}>
        <Form.Item label="审批设置">
          <ApprovalsField value={draft.approvals} onChange={set('approvals')} />
        </Form.Item>
        <Form.Item label="验收" extra="开启后，工单完成需经验收">
          <Switch aria-label="开启验收" checked={draft.acceptance} onChange={set('acceptance')} />
        </Form.Item>
        <Form.Item label="默认派单">
          <DefaultDispatchField value={draft.defaultDispatch} onChange={set('defaultDispatch')} />
        </Form.Item>
        <Form.Item label="自动派单">
          <AutoAssignField templateId={row.id} />
        </Form.Item>
        <Form.Item label="收款模板" extra="工单收款时按所选模板的收款项逐项收款">
          <PaymentTemplateSelect value={draft.receivePaymentTemplateIds} onChange={set('receivePaymentTemplateIds')} />
        </Form.Item>
        <Form.Item label="接单时限">
          <PickUpLimitField value={draft.pickUpLimit} onChange={set('pickUpLimit')} />
        </Form.Item>
        <Form.Item label="处理流程">
          <Space wrap>
            <Typography.Text>{process.length > 0 ? process.map((s) => s.name).join(' → ') : '未设置流程'}</Typography.Text>
            <Button type="text" onClick={() => navigate(paths.orderProcess(row.id, row.name))}>
              编辑流程
            </Button>
          </Space>
        </Form.Item>
        <Form.Item label="SLA">
          <Space wrap>
            <Typography.Text>{sla.length > 0 ? `${sla.length}条规则` : '未设置规则'}</Typography.Text>
            <Button type="text" onClick={() => navigate(paths.sla(row.id, row.name))}>
              SLA设置
            </Button>
          </Space>
        </Form.Item>
        <Form.Item wrapperCol={{ offset: 4 }}>
          <Button type="primary" loading={isLoading} onClick={handleSave}>
            保存
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}
