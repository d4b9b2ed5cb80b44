import { Message, Modal } from '@arco-design/web-react';
import { Messages } from '@domain/common/messages';
import { errorMessage } from '@/lib/errors';
import { toastResult } from '@/lib/toast-result';
import { useDeleteProjectsMutation, useLazyGetProjectDeleteMessageQuery } from '../projects.api';

/**
 * 删除 of projects, the list's batch and the detail's single alike: the server words the confirmation
 * (GET /project/delMessage); a choice holding a project that may not go is refused with its words before
 * anything is asked. `onDeleted` runs once they are gone.
 */
export function useConfirmProjectDelete() {
  const [remove] = useDeleteProjectsMutation();
  const [askDelete] = useLazyGetProjectDeleteMessageQuery();
  return async (ids: number[], onDeleted: () => void) => {
    try {
      const { deletable, message } = await askDelete(ids).unwrap();
      if (deletable.length < ids.length) Message.warning(message);
      else Modal.confirm({ title: message, onOk: async () => void ((await toastResult(remove(ids).unwrap(), Messages.deleteOk)) && onDeleted()) });
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };
}
