import { Form, Input, InputNumber, Modal, Radio, Select, Typography } from '@arco-design/web-react';
import { Messages } from '@domain/common/messages';
import { COMMISSION_BASE_NAMES, COMMISSION_METHOD_NAMES, CommissionBase, CommissionMethod } from '@domain/finance/commission';
import type { CommissionRuleRow } from '@domain/finance/commission.schemas';
import { toastResult } from '@/lib/toast-result';
import { useSaveRuleMutation } from '../finance.api';

export interface Option {
  id: number;
  name: string;
}
export interface RuleLookups {
  orderTypes: Option[];
  moneyItems: Option[];
  serviceItems: Option[];
}

interface RuleValues {
  name: string;
  base: number;
  method: number;
  rate?: number;
  amount?: number;
  moneyItemId?: number;
  serviceItemId?: number;
  orderTmplIds: number[];
  ownerRatio: number;
  collaboratorRatio: number;
  leaderRatio: number;
}

const options = (names: Record<number, string>) => Object.entries(names).map(([value, label]) => ({ value: Number(value), label }));
const pick = (list: Option[]) => list.map((o) => ({ value: o.id, label: o.name }));

/** 新增提成规则 / 编辑提成规则: base, rate or amount, applicable order types and the distribution ratios (summing to 100 %). */
export function CommissionRuleDialog({ rule, lookups, onClose }: { rule: CommissionRuleRow | null; lookups: RuleLookups; onClose: () => void }) {
  const [form] = Form.useForm<RuleValues>();
  const [save, { isLoading }] = useSaveRuleMutation();
  const initialValues: Partial<RuleValues> = rule
    ? {
        name: rule.name,
        base: rule.base,
        method: rule.method,
        rate: Number(rule.rate),
        amount: Number(rule.amount),
        moneyItemId: rule.moneyItemId ?? undefined,
        serviceItemId: rule.serviceItemId ?? undefined,
        orderTmplIds: rule.orderTmplIds,
        ownerRatio: Number(rule.ownerRatio),
        collaboratorRatio: Number(rule.collaboratorRatio),
        leaderRatio: Number(rule.leaderRatio),
      }
    : { base: CommissionBase.orderAmount, method: CommissionMethod.rate, orderTmplIds: [], ownerRatio: 100, collaboratorRatio: 0, leaderRatio: 0 };

  const handleOk = async () => {
    const v = await form.validate().catch(() => null);
    if (!v) return;
    const saved = save({
      id: rule?.id,
      name: v.name,
      base: v.base,
      method: v.base === CommissionBase.fixedPerOrder ? CommissionMethod.amount : v.method,
      rate: v.rate === undefined ? undefined : String(v.rate),
      amount: v.amount === undefined ? undefined : v.amount.toFixed(2),
      moneyItemId: v.moneyItemId,
      serviceItemId: v.serviceItemId,
      orderTmplIds: v.orderTmplIds ?? [],
      ownerRatio: String(v.ownerRatio ?? 0),
      collaboratorRatio: String(v.collaboratorRatio ?? 0),
      leaderRatio: String(v.leaderRatio ?? 0),
    }).unwrap();
    if (await toastResult(saved, Messages.saveOk)) onClose();
  };

  return (
    <Modal visible title={rule ? '编辑提成规则' : '新增提成规则'} onOk={handleOk} onCancel={onClose} confirmLoading={isLoading} unmountOnExit style={{ width: 620 }}>
      <Form form={form} layout="vertical" initialValues={initialValues}>
        <Form.Item label="规则名称" field="name" rules={[{ required: true, message: '请输入规则名称' }, { maxLength: 30, message: '规则名称最多30个字' }]}>
          <Input aria-label="规则名称" />
        </Form.Item>
        <Form.Item label="适用工单类型" field="orderTmplIds">
          <Select mode="multiple" aria-label="适用工单类型" options={pick(lookups.orderTypes)} placeholder="请选择工单类型" />
        </Form.Item>
        <Form.Item label="提成基数" field="base" rules={[{ required: true }]}>
          <Select options={options(COMMISSION_BASE_NAMES)} aria-label="提成基数" />
        </Form.Item>
        <Form.Item shouldUpdate noStyle>
          {(values: Partial<RuleValues>) => {
            const fixed = values.base === CommissionBase.fixedPerOrder;
            const method = fixed ? CommissionMethod.amount : values.method;
            return (
              <>
                {values.base === CommissionBase.feeItem && (
                  <Form.Item label="费用项目" field="moneyItemId" rules={[{ required: true, message: '请选择费用项目' }]}>
                    <Select options={pick(lookups.moneyItems)} aria-label="费用项目" />
                  </Form.Item>
                )}
                {values.base === CommissionBase.perServiceItem && (
                  <Form.Item label="服务项目" field="serviceItemId" rules={[{ required: true, message: '请选择服务项目' }]}>
                    <Select options={pick(lookups.serviceItems)} aria-label="服务项目" />
                  </Form.Item>
                )}
                {!fixed && (
                  <Form.Item label="提成方式" field="method">
                    <Radio.Group options={options(COMMISSION_METHOD_NAMES)} />
                  </Form.Item>
                )}
                {method === CommissionMethod.rate ? (
                  <Form.Item label="提成比例（%）" field="rate" rules={[{ required: true, message: '请输入提成比例' }]}>
                    <InputNumber aria-label="提成比例" min={0} max={100} precision={2} />
                  </Form.Item>
                ) : (
                  <Form.Item label="提成金额（元）" field="amount" rules={[{ required: true, message: '请输入提成金额' }]}>
                    <InputNumber aria-label="提成金额" min={0} max={9_999_999_999.99} precision={2} />
                  </Form.Item>
                )}
                <Form.Item label="分配比例（%），合计须为100" required>
                  <Form.Item field="ownerRatio" label="负责人" layout="inline">
                    <InputNumber aria-label="负责人比例" min={0} max={100} precision={2} style={{ width: 120 }} />
                  </Form.Item>
                  <Form.Item field="collaboratorRatio" label="协作人" layout="inline">
                    <InputNumber aria-label="协作人比例" min={0} max={100} precision={2} style={{ width: 120 }} />
                  </Form.Item>
                  <Form.Item field="leaderRatio" label="服务组组长" layout="inline">
                    <InputNumber aria-label="组长比例" min={0} max={100} precision={2} style={{ width: 120 }} />
                  </Form.Item>
                  <Typography.Text type="secondary">
                    当前合计 {Math.round(((values.ownerRatio ?? 0) + (values.collaboratorRatio ?? 0) + (values.leaderRatio ?? 0)) * 100) / 100}%；分到分的余数计给负责人
                  </Typography.Text>
                </Form.Item>
              </>
            );
          }}
        </Form.Item>
      </Form>
    </Modal>
  );
}
