import { Button, Input, Space } from '@arco-design/web-react';
import { useState } from 'react';
import { MAX_GOODS_IMAGES } from '@domain/mall/mall.constants';
import { SafeImage } from '@/components/uploads/safe-image';
import { UploadField } from '@/components/uploads/upload-field';

export interface GoodsImagesFieldProps {
  value: string[];
  onChange: (images: string[]) => void;
}

const moved = (images: string[], from: number, to: number) => {
  const next = [...images];
  const [image] = next.splice(from, 1);
  next.splice(to, 0, image);
  return next;
};

/** A good's images in the order shown: uploaded or given by address, each moved forward or removed; the first is its picture in lists. */
export function GoodsImagesField({ value, onChange }: GoodsImagesFieldProps) {
  const [address, setAddress] = useState('');
  const room = MAX_GOODS_IMAGES - value.length;
  const add = (urls: string[]) => onChange([...value, ...urls.filter((u) => !value.includes(u))].slice(0, MAX_GOODS_IMAGES));
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <ol aria-label="商品图片" style={{ margin: 0, paddingLeft: 20 }}>
        {value.map((image, i) => (
          <li key={image} aria-label={`图片${i + 1}`} style={{ marginBottom: 8 }}>
            <Space>
              <SafeImage src={image} alt={`图片${i + 1}`} width={64} height={64} style={{ objectFit: 'cover' }} />
              <Button size="mini" disabled={i === 0} onClick={() => onChange(moved(value, i, i - 1))}>
                上移
              </Button>
              <Button size="mini" status="danger" onClick={() => onChange(value.filter((_, j) => j !== i))}>
                删除
              </Button>
            </Space>
          </li>
        ))}
      </ol>
      {/* The upload control only adds: what it uploaded joins the list above and the control empties again. */}
      <UploadField value={[]} maxCount={Math.max(room, 1)} disabled={room <= 0} onChange={(files) => add(files.map((f) => f.url))} />
      <Space>
        <Input aria-label="图片地址" placeholder="图片地址" maxLength={500} value={address} onChange={setAddress} disabled={room <= 0} />
        <Button
          disabled={room <= 0 || address.trim() === ''}
          onClick={() => {
            add([address.trim()]);
            setAddress('');
          }}
        >
          添加地址
        </Button>
      </Space>
    </Space>
  );
}
