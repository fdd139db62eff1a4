import { useCallback, useRef, type ReactElement } from 'react';
import { Modal } from 'antd';

export const DISCARD_TITLE = 'Discard changes?';
export const DISCARD_DESCRIPTION = 'What you entered in this dialog will be lost.';

export interface DiscardGuard {
  /** For Esc, the X and Cancel: closes at once when nothing was changed, else asks first (Discard closes, Keep Editing stays). */
  requestClose: () => void;
  /** The dialog's form says whether it now differs from what it opened with (or last saved); reported on every change. */
  setChanged: (changed: boolean) => void;
  /** The confirmation's place in the tree: render it beside the dialog. */
  contextHolder: ReactElement;
}

/**
 * Keeps a dialog from throwing away what was typed in it: closing it with changes asks "Discard
 * changes?" first. A close after a save calls `onClose` itself and is never asked about.
 */
export function useDiscardGuard(onClose: () => void): DiscardGuard {
  const [modal, contextHolder] = Modal.useModal();
  const changed = useRef(false);
  const asking = useRef(false);

  const requestClose = () => {
    if (!changed.current) return onClose();
    if (asking.current) return;
    asking.current = true;
    void modal.confirm({
      title: DISCARD_TITLE,
      content: DISCARD_DESCRIPTION,
      okText: 'Discard',
      okButtonProps: { danger: true },
      cancelText: 'Keep Editing',
      focusable: { autoFocusButton: 'cancel' },
      onOk: onClose,
      afterClose: () => {
        asking.current = false;
      },
    });
  };
  const setChanged = useCallback((value: boolean) => {
    changed.current = value;
  }, []);

  return { requestClose, setChanged, contextHolder };
}
