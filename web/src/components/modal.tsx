import { createContext, useContext, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { lendToastHost } from './app-toaster';

interface ModalProps {
  open: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
  /** Tailwind max-width class for the panel. */
  width?: string;
}

interface ModalGuard {
  setDirty(key: string, dirty: boolean): void;
  requestClose(): void;
}

const ModalGuardContext = createContext<ModalGuard | null>(null);
const noop = () => {};

/**
 * Tells the modal around the caller that it holds unsaved changes while `dirty` is true: closing
 * the modal (Escape, backdrop, close icon, Cancel) then asks before discarding them. Returns the
 * modal's guarded close, for the form's own Cancel button.
 */
export function useUnsavedChanges(dirty: boolean): () => void {
  const guard = useContext(ModalGuardContext);
  const key = useId();
  useEffect(() => {
    guard?.setDirty(key, dirty);
  }, [guard, key, dirty]);
  useEffect(() => () => guard?.setDirty(key, false), [guard, key]);
  return guard?.requestClose ?? noop;
}

interface DiscardConfirmProps {
  title: string;
  message: string;
  keepLabel: string;
  discardLabel: string;
  onKeep(): void;
  onDiscard(): void;
  /** False when shown inline, beside content that stays usable. */
  modal?: boolean;
}

/** "Discard unsaved changes?": an alert dialog whose safe choice (keep) has the focus. */
export function DiscardConfirm({ title, message, keepLabel, discardLabel, onKeep, onDiscard, modal = true }: DiscardConfirmProps) {
  const id = useId();
  const keepRef = useRef<HTMLButtonElement>(null);
  useEffect(() => keepRef.current?.focus(), []);
  return (
    <div
      role="alertdialog"
      aria-modal={modal}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className="w-full max-w-sm rounded-xl border border-amber-400/40 bg-slate-900 p-5 text-slate-100 shadow-2xl"
      onKeyDown={(e) => {
        // Escape means "keep editing" here; it never reaches the modal.
        if (e.key === 'Escape') {
          e.preventDefault();
          e.stopPropagation();
          onKeep();
        }
      }}
    >
      <h3 id={`${id}-title`} className="mb-2 flex items-center gap-2 text-lg font-bold">
        <TriangleAlert className="h-5 w-5 shrink-0 text-amber-300" aria-hidden="true" />
        {title}
      </h3>
      <p id={`${id}-text`} className="mb-4 text-sm text-slate-300">
        {message}
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className="btn bg-rose-500/15 text-rose-200 hover:bg-rose-500/25" onClick={onDiscard}>
          {discardLabel}
        </button>
        <button ref={keepRef} type="button" className="btn btn-primary" onClick={onKeep}>
          {keepLabel}
        </button>
      </div>
    </div>
  );
}

/**
 * An accessible modal on the native <dialog>: focus is trapped, the title labels it, and Escape, a
 * click on the backdrop and the close icon close it. A backdrop click counts only when the press
 * started on the backdrop too, so a text selection dragged out of a field never closes it; and
 * while a form inside has unsaved changes (useUnsavedChanges), closing asks first.
 */
export function Modal({ open, title, onClose, children, width = 'max-w-md' }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const toastHostRef = useRef<HTMLDivElement>(null);
  const dirtyKeys = useRef(new Set<string>());
  const pressedOnBackdrop = useRef(false);
  const focusBeforeConfirm = useRef<HTMLElement | null>(null);
  const latest = useRef({ open, onClose });
  const [confirmRequested, setConfirming] = useState(false);
  const confirming = open && confirmRequested;
  const { t } = useTranslation();

  useEffect(() => {
    latest.current = { open, onClose };
  });
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

  const guard = useMemo<ModalGuard>(
    () => ({
      setDirty(key, dirty) {
        if (dirty) dirtyKeys.current.add(key);
        else dirtyKeys.current.delete(key);
      },
      requestClose() {
        if (!latest.current.open) return;
        if (dirtyKeys.current.size === 0) {
          latest.current.onClose();
          return;
        }
        focusBeforeConfirm.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        setConfirming(true);
      },
    }),
    [],
  );

  const keepEditing = () => {
    setConfirming(false);
    const back = focusBeforeConfirm.current;
    // After the confirm has gone (the content is no longer inert).
    requestAnimationFrame(() => back?.focus());
  };
  const discard = () => {
    setConfirming(false);
    dirtyKeys.current.clear();
    latest.current.onClose();
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby="modal-title"
      onKeyDown={(e) => {
        // Handled here rather than by the browser's cancel, which Chrome may force through when
        // Escape is pressed twice without other input in between.
        if (e.key !== 'Escape' || e.defaultPrevented) return;
        e.preventDefault();
        if (!confirming) guard.requestClose();
      }}
      onCancel={(e) => {
        e.preventDefault();
        if (!confirming) guard.requestClose();
      }}
      onClose={() => {
        // The browser closed the dialog on its own: reopen it rather than lose unsaved work.
        if (!latest.current.open) return;
        if (dirtyKeys.current.size > 0) {
          ref.current?.showModal();
          setConfirming(true);
        } else latest.current.onClose();
      }}
      onMouseDown={(e) => {
        pressedOnBackdrop.current = e.target === ref.current;
      }}
      onClick={(e) => {
        const fromBackdrop = pressedOnBackdrop.current && e.target === ref.current;
        pressedOnBackdrop.current = false;
        if (fromBackdrop && !confirming) guard.requestClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] ${width} rounded-2xl border border-slate-700 bg-slate-900 p-0 text-slate-100 shadow-2xl backdrop:bg-black/70`}
    >
      <div ref={toastHostRef} />
      {open && (
        <ModalGuardContext.Provider value={guard}>
          <div className="p-6" inert={confirming}>
            <div className="mb-4 flex items-start justify-between gap-4">
              <h2 id="modal-title" className="text-2xl font-bold">
                {title}
              </h2>
              <button type="button" onClick={guard.requestClose} className="btn-ghost btn -mr-2 -mt-1 px-2 py-1 text-xl leading-none" aria-label={t('close')}>
                ×
              </button>
            </div>
            {children}
          </div>
          {confirming && (
            // Fixed to the viewport, so it covers the whole dialog however far it is scrolled.
            <div className="fixed inset-0 z-20 flex items-center justify-center bg-slate-950/75 p-4" data-testid="discard-confirm">
              <DiscardConfirm
                title={t('discard.title')}
                message={t('discard.message', { title })}
                keepLabel={t('discard.keep')}
                discardLabel={t('discard.discard')}
                onKeep={keepEditing}
                onDiscard={discard}
              />
            </div>
          )}
        </ModalGuardContext.Provider>
      )}
    </dialog>
  );
}
