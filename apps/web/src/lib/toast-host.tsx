import { ProgressBar } from 'primereact/progressbar';
import { Toast, type ToastMessage } from 'primereact/toast';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { PercentStore, ToastHostApi, ToastKind } from './toast-types';

/** Toasts top-right, hidden after 5 seconds (docs/product.md#constants-and-limits). */
const TOAST_LIFE_MS = 5000;

/**
 * Where the toasts stand: PrimeReact places them 20 px from the top in an inline style, which only
 * its pass-through options override.
 */
const TOAST_PLACE = { root: { style: { top: '4.5rem' } } };

function ProgressContent({ text, store }: { text: string; store: PercentStore }) {
  const percent = useSyncExternalStore(store.subscribe, store.get);
  return (
    <>
      <i className="pi pi-upload p-toast-message-icon" aria-hidden="true" />
      <div className="p-toast-message-text">
        <span className="p-toast-summary">{text}</span>
        <ProgressBar value={percent} aria-label={text} className="toast-progress-bar" />
      </div>
    </>
  );
}

/**
 * PrimeReact's toasts, loaded a moment after the app starts or as soon as a toast is asked for
 * (lib/toast.tsx): the app's shell does not wait for their code.
 */
export default function ToastHost({ onReady }: { onReady: (api: ToastHostApi) => void }) {
  const ref = useRef<Toast>(null);
  useEffect(() => {
    const shown = new Map<object, ToastMessage>();
    onReady({
      show: (severity: ToastKind, text: string) =>
        ref.current?.show({ severity, summary: text, life: TOAST_LIFE_MS }),
      showProgress(handle, text, store) {
        // Content as a function keeps React elements out of the message, which remove() deep-compares.
        const message: ToastMessage = {
          severity: 'info',
          sticky: true,
          closable: false,
          content: () => <ProgressContent text={text} store={store} />,
        };
        shown.set(handle, message);
        ref.current?.show(message);
      },
      remove(handle) {
        const message = shown.get(handle);
        if (message) ref.current?.remove(message);
        shown.delete(handle);
      },
    });
  }, [onReady]);
  // Below the nav bar (one row, about 60 px high at any width) rather than over its right end,
  // where the toasts hid the phone's menu button, the bell and the language for their 5 seconds.
  return <Toast ref={ref} position="top-right" pt={TOAST_PLACE} />;
}
