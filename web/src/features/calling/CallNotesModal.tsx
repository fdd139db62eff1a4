import { Button, Modal } from 'antd';
import { CallHistoryList } from './CallHistoryList.tsx';
import type { CallTarget } from './callingTypes.ts';

interface CallNotesModalProps {
  target: CallTarget | null;
  open: boolean;
  onClose: () => void;
}

/** The contact's call history with its notes. */
export function CallNotesModal({ target, open, onClose }: CallNotesModalProps) {
  return (
    <Modal
      open={open && target !== null}
      title={target ? `Call Notes - ${target.name}` : 'Call Notes'}
      onCancel={onClose}
      destroyOnHidden
      footer={<Button onClick={onClose}>Close</Button>}
    >
      {target && <CallHistoryList contactId={target.contactId} />}
    </Modal>
  );
}
