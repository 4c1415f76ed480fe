import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { PercentStore, ToastHostApi, ToastKind } from './toast-types';

export type { ToastKind } from './toast-types';

type Show = (text: string) => void;

/** A toast that stays while a task runs, showing its progress until closed. */
export interface ProgressToast {
  /** Shows how far the task is, 0 to 100. */
  update: (percent: number) => void;
  close: () => void;
}

export type Toasts = Record<ToastKind, Show> & { progress: (text: string) => ProgressToast };

const ToastContext = createContext<Toasts | null>(null);

const ToastHost = lazy(() => import('./toast-host'));

/** How long after the app starts the toasts' code is fetched when no toast asked for it first. */
const HOST_AFTER_MS = 1500;

function percentStore(): PercentStore {
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

/**
 * The app's toasts. PrimeReact's toast code is not in the app's shell: it loads a moment after the
 * app starts, or at once for a toast asked sooner, which shows as soon as it is there (kept in order
 * until then). `wrapHost` puts the host inside PrimeReact's provider (the app's, app/provider.tsx).
 */
export function ToastProvider({
  children,
  wrapHost = (host) => host,
}: {
  children: ReactNode;
  wrapHost?: (host: ReactNode) => ReactNode;
}) {
  const host = useRef<ToastHostApi | null>(null);
  const waiting = useRef<((api: ToastHostApi) => void)[]>([]);
  const [hosted, setHosted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setHosted(true), HOST_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  const onReady = useCallback((api: ToastHostApi) => {
    host.current = api;
    for (const run of waiting.current.splice(0)) run(api);
  }, []);
  const toasts = useMemo<Toasts>(() => {
    const withHost = (run: (api: ToastHostApi) => void) => {
      if (host.current) return run(host.current);
      waiting.current.push(run);
      setHosted(true);
    };
    const show = (severity: ToastKind) => (text: string) => withHost((api) => api.show(severity, text));
    const progress = (text: string): ProgressToast => {
      const store = percentStore();
      const handle = {};
      withHost((api) => api.showProgress(handle, text, store));
      return { update: store.set, close: () => withHost((api) => api.remove(handle)) };
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
      {hosted && <Suspense>{wrapHost(<ToastHost onReady={onReady} />)}</Suspense>}
      {children}
    </ToastContext.Provider>
  );
}

export function useToast(): Toasts {
  const toasts = useContext(ToastContext);
  if (!toasts) throw new Error('useToast outside ToastProvider');
  return toasts;
}
