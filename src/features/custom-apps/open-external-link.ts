import { Message } from '@arco-design/web-react';
import { loadHostAdapter } from '@adapters/index';
import { errorMessage } from '@/lib/errors';

/** Opens a custom application's web link (form_type 0) the host's way: a new window, or the system browser inside WeCom and DingTalk. */
export async function openExternalLink(url: string): Promise<void> {
  try {
    await (await loadHostAdapter()).openInBrowser(url);
  } catch (error) {
    Message.error(errorMessage(error));
  }
}
