import { Button, Modal, Spin, Typography } from '@arco-design/web-react';
import { useLocation } from 'wouter';
import { Messages } from '@domain/common/messages';
import { paths } from '@/app/paths';
import { useGetHotlineQuery } from '@/app/session/session.api';
import { usePackageDetail } from '@/app/session/use-package-detail';

/**
 * Spec part 1 section 6: a page flagged disabled while the paid headcount is exceeded. Only the
 * administrator may read the package, so others are told without the numbers; an administrator's
 * modal waits for the numbers (and the trial's hotline), so its first text is already the right one.
 */
export function HeadcountModal() {
  const [, navigate] = useLocation();
  const { user, admin, pkg, loading } = usePackageDetail();
  const onTrial = user?.tryoutType === 1;
  const { data: hotline, isLoading: hotlineLoading } = useGetHotlineQuery(undefined, { skip: !onTrial });
  if (loading || hotlineLoading) return <Spin style={{ display: 'block', margin: '20vh auto' }} />;

  const counts =
    admin && pkg
      ? `当前企业共有 ${pkg.userNum} 名用户，套餐允许 ${pkg.buy_person_num ?? 0} 名，请先调整人员。`
      : '当前企业的用户数已超过套餐允许的人数，请联系管理员处理。';

  return (
    <Modal
      title={Messages.headcountExceeded}
      visible
      closable={false}
      maskClosable={false}
      escToExit={false}
      footer={
        <Button type="primary" onClick={() => navigate(paths.organization)}>
          {Messages.headcountAck}
        </Button>
      }
    >
      <Typography.Paragraph>{counts}</Typography.Paragraph>
      {onTrial && hotline && <Typography.Paragraph>如需增加人数请联系客服 {hotline.phone}</Typography.Paragraph>}
    </Modal>
  );
}
