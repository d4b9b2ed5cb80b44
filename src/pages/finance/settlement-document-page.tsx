import { Card } from '@arco-design/web-react';
import { useParams } from 'wouter';
import { Role } from '@domain/shell/roles';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { SettlementDocumentView } from '@/features/finance/components/personal-commission';

/** /personalSettlementSetDetail/{id}: a settlement document. */
export default function SettlementDocumentPage() {
  const { id } = useParams<{ id: string }>();
  const { data: me } = useGetSessionUserQuery();
  return (
    <Card bordered={false} title="结算单">
      <SettlementDocumentView id={Number(id)} canExport={me?.sysrole === Role.finance || me?.sysrole === Role.admin} />
    </Card>
  );
}
