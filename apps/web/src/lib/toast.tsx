import { ProgressBar } from 'primereact/progressbar';
import { Toast, type ToastMessage } from 'primereact/toast';
import { createContext, type ReactNode, useContext, useMemo, useRef, useSyncExternalStore } from 'react';

type Show = (text: string) => void;

/** A toast that stays while a task runs, showing its progress until closed. */
export interface ProgressToast {
  /** Shows how far the task is, 0 to 100. */
  update: (percent: number) => void;
  close: () => void;
}

export type ToastKind = 'success' | 'info' | 'warn' | 'error';

export type Toasts = Record<ToastKind, Show> & { progress: (text: string) => ProgressToast };

const ToastContext = createContext<Toasts | null>(null);

/** Toasts top-right, hidden after 5 seconds (docs/product.md#constants-and-limits). */
export const TOAST_LIFE_MS = 5000;

/** A percentage that a progress toast follows: PrimeReact cannot change a message once shown. */
function percentStore() {
  let percent = 0;
  const listeners = new Set<() => void>();
  return {
    get: () => percent,
    set(next: number) {
      percent = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function ProgressContent({ text, store }: { text: string; store: ReturnType<typeof percentStore> }) {
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

export function ToastProvider({ children }: { children: ReactNode }) {
  const ref = useRef<Toast>(null);
  const toasts = useMemo<Toasts>(() => {
    const show = (severity: ToastKind) => (text: string) =>
      ref.current?.show({ severity, summary: text, life: TOAST_LIFE_MS });
    const progress = (text: string): ProgressToast => {
      const store = percentStore();
      // Content as a function keeps React elements out of the message, which remove() deep-compares.
      const message: ToastMessage = {
        severity: 'info',
        sticky: true,
        closable: false,
        content: () => <ProgressContent text={text} store={store} />,
      };
      ref.current?.show(message);
      return { update: store.set, close: () => ref.current?.remove(message) };
    };
    return {
      success: show('success'),
      info: show('info'),
      warn: show('warn'),
      error: show('error'),
      progress,
    };
  }, []);
  return (
    <ToastContext.Provider value={toasts}>
      <Toast ref={ref} position="top-right" />
      {children}
    </ToastContext.Provider>
  );
}

export function useToast(): Toasts {
  const toasts = useContext(ToastContext);
  if (!toasts) throw new Error('useToast outside ToastProvider');
  return toasts;
}
