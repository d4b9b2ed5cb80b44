import { Modal, Spin, Timeline, Typography } from '@arco-design/web-react';
import { useListReleasesQuery } from '@/features/shell/releases.api';
import '@arco-design/web-react/es/Timeline/style/css.js';

export interface VersionLogModalProps {
  visible: boolean;
  onClose: () => void;
}

/** What changed in each release, newest first. */
export function VersionLogModal({ visible, onClose }: VersionLogModalProps) {
  const { data: releases, isLoading } = useListReleasesQuery(undefined, { skip: !visible });

  return (
    <Modal title="版本日志" visible={visible} onCancel={onClose} footer={null} style={{ width: 520 }}>
      {isLoading && <Spin style={{ display: 'block', textAlign: 'center' }} />}
      <Timeline>
        {releases?.map((release) => (
          <Timeline.Item key={release.version} label={release.date}>
            <Typography.Title heading={6} style={{ marginTop: 0 }}>
              v{release.version}
            </Typography.Title>
            <ul className="shell-release-notes">
              {release.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          </Timeline.Item>
        ))}
      </Timeline>
    </Modal>
  );
}
