import { Message, Modal } from '@arco-design/web-react';
import { useLocation } from 'wouter';
import { useAppDispatch } from '@/app/hooks';
import { paths } from '@/app/paths';
import { EnterpriseChooser } from '@/features/auth/components/enterprise-chooser';
import type { MyEnterprise } from '@/features/auth/auth.api';
import { clearShellStorage } from '@/app/shell/shell-storage';
import { resetNavigation } from '@/app/shell/shell.slice';
import { useSignOut } from './use-sign-out';

export interface SwitchEnterpriseModalProps {
  visible: boolean;
  onClose: () => void;
}

/** The enterprises of the signed-in phone; choosing one rebinds the session and starts over at home. */
export function SwitchEnterpriseModal({ visible, onClose }: SwitchEnterpriseModalProps) {
  const dispatch = useAppDispatch();
  const [, navigate] = useLocation();
  const signOut = useSignOut();

  const handleChosen = (enterprise: MyEnterprise) => {
    onClose();
    clearShellStorage();
    dispatch(resetNavigation());
    navigate(paths.home);
    Message.success(`已进入${enterprise.enterpriseName}`);
  };

  return (
    <Modal title="切换企业" visible={visible} onCancel={onClose} footer={null} unmountOnExit>
      <EnterpriseChooser onChosen={handleChosen} onBack={signOut} />
    </Modal>
  );
}
