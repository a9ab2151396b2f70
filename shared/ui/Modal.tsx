import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface ModalAction {
  label: string;
  /** A link; without it the action is a button that calls onClick. */
  href?: string;
  onClick?: () => void;
}

export interface ModalProps {
  open: boolean;
  title: string;
  children: ReactNode;
  primary?: ModalAction | null;
  secondary?: ModalAction | null;
  onClose: () => void;
  /** Blocks scrolling of the page behind while open. */
  lockScroll?: boolean;
  /** The close button's text, 'Sluit' (nl.modal.close), passed in so island code stays free of the text module. */
  closeLabel: string;
}

function Action({ action, className }: { action: ModalAction; className: string }) {
  if (action.href) {
    return (
      <a className={className} href={action.href} onClick={action.onClick}>
        {action.label}
      </a>
    );
  }
  return (
    <button type="button" className={className} onClick={action.onClick}>
      {action.label}
    </button>
  );
}

/**
 * A modal dialog on the native <dialog>: showModal() makes the page behind
 * inert and keeps focus inside; Escape and a click on the backdrop close it;
 * focus returns to where it was. Used inside islands (it needs JavaScript).
 */
export function Modal({ open, title, children, primary, secondary, onClose, lockScroll = false, closeLabel }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      if (lockScroll) document.documentElement.classList.add('an-scroll-lock');
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, lockScroll]);

  useEffect(() => {
    if (open) return;
    document.documentElement.classList.remove('an-scroll-lock');
    returnTo.current?.focus();
    returnTo.current = null;
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="an-modal"
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: close through our state, so focus is restored the same way.
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // The dialog box itself is only reached by a click on the backdrop around the content.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="an-modal__content">
        <button type="button" className="an-modal__close" onClick={onClose}>
          {closeLabel}
        </button>
        <h2 className="an-modal__title" id={titleId}>
          {title}
        </h2>
        <div className="an-modal__text">{children}</div>
        <div className="an-modal__actions">
          {primary ? <Action action={primary} className="an-button" /> : null}
          {secondary ? <Action action={secondary} className="an-button an-button--secondary" /> : null}
        </div>
      </div>
    </dialog>
  );
}
