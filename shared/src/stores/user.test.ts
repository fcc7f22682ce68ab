import {
  $sessionEnded,
  $user,
  sessionRefused,
  signedIn,
  signedInUserUpdated,
  signedOut,
  syncSignedInUser,
  SESSION_ENDED_KEY,
  USER_STORAGE_KEY,
} from './user';

afterEach(() => {
  $user.set(null);
  localStorage.clear();
});

describe('$user', () => {
  it('keeps the signed-in user in localStorage and forgets it on sign-out', () => {
    const user = { id: 4, email: 'ann@example.com', token: 'abc', profile: null };
    $user.set(user);
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? 'null')).toEqual(user);
    $user.set(null);
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('follows a sign-in or sign-out in another tab', () => {
    const user = { id: 5, email: 'bob@example.com', profile: null };
    window.dispatchEvent(new StorageEvent('storage', { key: USER_STORAGE_KEY, newValue: JSON.stringify(user) }));
    expect($user.get()).toEqual(user);
    window.dispatchEvent(new StorageEvent('storage', { key: USER_STORAGE_KEY, newValue: null }));
    expect($user.get()).toBeNull();
  });

  it('ignores a stored value that is not a user', () => {
    window.dispatchEvent(new StorageEvent('storage', { key: USER_STORAGE_KEY, newValue: '{"id":"nope"}' }));
    expect($user.get()).toBeNull();
  });
});

describe('$user at start-up', () => {
  it('reads the stored user, and nothing from a broken value', async () => {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ id: 6, email: 'c@d.e', profile: null }));
    await jest.isolateModulesAsync(async () => {
      expect((await import('./user')).$user.get()).toMatchObject({ id: 6 });
    });
    localStorage.setItem(USER_STORAGE_KEY, '{broken');
    await jest.isolateModulesAsync(async () => {
      expect((await import('./user')).$user.get()).toBeNull();
    });
  });
});

describe('the user actions', () => {
  const stored = { id: 8, email: 'old@example.com', token: 'token-8', profile: null };

  it('signedIn stores the user with its token', () => {
    signedIn(stored);
    expect($user.get()).toEqual(stored);
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? 'null')).toEqual(stored);
  });

  it('signedInUserUpdated takes the new email and profile and keeps the token', () => {
    signedIn(stored);
    signedInUserUpdated({ id: 8, email: 'new@example.com', profile: { city: 'Oslo' } });
    expect($user.get()).toEqual({ id: 8, email: 'new@example.com', token: 'token-8', profile: { city: 'Oslo' } });
  });

  it('signedInUserUpdated ignores another user and nobody signed in', () => {
    signedInUserUpdated({ id: 8, email: 'x@example.com', profile: null });
    expect($user.get()).toBeNull();
    signedIn(stored);
    signedInUserUpdated({ id: 9, email: 'x@example.com', profile: null });
    expect($user.get()).toEqual(stored);
  });

  it('syncSignedInUser forgets a user whose token the server refused, unless the user changed meanwhile', () => {
    signedIn(stored);
    syncSignedInUser(null, 'older-token');
    expect($user.get()).toEqual(stored);
    syncSignedInUser(null, 'token-8');
    expect($user.get()).toBeNull();
    expect($sessionEnded.get()).toBe(true);
  });
});

describe('$sessionEnded', () => {
  const user = { id: 3, email: 'dee@example.com', token: 'token-3', profile: null };
  afterEach(() => $sessionEnded.set(false));

  it('is set when the server refuses the signed-in user, and cleared by the next sign-in', () => {
    signedIn(user);
    sessionRefused();
    expect($user.get()).toBeNull();
    expect($sessionEnded.get()).toBe(true);
    signedIn(user);
    expect($sessionEnded.get()).toBe(false);
  });

  it('is not set by signing out, nor by a refusal when nobody is signed in', () => {
    signedIn(user);
    signedOut();
    expect($sessionEnded.get()).toBe(false);
    sessionRefused();
    expect($sessionEnded.get()).toBe(false);
  });

  it('tells the other tabs before forgetting the user, and leaves nothing stored', () => {
    signedIn(user);
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    const removeItem = jest.spyOn(Storage.prototype, 'removeItem');
    try {
      sessionRefused();
      const announced = setItem.mock.calls.findIndex(([key]) => key === SESSION_ENDED_KEY);
      const forgotten = removeItem.mock.calls.findIndex(([key]) => key === USER_STORAGE_KEY);
      expect(announced).toBeGreaterThanOrEqual(0);
      expect(forgotten).toBeGreaterThanOrEqual(0);
      expect(setItem.mock.invocationCallOrder[announced]).toBeLessThan(removeItem.mock.invocationCallOrder[forgotten]!);
      expect(localStorage.getItem(SESSION_ENDED_KEY)).toBeNull();
    } finally {
      setItem.mockRestore();
      removeItem.mockRestore();
    }
  });

  it("is set when another tab's session was refused, not when another tab signed out", () => {
    signedIn(user);
    window.dispatchEvent(new StorageEvent('storage', { key: USER_STORAGE_KEY, newValue: null }));
    expect($user.get()).toBeNull();
    expect($sessionEnded.get()).toBe(false);
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_ENDED_KEY, newValue: '1795797344681' }));
    expect($sessionEnded.get()).toBe(true);
  });

  it('ignores the removal that follows an announcement', () => {
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_ENDED_KEY, newValue: null }));
    expect($sessionEnded.get()).toBe(false);
  });
});
