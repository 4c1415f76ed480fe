import type { UserView } from '@arrenda/core';
import { useSyncExternalStore } from 'react';

/** What the browser keeps of a signed-in user (docs/product.md#records-and-fields, Session). */
export interface Session {
  accessToken: string;
  expiresAt: string;
  user: UserView;
  currentEntityId: number | null;
  /** Entity id to the caller's access type name, built from the entity list. */
  accessMap: Record<number, string>;
}

const STORAGE_KEY = 'arrenda.session';
const listeners = new Set<() => void>();

function read(): Session | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const session = JSON.parse(raw) as Session;
    return new Date(session.expiresAt).getTime() > Date.now() ? session : null;
  } catch {
    return null;
  }
}

let current: Session | null = read();
/** Whether the last session was ended by the user (logout, password change) rather than by a 401. */
let endedByUser = false;

function write(next: Session | null) {
  current = next;
  if (next) localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  else localStorage.removeItem(STORAGE_KEY);
  for (const listener of listeners) listener();
}

export const sessionStore = {
  get: () => current,
  start(session: Omit<Session, 'currentEntityId' | 'accessMap'>) {
    endedByUser = false;
    write({ ...session, currentEntityId: null, accessMap: {} });
  },
  update(change: Partial<Session>) {
    if (current) write({ ...current, ...change });
  },
  /** Ends the session; `byUser` when the user's own action ends it and that flow navigates on. */
  clear({ byUser = false }: { byUser?: boolean } = {}) {
    endedByUser = byUser;
    write(null);
  },
  endedByUser: () => endedByUser,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// Another tab logging in or out changes this one too.
window.addEventListener('storage', (event) => {
  if (event.key === STORAGE_KEY) {
    current = read();
    for (const listener of listeners) listener();
  }
});

export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
}
