import { Message, Modal } from '@arco-design/web-react';
import { Messages } from '@domain/common/messages';
import { clearCache } from '@/lib/cache';
import { describeCache } from '@/lib/clear-cache';

/** 当前未缓存 when nothing is cached; otherwise a confirmation naming the size, then 清除成功. */
export function confirmClearCache(): void {
  const cache = describeCache();
  if (cache.empty) {
    Message.info(Messages.cacheEmpty);
    return;
  }
  Modal.confirm({
    title: '清除缓存',
    content: `本地缓存共 ${cache.kb} KB，确定清除吗？`,
    onOk: () => {
      clearCache();
      Message.success(Messages.cacheCleared);
    },
  });
}
