import { Message, Radio, Space } from '@arco-design/web-react';
import { Link } from 'wouter';
import { AUTO_MODE_NAMES, AUTO_MODES, type AutoModeValue } from '@domain/dispatch/dispatch.constants';
import { paths } from '@/app/paths';
import { errorMessage } from '@/lib/errors';
import { useGetDispatchRulesQuery, useSaveDispatchRuleMutation } from '../dispatch.api';

/**
 * 自动派单 beside an order type's 默认派单 (template centre): off, suggest or assign for new orders of the type, saved
 * at once into the type's dispatch rule (its skill, parts and weights stay as 派工设置 has them).
 */
export function AutoAssignField({ templateId }: { templateId: number }) {
  const { data: rules } = useGetDispatchRulesQuery();
  const [save, { isLoading }] = useSaveDispatchRuleMutation();
  const rule = rules?.find((r) => r.templateId === templateId);
  if (!rule) return null;
  const change = async (mode: AutoModeValue) => {
    const { templateId: id, skillId, minLevel, requireSkill, partIds, serviceMinutes, weights } = rule;
    try {
      await save({ templateId: id, mode, skillId, minLevel, requireSkill, partIds, serviceMinutes, weights }).unwrap();
      Message.success(`自动派单：${AUTO_MODE_NAMES[mode]}`);
    } catch (e) {
      Message.error(errorMessage(e));
    }
  };
  return (
    <Space direction="vertical">
      <Radio.Group aria-label="自动派单" value={rule.mode} disabled={isLoading} onChange={(mode: AutoModeValue) => void change(mode)}>
        {AUTO_MODES.map((m) => (
          <Radio key={m} value={m}>
            {AUTO_MODE_NAMES[m]}
          </Radio>
        ))}
      </Radio.Group>
      <span style={{ color: 'var(--color-text-3)', fontSize: 12 }}>
        默认派单为「不指定」时生效；技能、配件和权重在<Link href={paths.dispatch.settings}>派工设置</Link>中调整
      </span>
    </Space>
  );
}
