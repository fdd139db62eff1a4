import { Modal } from 'antd';
import { useAtom } from 'jotai';
import { emailWizardOpenAtom } from './contentHubAtoms.ts';
import { EmailWizard } from './EmailWizard.tsx';

/** The Email Wizard's dialog; closing it forgets the wizard's answers. */
export function EmailWizardModal() {
  const [open, setOpen] = useAtom(emailWizardOpenAtom);
  const handleClose = () => setOpen(false);
  return (
    <Modal open={open} onCancel={handleClose} title="AI Email Content Wizard" footer={null} width={860} destroyOnHidden maskClosable={false}>
      <EmailWizard onClose={handleClose} />
    </Modal>
  );
}
