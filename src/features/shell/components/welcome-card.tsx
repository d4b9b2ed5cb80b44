import { Card, Descriptions, Typography } from '@arco-design/web-react';
import { formatDateTime } from '@domain/format/date';
import { PLAN_NAMES } from '@domain/shell/plans';
import { Role, ROLE_NAMES } from '@domain/shell/roles';
import type { PackageDetail, SessionUser } from '@domain/shell/session.schemas';


export interface WelcomeCardProps {
  user: SessionUser;
  /** Given when the current role is 系统管理员: the package with the headcount. */
  pkg?: PackageDetail;
}

/** Who is signed in, where, as which role and on which plan. */
export function WelcomeCard({ user, pkg }: WelcomeCardProps) {
  const roleName = user.allRoles.find((r) => r.type === user.sysrole)?.roleName ?? ROLE_NAMES[user.sysrole];
  const items = [
    { label: '企业', value: user.enterpriseName },
    { label: '当前角色', value: roleName },
    { label: '版本', value: pkg?.packageName ?? PLAN_NAMES[user.isChargeUser] },
  ];
  if (pkg) {
    // Only paying plans buy a headcount; the free plan just has its members.
    if (pkg.buy_person_num == null) items.push({ label: '企业人数', value: `${pkg.userNum} 人` });
    else items.push({ label: '已用/购买人数', value: `${pkg.userNum} 人 / ${pkg.buy_person_num} 人` });
  }
  if (user.sysrole === Role.admin && user.epServiceExpireTime) {
    items.push({ label: '服务到期', value: formatDateTime(user.epServiceExpireTime).slice(0, 10) });
  }

  return (
    <Card bordered={false}>
      <Typography.Title heading={5} style={{ marginTop: 0 }}>
        你好，{user.name}
      </Typography.Title>
      <Descriptions column={{ xs: 1, md: 3, xl: 5 }} data={items} layout="inline-vertical" />
    </Card>
  );
}
