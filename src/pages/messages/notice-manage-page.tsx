import { Card, Typography } from '@arco-design/web-react';
import { AnnouncementTexts } from '@domain/notices/announcements.schemas';
import { AnnouncementTable } from '@/features/notices/components/announcement-table';

/** /noticeManage 公告管理: announcements the administrator publishes to everyone or some roles. */
export default function NoticeManagePage() {
  return (
    <Card title={AnnouncementTexts.feature} bordered={false}>
      <Typography.Paragraph type="secondary">公告发布后会以消息的形式发送给所选角色的人员，可在消息中心查看。</Typography.Paragraph>
      <AnnouncementTable />
    </Card>
  );
}
