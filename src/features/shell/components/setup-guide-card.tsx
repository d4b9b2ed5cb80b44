import { Card, Progress, Space, Typography } from '@arco-design/web-react';
import { IconCheckCircleFill, IconClockCircle } from '@arco-design/web-react/icon';
import type { ReactNode } from 'react';

export interface GuideStep {
  key: string;
  title: string;
  description: string;
  done: boolean;
  /** Where the step is done: a link or a hint. */
  action: ReactNode;
}

/** Getting started: the steps with their real state and the overall progress. */
export function SetupGuideCard({ steps }: { steps: GuideStep[] }) {
  const done = steps.filter((s) => s.done).length;

  return (
    <Card bordered={false} title="上手指引" extra={<Typography.Text type="secondary">已完成 {done}/{steps.length}</Typography.Text>}>
      <Progress percent={steps.length ? Math.round((done / steps.length) * 100) : 0} style={{ marginBottom: 16 }} />
      <ul aria-label="上手指引" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
        {steps.map((step) => (
          <li key={step.key} aria-label={`${step.title}${step.done ? '（已完成）' : '（未完成）'}`} style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
            {step.done ? (
              <IconCheckCircleFill style={{ color: 'rgb(var(--success-6))', fontSize: 18 }} />
            ) : (
              <IconClockCircle style={{ color: 'var(--color-text-3)', fontSize: 18 }} />
            )}
            <Space direction="vertical" size={2} style={{ flex: 1 }}>
              <Typography.Text bold>{step.title}</Typography.Text>
              <Typography.Text type="secondary">{step.description}</Typography.Text>
            </Space>
            {!step.done && step.action}
          </li>
        ))}
      </ul>
    </Card>
  );
}
