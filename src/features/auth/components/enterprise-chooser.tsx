import { Button, Empty, Message, Spin, Tag } from '@arco-design/web-react';
import { IconRight } from '@arco-design/web-react/icon';
import { useChooseEnterpriseMutation, useListMyEnterprisesQuery, type MyEnterprise } from '../auth.api';
import { errorMessage } from '@/lib/errors';

export interface EnterpriseChooserProps {
  onChosen(enterprise: MyEnterprise): void;
  onBack(): void;
}

/** The enterprises of the signed-in phone; choosing one binds the session to it. */
export function EnterpriseChooser({ onChosen, onBack }: EnterpriseChooserProps) {
  const { data: enterprises, isLoading, error } = useListMyEnterprisesQuery();
  const [choose, { isLoading: binding, originalArgs }] = useChooseEnterpriseMutation();

  const handleChoose = async (enterprise: MyEnterprise) => {
    try {
      await choose({ enterpriseId: enterprise.enterpriseId }).unwrap();
      onChosen(enterprise);
    } catch (failure) {
      Message.error(errorMessage(failure));
    }
  };

  if (isLoading) return <Spin style={{ display: 'block', margin: '32px auto' }} />;
  return (
    <>
      <p className="public-secondary" style={{ textAlign: 'center', marginTop: 0 }}>
        您的手机号加入了多个企业，请选择要进入的企业
      </p>
      {error || !enterprises?.length ? (
        <Empty description={error ? errorMessage(error) : '没有可进入的企业'} />
      ) : (
        <ul aria-label="企业列表" style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 10 }}>
          {enterprises.map((enterprise) => (
            <li key={enterprise.enterpriseId}>
              <Button
                long
                style={{ height: 'auto', padding: '12px 16px', textAlign: 'left' }}
                loading={binding && originalArgs?.enterpriseId === enterprise.enterpriseId}
                disabled={binding}
                onClick={() => handleChoose(enterprise)}
              >
                <span style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
                  <span style={{ flex: 1, minWidth: 0 }}>
                    <strong style={{ display: 'block' }}>{enterprise.enterpriseName}</strong>
                    <span className="public-secondary" style={{ fontSize: 12 }}>
                      {enterprise.userName}
                    </span>
                  </span>
                  {enterprise.current && <Tag color="arcoblue">当前</Tag>}
                  <IconRight />
                </span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button type="text" long style={{ marginTop: 12 }} onClick={onBack}>
        使用其他账号登录
      </Button>
    </>
  );
}
