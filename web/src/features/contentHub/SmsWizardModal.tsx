import { Modal } from 'antd';
import { useAtom } from 'jotai';
import { smsWizardOpenAtom } from './contentHubAtoms.ts';
import { SmsWizard } from './SmsWizard.tsx';

/** The SMS Wizard's dialog; closing it forgets the wizard's answers. */
export function SmsWizardModal() {
  const [open, setOpen] = useAtom(smsWizardOpenAtom);
  const handleClose = () => setOpen(false);
  return (
    <Modal open={open} onCancel={handleClose} title="AI SMS Campaign Wizard" footer={null} width={760} destroyOnHidden maskClosable={false}>
      <SmsWizard onClose={handleClose} />
    </Modal>
  );
}
