import { Modal } from 'antd';
import type { ReactNode } from 'react';
import { useDiscardGuard } from '../hooks/useDiscardGuard.ts';

/** What the dialog's content gets: Cancel (asking first when there are changes) and where to say whether there are. */
export interface DiscardGuarded {
  onCancel: () => void;
  onChanged: (changed: boolean) => void;
}

interface GuardedModalProps {
  open: boolean;
  /** Closes it at once (after a save, or once the user chose to discard). */
  onClose: () => void;
  title: string;
  width: number;
  children: (guard: DiscardGuarded) => ReactNode;
}

/**
 * A form's dialog that asks "Discard changes?" before Esc, the X or its Cancel throws away what was
 * changed in it; a closed one forgets its content.
 */
export function GuardedModal({ open, onClose, title, width, children }: GuardedModalProps) {
  const discard = useDiscardGuard(onClose);
  return (
    <>
      {discard.contextHolder}
      <Modal open={open} onCancel={discard.requestClose} title={title} footer={null} width={width} destroyOnHidden maskClosable={false}>
        {children({ onCancel: discard.requestClose, onChanged: discard.setChanged })}
      </Modal>
    </>
  );
}
