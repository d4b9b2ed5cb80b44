import { Message } from '@arco-design/web-react';
import { useState } from 'react';
import { ScanInput } from '@/components/scan-input/scan-input';
import { errorMessage } from '@/lib/errors';
import { useLazyListSparePartsQuery } from '../spare-parts.api';

/**
 * 扫码添加: a part's code read by a hardware scanner (spec part 1's reader rules) or typed and
 * confirmed with Enter picks the part whose code it is exactly.
 */
export function PartScan({ onPart }: { onPart: (partId: number) => void }) {
  const [code, setCode] = useState('');
  const [find, { isFetching }] = useLazyListSparePartsQuery();

  const lookUp = async (value: string) => {
    const wanted = value.trim();
    if (!wanted) return;
    try {
      const { list } = await find({ keyword: wanted, pageSize: 50 }).unwrap();
      const part = list.find((p) => p.code.toLowerCase() === wanted.toLowerCase());
      if (!part) Message.warning(`没有编号为 ${wanted} 的备件`);
      else onPart(part.id);
      setCode('');
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };

  return (
    <ScanInput
      aria-label="扫码添加备件"
      placeholder="扫码或输入备件编号后回车"
      style={{ width: 300, maxWidth: '100%' }}
      value={code}
      onChange={setCode}
      onScan={lookUp}
      onPressEnter={() => lookUp(code)}
      disabled={isFetching}
    />
  );
}
