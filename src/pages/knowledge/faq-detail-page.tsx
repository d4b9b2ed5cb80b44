import { Button, Card, Descriptions, Divider, Message, Result, Space, Spin } from '@arco-design/web-react';
import { useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { VISIBILITY_NAMES } from '@domain/knowledge/knowledge.constants';
import { paths } from '@/app/paths';
import { useTabName } from '@/app/shell/use-tab-name';
import { RichTextView } from '@/features/knowledge/components/rich-text-view';
import { useDeleteFaqsMutation, useFaqFeedbackMutation, useGetFaqQuery } from '@/features/knowledge/knowledge.api';
import { FaqDialog } from './faq-dialog';
import { WriterActions } from './knowledge-list';

const fmt = (iso: string) => new Date(iso).toLocaleString('zh-CN', { hour12: false });

/** /FAQManage/FAQdetails/{id}: the question and its answer, helpful or not; writers edit and delete. */
export default function FaqDetailPage() {
  const id = Number(useParams<{ id: string }>().id);
  const [, navigate] = useLocation();
  const { data: faq, isLoading, isError } = useGetFaqQuery(id, { skip: !(id > 0), refetchOnMountOrArgChange: true });
  const [feedback, { isLoading: voting }] = useFaqFeedbackMutation();
  const [remove] = useDeleteFaqsMutation();
  const [editing, setEditing] = useState(false);
  useTabName(faq?.question);
  if (isLoading) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (isError || !faq) return <Result status="404" title="问题不存在" />;
  const vote = async (helpful: boolean) => {
    const res = await feedback({ id, helpful }).unwrap().catch(() => null);
    if (res) Message.success(res.message ?? '感谢您的反馈');
  };
  return (
    <Card
      bordered={false}
      title={faq.question}
      extra={
        <WriterActions
          confirm="删除这个问题？"
          onEdit={() => setEditing(true)}
          onDelete={async () => {
            await remove([id]).unwrap();
            navigate(paths.knowledge.faq(faq.category.id));
          }}
        />
      }
    >
      <Descriptions
        column={3}
        data={[
          { label: '分类', value: faq.category.name },
          { label: '可见范围', value: VISIBILITY_NAMES[faq.visibility] },
          { label: '浏览次数', value: faq.viewCount },
          { label: '创建人', value: faq.createdBy?.name ?? '-' },
          { label: '更新时间', value: fmt(faq.updateTime) },
        ]}
      />
      <Divider />
      <RichTextView html={faq.answer} />
      <Divider />
      <Space>
        <span>这个回答有帮助吗？</span>
        <Button type={faq.myFeedback === true ? 'primary' : 'secondary'} aria-pressed={faq.myFeedback === true} loading={voting} onClick={() => vote(true)}>
          有用（{faq.helpfulCount}）
        </Button>
        <Button type={faq.myFeedback === false ? 'primary' : 'secondary'} aria-pressed={faq.myFeedback === false} loading={voting} onClick={() => vote(false)}>
          没用（{faq.unhelpfulCount}）
        </Button>
      </Space>
      <FaqDialog visible={editing} faq={faq} onClose={() => setEditing(false)} />
    </Card>
  );
}
