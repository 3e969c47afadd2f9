import { useEffect, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import toast, { Toaster, useToasterStore, type Toast } from 'react-hot-toast';
import { TOAST_DURATION_MS } from '../../../shared/constants';

// An open modal <dialog> sits in the browser's top layer, above everything else on the page (and
// makes the page inert), so toasts raised while it is open would be hidden behind it. An open
// Modal therefore lends its dialog as the host of the one toast area; the last one opened wins.
const hosts: HTMLElement[] = [];
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

/** Shows the toasts inside `element` until the returned function is called. */
export function lendToastHost(element: HTMLElement): () => void {
  hosts.push(element);
  notify();
  return () => {
    const i = hosts.lastIndexOf(element);
    if (i >= 0) hosts.splice(i, 1);
    notify();
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const currentHost = () => hosts.at(-1) ?? null;

// Phones: at the top, toasts would cover the header and the page's own controls (End Session)
// during fast play, so they sit at the bottom there. Wider screens keep them top right (decision 12).
const WIDE_SCREEN = '(min-width: 640px)';
const subscribeToWidth = (listener: () => void) => {
  const query = window.matchMedia(WIDE_SCREEN);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
};
/** Whether toasts sit at the top right (wider screens) rather than at the bottom of a phone's screen. */
export const isWideScreen = () => typeof window === 'undefined' || typeof window.matchMedia !== 'function' || window.matchMedia(WIDE_SCREEN).matches;

const sameText = (a: Toast, b: Toast) => a.type === b.type && typeof a.message === 'string' && a.message === b.message;

/**
 * One copy of a text at a time: a toast raised again while its twin is still up (a joker tapped
 * twice, two answers in a row) replaces it instead of stacking under it. The newest copy stays, so
 * its full time starts again.
 */
function useNoIdenticalCopies() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    const shown = toasts.filter((t) => t.visible);
    // The store lists the newest first.
    shown.forEach((older, i) => {
      if (shown.slice(0, i).some((newer) => sameText(newer, older))) toast.remove(older.id);
    });
  }, [toasts]);
}

/** The app's one toast area (docs/product.md §2: top right, 3 s in the shell; bottom centre on phones, where taps pass through). */
export function AppToaster() {
  const host = useSyncExternalStore(subscribe, currentHost, () => null);
  const wide = useSyncExternalStore(subscribeToWidth, isWideScreen, () => true);
  useNoIdenticalCopies();
  const toaster = (
    <Toaster
      position={wide ? 'top-right' : 'bottom-center'}
      toastOptions={{
        duration: TOAST_DURATION_MS,
        // A toast may lie over a control (Show Genre on a phone, the header's account link, Login or
        // Sign Up on a wider screen): a tap or click goes through it to the control, and a pointer
        // resting there never holds the toast up (react-hot-toast pauses a hovered toast).
        style: { background: '#1e293b', color: '#f1f5f9', border: '1px solid #334155', pointerEvents: 'none' },
      }}
    />
  );
  return host ? createPortal(toaster, host) : toaster;
}
