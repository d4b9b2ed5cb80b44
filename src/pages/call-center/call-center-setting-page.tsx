import { Card, Tabs } from '@arco-design/web-react';
import { PbxSettingsForm } from '@/features/call-center/components/seat-setup/pbx-settings-form';
import { SeatTable } from '@/features/call-center/components/seat-setup/seat-table';

/**
 * /callCenterSetting 呼叫中心设置 (settings; the spec names no screen for it): the seats with their
 * lines, extensions and SIP accounts, and the enterprise's own PBX. Administrators only.
 */
export default function CallCenterSettingPage() {
  return (
    <Card bordered={false}>
      <Tabs defaultActiveTab="seats" lazyload>
        <Tabs.TabPane key="seats" title="坐席">
          <SeatTable />
        </Tabs.TabPane>
        <Tabs.TabPane key="pbx" title="PBX 配置">
          <PbxSettingsForm />
        </Tabs.TabPane>
      </Tabs>
    </Card>
  );
}
