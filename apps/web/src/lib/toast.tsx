import { Toast } from 'primereact/toast';
import { createContext, type ReactNode, useContext, useMemo, useRef } from 'react';

type Show = (text: string) => void;
export interface Toasts {
  success: Show;
  info: Show;
  warn: Show;
  error: Show;
}

const ToastContext = createContext<Toasts | null>(null);

/** Toasts top-right, hidden after 5 seconds (spec section 9). */
export const TOAST_LIFE_MS = 5000;

export function ToastProvider({ children }: { children: ReactNode }) {
  const ref = useRef<Toast>(null);
  const toasts = useMemo<Toasts>(() => {
    const show = (severity: 'success' | 'info' | 'warn' | 'error') => (text: string) =>
      ref.current?.show({ severity, summary: text, life: TOAST_LIFE_MS });
    return { success: show('success'), info: show('info'), warn: show('warn'), error: show('error') };
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
