import { useEffect, useRef, type ReactNode } from 'react';
import { lendToastHost } from './app-toaster';

interface ModalProps {
  open: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
  /** Tailwind max-width class for the panel. */
  width?: string;
}

/** An accessible modal on the native <dialog>: focus is trapped, Escape closes, the title labels it. */
export function Modal({ open, title, onClose, children, width = 'max-w-md' }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const toastHostRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  useEffect(() => {
    // Toasts raised while the dialog is open show above it, not behind it.
    if (open && toastHostRef.current) return lendToastHost(toastHostRef.current);
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby="modal-title"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === ref.current) onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] ${width} rounded-2xl border border-slate-700 bg-slate-900 p-0 text-slate-100 shadow-2xl backdrop:bg-black/70`}
    >
      <div ref={toastHostRef} />
      {open && (
        <div className="p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <h2 id="modal-title" className="text-2xl font-bold">
              {title}
            </h2>
            <button type="button" onClick={onClose} className="btn-ghost btn -mr-2 -mt-1 px-2 py-1 text-xl leading-none" aria-label="Close">
              ×
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
