import { Button, Modal, Space, Typography } from '@arco-design/web-react';
import { IconLocation } from '@arco-design/web-react/icon';
import { useState } from 'react';
import type { GeoPoint } from '@domain/geo/geo';
import { OfflineMap } from './offline-map';

export interface MapPointPickerProps {
  value: GeoPoint | null;
  onChange: (point: GeoPoint | null) => void;
  /** Names the button for screen readers and tests, e.g. "地址1地图选点". */
  label?: string;
}

/** Six decimals: about a tenth of a metre, what the address stores. */
const rounded = (p: GeoPoint): GeoPoint => ({ lng: Math.round(p.lng * 1e6) / 1e6, lat: Math.round(p.lat * 1e6) / 1e6 });

/** A position chosen by clicking the offline map (an address's map position): the button shows it, the dialog sets it. */
export function MapPointPicker({ value, onChange, label = '地图选点' }: MapPointPickerProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<GeoPoint | null>(value);

  const show = () => {
    setDraft(value);
    setOpen(true);
  };
  const text = value ? `${value.lng}, ${value.lat}` : '地图选点';
  return (
    <>
      <Button icon={<IconLocation />} aria-label={label} onClick={show}>
        {text}
      </Button>
      <Modal
        title="在地图上点击选择位置"
        visible={open}
        style={{ width: 720 }}
        onCancel={() => setOpen(false)}
        onOk={() => {
          onChange(draft);
          setOpen(false);
        }}
        unmountOnExit
      >
        <OfflineMap
          height={420}
          markers={draft ? [{ key: 'chosen', kind: 'pin', position: draft, label: '已选位置' }] : []}
          fitTo={value ? [value] : undefined}
          onMapClick={(p) => setDraft(rounded(p))}
        />
        <Space style={{ marginTop: 8 }}>
          <Typography.Text type="secondary">{draft ? `经度 ${draft.lng}，纬度 ${draft.lat}` : '尚未选择位置'}</Typography.Text>
          {draft && (
            <Button size="mini" onClick={() => setDraft(null)}>
              清除位置
            </Button>
          )}
        </Space>
      </Modal>
    </>
  );
}
