import { Button, Empty, List, Space, Spin, Tag, Typography } from '@arco-design/web-react';
import { clock } from '@domain/dispatch/candidates';
import { toastResult } from '@/lib/toast-result';
import { useGetCandidatesQuery, usePlaceOrderMutation } from '../dispatch.api';

/**
 * Who could take the order, best first, each with why; and why not for those left out. A candidate's
 * 指派 button assigns the order to them at the start of their free window (keyboard-usable twin of a
 * drop on the board). Exposed for the assign dialog of the order screens.
 */
export function CandidatesPanel({ orderId, version, day, onPlaced }: { orderId: number; version?: number; day?: string; onPlaced?: () => void }) {
  const { data, isFetching } = useGetCandidatesQuery({ orderId, day });
  const [place, { isLoading }] = usePlaceOrderMutation();
  if (!data) return <Spin style={{ display: 'block', margin: 24 }} />;
  return (
    <section aria-label="候选人" aria-busy={isFetching}>
      <Typography.Paragraph>
        {data.day} · 需要{data.need.skill ? ` ${data.need.skill} ${data.need.minLevel} 级${data.need.required ? '（必须）' : ''}` : '：无技能要求'} · {data.need.durationMin} 分钟
        {data.need.parts.length > 0 && ` · 配件 ${data.need.parts.join('、')}`}
        {data.noLocation && (
          <Tag color="orange" style={{ marginLeft: 8 }}>
            无位置
          </Tag>
        )}
      </Typography.Paragraph>
      {data.candidates.length === 0 && <Empty description="没有可用的人员" />}
      <List
        size="small"
        dataSource={data.candidates}
        render={(c, index) => (
          <List.Item
            key={c.userId}
            aria-label={`候选人 ${c.name}`}
            actions={[
              <Button
                key="assign"
                size="small"
                type={index === 0 ? 'primary' : 'secondary'}
                loading={isLoading}
                onClick={async () => {
                  const ok = await toastResult(place({ orderId, version, userId: c.userId, appointmentTime: `${data.day} ${clock(c.free.startMinute)}` }).unwrap(), '已指派');
                  if (ok) onPlaced?.();
                }}
              >
                指派 {clock(c.free.startMinute)}
              </Button>,
            ]}
          >
            <List.Item.Meta
              title={
                <Space>
                  <span>{c.name}</span>
                  <Tag color="arcoblue">{c.score} 分</Tag>
                </Space>
              }
              description={
                <ul style={{ margin: 0, paddingLeft: 16 }}>
                  {c.reasons.map((r) => (
                    <li key={r.kind}>{r.text}</li>
                  ))}
                </ul>
              }
            />
          </List.Item>
        )}
      />
      {data.excluded.length > 0 && (
        <details>
          <summary>不合适的人员（{data.excluded.length}）</summary>
          <ul>
            {data.excluded.map((e) => (
              <li key={e.userId}>
                {e.name}：{e.text}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
