import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from './session';

const user = { id: 1, version: 1, email: 'ana@arrenda.test', firstName: null, lastName: null };

describe('session store', () => {
  beforeEach(() => sessionStore.clear());

  it('keeps the session in localStorage and tells subscribers', () => {
    let calls = 0;
    const unsubscribe = sessionStore.subscribe(() => calls++);
    sessionStore.start({ accessToken: 't', expiresAt: new Date(Date.now() + 60_000).toISOString(), user });
    sessionStore.update({ currentEntityId: 7 });
    expect(sessionStore.get()).toMatchObject({ user, currentEntityId: 7, accessMap: {} });
    expect(JSON.parse(localStorage.getItem('arrenda.session') ?? '{}')).toMatchObject({ currentEntityId: 7 });
    sessionStore.clear();
    expect(sessionStore.get()).toBeNull();
    expect(localStorage.getItem('arrenda.session')).toBeNull();
    expect(calls).toBe(3);
    unsubscribe();
  });
});
