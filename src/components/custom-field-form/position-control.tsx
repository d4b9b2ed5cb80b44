import { Button, Input, InputNumber, Message, Space } from '@arco-design/web-react';
import { IconLocation } from '@arco-design/web-react/icon';
import type { PositionValue } from '@domain/forms/field-values';
import type { EntryProps, FieldControl, ReadProps } from './control-types';
import { asNumber, asRecord, asText } from './value-guards';

type PartialPosition = { lng?: number; lat?: number; address: string };

const positionOf = (value: unknown): PartialPosition => {
  const record = asRecord(value);
  return { lng: asNumber(record.lng), lat: asNumber(record.lat), address: asText(record.address) ?? '' };
};

const COORDINATE_DECIMALS = 6;
const coordinate = (n: number) => Number(n.toFixed(COORDINATE_DECIMALS));

/** The address with its coordinates: "深圳市南山区科技园（113.94, 22.54）". */
export function positionText(value: unknown): string {
  const { lng, lat, address } = positionOf(value);
  const coordinates = lng === undefined || lat === undefined ? '' : `（${lng}, ${lat}）`;
  return `${address}${coordinates}`;
}

/** The address typed or kept, the coordinates typed or taken from the device's location. */
function PositionEntry({ value, onChange }: EntryProps) {
  const position = positionOf(value);
  const canLocate = typeof navigator !== 'undefined' && 'geolocation' in navigator;
  const handleLocate = () =>
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => onChange({ ...position, lng: coordinate(coords.longitude), lat: coordinate(coords.latitude) } satisfies PositionValue),
      () => Message.error('无法获取当前位置，请检查定位权限'),
    );
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Input aria-label="位置描述" placeholder="位置描述" value={position.address} onChange={(address) => onChange({ ...position, address })} />
      <Space wrap>
        <InputNumber aria-label="经度" placeholder="经度" value={position.lng} onChange={(lng) => onChange({ ...position, lng })} />
        <InputNumber aria-label="纬度" placeholder="纬度" value={position.lat} onChange={(lat) => onChange({ ...position, lat })} />
        {canLocate && (
          <Button icon={<IconLocation />} onClick={handleLocate}>
            获取当前位置
          </Button>
        )}
      </Space>
    </Space>
  );
}

function PositionRead({ value }: ReadProps) {
  return <span>{positionText(value)}</span>;
}

export const positionControl: FieldControl = { Entry: PositionEntry, Read: PositionRead };
