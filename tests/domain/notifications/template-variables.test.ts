import { describe, expect, it } from 'vitest';
import {
  placeholder,
  renderTemplate,
  SAMPLE_VALUES,
  TEMPLATE_VARIABLES,
  validateTemplate,
  VariableGroup,
  variablesOf,
} from '@domain/notifications/template-variables';

describe('renderTemplate', () => {
  it('fills each {{label}} with the value of its variable', () => {
    expect(renderTemplate('工单{{订单编号}}已派给{{负责人}}', { orderNo: 'GD001', ownerName: '张师傅' })).toBe('工单GD001已派给张师傅');
  });

  it('ignores spaces inside the braces and fills a variable used twice', () => {
    expect(renderTemplate('{{ 订单编号 }}/{{订单编号}}', { orderNo: 'GD001' })).toBe('GD001/GD001');
  });

  it('renders a variable without a value as empty text and numbers as text', () => {
    expect(renderTemplate('剩余{{剩余库存}}件，预约{{预约时间}}。', { remainingStock: 3 })).toBe('剩余3件，预约。');
  });

  it('keeps unknown placeholders and unbalanced braces as written', () => {
    expect(renderTemplate('{{不存在}} {{订单编号', { orderNo: 'GD001' })).toBe('{{不存在}} {{订单编号');
  });

  it('previews every variable with a sample value', () => {
    const all = TEMPLATE_VARIABLES.map(placeholder).join('|');
    expect(renderTemplate(all, SAMPLE_VALUES)).toBe(TEMPLATE_VARIABLES.map((x) => x.sample).join('|'));
  });
});

describe('validateTemplate', () => {
  const orderVariables = variablesOf([VariableGroup.order, VariableGroup.customer, VariableGroup.system]);

  it('accepts a template that uses only allowed variables, or none', () => {
    expect(validateTemplate('客户{{客户名称}}的工单{{订单编号}}', orderVariables)).toBeNull();
    expect(validateTemplate('请及时处理', orderVariables)).toBeNull();
  });

  it('refuses an unknown variable, naming it', () => {
    expect(validateTemplate('工单{{订单号码}}', orderVariables)).toBe('未知变量：{{订单号码}}');
  });

  it('refuses a known variable that the trigger does not offer', () => {
    expect(validateTemplate('事件{{事件编号}}', orderVariables)).toBe('未知变量：{{事件编号}}');
  });

  it('gives every variable a distinct label and key', () => {
    expect(new Set(TEMPLATE_VARIABLES.map((x) => x.label)).size).toBe(TEMPLATE_VARIABLES.length);
    expect(new Set(TEMPLATE_VARIABLES.map((x) => x.key)).size).toBe(TEMPLATE_VARIABLES.length);
  });
});
