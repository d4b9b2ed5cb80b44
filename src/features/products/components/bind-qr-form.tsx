import { Button, Message, Space } from '@arco-design/web-react';
import { useState } from 'react';
import { ScanInput } from '@/components/scan-input/scan-input';
import { errorMessage } from '@/lib/errors';
import { useBindQrMutation, useLazyLookupQrQuery } from '../products.api';

/** 绑定已有二维码: sticks a code printed ahead (a batch's) on this product, by scanning or typing its content. */
export function BindQrForm({ customerProductId }: { customerProductId: number }) {
  const [content, setContent] = useState('');
  const [lookup, { isFetching }] = useLazyLookupQrQuery();
  const [bind, { isLoading }] = useBindQrMutation();

  const handleBind = async (text = content) => {
    try {
      const { code } = await lookup(text.trim()).unwrap();
      await bind({ codeId: code.id, customerProductId }).unwrap();
      Message.success('二维码已绑定');
      setContent('');
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };

  return (
    <Space>
      {/* A scanned code binds at once; typed or pasted content binds on Enter or the button. */}
      <ScanInput
        style={{ width: 320 }}
        placeholder="扫描或粘贴已打印的二维码内容"
        value={content}
        onChange={setContent}
        onScan={(code) => void handleBind(code)}
        onPressEnter={() => void handleBind()}
      />
      <Button disabled={content.trim().length === 0} loading={isFetching || isLoading} onClick={() => void handleBind()}>
        绑定已有二维码
      </Button>
    </Space>
  );
}
