import { type ReactNode, useEffect, useId, useRef } from 'react';

/**
 * A modal dialog on the native `<dialog>` element: `showModal()` makes the rest of the page inert
 * (focus stays inside), Escape closes it, and focus returns to whatever opened it. The page
 * behind does not scroll while it is open.
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

  const width = size === 'sm' ? 'max-w-md' : size === 'lg' ? 'max-w-2xl' : 'max-w-lg';

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
      className={`m-auto w-[calc(100%-2rem)] ${width} rounded-2xl bg-white p-0 text-ink-900 shadow-2xl backdrop:bg-ink-950/60 backdrop:backdrop-blur-sm open:animate-[dialog-in_160ms_ease-out]`}
    >
      {isOpen && (
        <div className="relative max-h-[calc(100svh-2rem)] overflow-y-auto p-6 sm:p-8">
          <button
            type="button"
            onClick={onClose}
            className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full text-ink-500 hover:bg-ink-50 hover:text-ink-900"
          >
            <span className="sr-only">Close</span>
            <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" focusable="false">
              <path
                d="M6 6l12 12M18 6 6 18"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
          <h2 id={titleId} className="pr-10 font-display text-2xl font-semibold text-ink-950">
            {title}
          </h2>
          {description && (
            <div id={descriptionId} className="mt-2 text-sm leading-relaxed text-ink-600">
              {description}
            </div>
          )}
          <div className="mt-6">{children}</div>
        </div>
      )}
    </dialog>
  );
}
