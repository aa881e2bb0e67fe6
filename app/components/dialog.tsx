import { type ReactNode, useEffect, useId, useRef } from 'react';

import { useOptionalI18n } from '../i18n/i18n';

/**
 * A modal dialog on the native `<dialog>` element: `showModal()` makes the rest of the page inert
 * (focus stays inside), Escape closes it, and focus returns to whatever opened it. The page
 * behind does not scroll while it is open. Its looks: `.dialog*` in app/styles/site.css.
 */
export function Dialog({
  isOpen,
  onClose,
  title,
  description,
  children,
  size = 'md',
}: {
  isOpen: boolean;
  /** Called on Escape, on the close button and on a click on the backdrop. */
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
}) {
  // The back office has no catalogue: its dialogs say Close in English.
  const closeLabel = useOptionalI18n()?.m.site.dialogClose ?? 'Close';
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      dialog.showModal();
      document.documentElement.classList.add('overflow-hidden');
    } else if (!isOpen && dialog.open) {
      dialog.close();
    }
    return () => {
      if (isOpen) document.documentElement.classList.remove('overflow-hidden');
    };
  }, [isOpen]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      // The browser closes the dialog itself on Escape; keep React's state in step.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself, outside its panel.
        if (event.target === event.currentTarget) onClose();
      }}
      className={size === 'md' ? 'dialog' : `dialog is-${size}`}
    >
      {isOpen && (
        <div className="dialog-panel">
          <button type="button" onClick={onClose} className="dialog-close">
            <span className="sr-only">{closeLabel}</span>
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path
                d="M6 6l12 12M18 6 6 18"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
          <h2 id={titleId}>{title}</h2>
          {description && (
            <div id={descriptionId} className="dialog-description">
              {description}
            </div>
          )}
          <div className="dialog-body">{children}</div>
        </div>
      )}
    </dialog>
  );
}
