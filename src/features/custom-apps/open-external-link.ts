import { Message } from '@arco-design/web-react';
import { HostMessages, loadHostAdapter } from '@adapters/index';
import { errorMessage } from '@/lib/errors';

/**
 * Opens a custom application's web link (form_type 0) the host's way: a new window, the system
 * browser inside WeCom and DingTalk on PC, or a copied link on their phones (no API opens one there).
 */
export async function openExternalLink(url: string): Promise<void> {
  try {
    const outcome = await (await loadHostAdapter()).openInBrowser(url);
    if (outcome === 'copied') Message.success(HostMessages.linkCopied);
  } catch (error) {
    Message.error(errorMessage(error));
  }
}
