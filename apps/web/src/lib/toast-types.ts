export type ToastKind = 'success' | 'info' | 'warn' | 'error';

/** A percentage that a progress toast follows: PrimeReact cannot change a message once shown. */
export interface PercentStore {
  get: () => number;
  set: (percent: number) => void;
  subscribe: (listener: () => void) => () => void;
}

/** What the toasts' host (toast-host.tsx, PrimeReact's toasts) does once its code is there. */
export interface ToastHostApi {
  show: (severity: ToastKind, text: string) => void;
  showProgress: (handle: object, text: string, store: PercentStore) => void;
  remove: (handle: object) => void;
}
