import { Message } from '@arco-design/web-react';
import { IconScan } from '@arco-design/web-react/icon';
import { useState } from 'react';
import type { CustomerProductRow, QrCodeRow } from '@domain/products/products.schemas';
import { ScanInput } from '@/components/scan-input/scan-input';
import { errorMessage } from '@/lib/errors';
import { useLazyLookupQrQuery } from '../products.api';

export interface QrLookupProps {
  /** Opens what the code stands for: its product when it is stuck on one, else its batch. */
  onFound: (found: { code: QrCodeRow; customerProduct: CustomerProductRow | null }) => void;
}

/**
 * 扫码查询: a printed code read by a hardware scanner (or pasted and Enter) opens what it stands for.
 * A scan searches at once; its closing Enter does not search again.
 */
export function QrLookup({ onFound }: QrLookupProps) {
  const [content, setContent] = useState('');
  const [lookup, { isFetching }] = useLazyLookupQrQuery();

  const find = async (code = content) => {
    const text = code.trim();
    if (!text) return;
    try {
      onFound(await lookup(text).unwrap());
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };

  return (
    <ScanInput
      aria-label="扫码查询二维码"
      placeholder="扫描或粘贴二维码内容查询"
      prefix={<IconScan />}
      style={{ width: 300 }}
      allowClear
      disabled={isFetching}
      value={content}
      onChange={setContent}
      onScan={(code) => void find(code)}
      onPressEnter={() => void find()}
    />
  );
}
