import { Modal } from 'antd';
import { ImportContactsFlow } from './ImportContactsFlow.tsx';

interface ImportContactsModalProps {
  open: boolean;
  onClose: () => void;
}

/** The CSV import: upload, map columns, import with live progress. Closing it starts over next time. */
export function ImportContactsModal({ open, onClose }: ImportContactsModalProps) {
  return (
    <Modal open={open} title="Import Contacts" footer={null} width={880} onCancel={onClose} destroyOnHidden>
      <ImportContactsFlow onClose={onClose} />
    </Modal>
  );
}
