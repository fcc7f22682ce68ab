import { cleanStores } from 'nanostores';
import { NavigationGroup, STATE_REFRESH_MS } from '../constants';
import type { Product } from '../contracts/catalog';
import type { InitialState } from '../contracts/content';
import { getInitialState } from '../api';
import {
  $initialState,
  $initialStateStatus,
  EMPTY_INITIAL_STATE,
  STATE_RETRY_MS,
  loadInitialState,
  mergeInitialState,
  navigationOf,
} from './initial-state';
import { $user } from './user';

jest.mock('../api', () => ({ getInitialState: jest.fn() }));
const mockGetInitialState = jest.mocked(getInitialState);

beforeEach(() => mockGetInitialState.mockReset());

const state = (overrides: Partial<InitialState> = {}): InitialState => ({
  ...EMPTY_INITIAL_STATE,
  time: 1,
  ...overrides,
});

afterEach(() => {
  cleanStores($initialStateStatus, $initialState, $user);
  $initialState.set(null);
  $initialStateStatus.set('loading');
  $user.set(null);
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('loadInitialState', () => {
  it('merges the answer into the store and marks the state ready', async () => {
    mergeInitialState({ time: 0, wishlist: [{ product: { id: 9 } as Product, addedAt: 'x' }] });
    mockGetInitialState.mockResolvedValue(state({ time: 5, wishlist: [] }));
    await loadInitialState();
    expect($initialState.get()).toMatchObject({ time: 5, wishlist: [] });
    expect($initialStateStatus.get()).toBe('ready');
  });

  it('logs a failure and still marks the state ready, keeping what it had', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockGetInitialState.mockRejectedValue(new Error('offline'));
    await loadInitialState();
    expect($initialState.get()).toBeNull();
    expect($initialStateStatus.get()).toBe('ready');
    expect(error).toHaveBeenCalledWith('Failed to load the initial state', expect.any(Error));
  });

  it('lets the latest of two overlapping loads win', async () => {
    let answerFirst: (value: InitialState) => void = () => undefined;
    mockGetInitialState
      .mockReturnValueOnce(new Promise((resolve) => (answerFirst = resolve)))
      .mockResolvedValueOnce(state({ time: 2 }));
    const first = loadInitialState();
    await loadInitialState();
    answerFirst(state({ time: 1 }));
    await first;
    expect($initialState.get()?.time).toBe(2);
  });
});

describe('the initial state sync', () => {
  it('loads once the status is watched, again every 10 minutes and when the user id changes', async () => {
    jest.useFakeTimers();
    // The server knows whoever signed in.
    mockGetInitialState.mockImplementation(async () => state({ user: $user.get() }));
    const unsubscribe = $initialStateStatus.subscribe(() => undefined);
    await jest.advanceTimersByTimeAsync(0);
    expect(mockGetInitialState).toHaveBeenCalledTimes(1);
    expect($initialStateStatus.get()).toBe('ready');

    await jest.advanceTimersByTimeAsync(STATE_REFRESH_MS);
    expect(mockGetInitialState).toHaveBeenCalledTimes(2);

    $user.set({ id: 1, email: 'a@b.c', token: 't', profile: null });
    $user.set({ id: 1, email: 'a@b.c', token: 't2', profile: null });
    await jest.advanceTimersByTimeAsync(0);
    expect(mockGetInitialState).toHaveBeenCalledTimes(3);

    $user.set(null);
    await jest.advanceTimersByTimeAsync(0);
    expect(mockGetInitialState).toHaveBeenCalledTimes(4);
    unsubscribe();
  });

  it('tries a failed load again after 2 s, then twice as late each time, and stops once one works', async () => {
    jest.useFakeTimers();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const menu = [{ id: 1, group: NavigationGroup.HEADER, title: 'Catalog', path: '/catalog', position: 1 }];
    mockGetInitialState
      .mockRejectedValueOnce(new Error('API restarting'))
      .mockRejectedValueOnce(new Error('API restarting'))
      .mockResolvedValue(state({ navigation: menu }));
    const unsubscribe = $initialStateStatus.subscribe(() => undefined);
    await jest.advanceTimersByTimeAsync(0);
    expect($initialStateStatus.get()).toBe('ready');
    expect($initialState.get()).toBeNull();

    await jest.advanceTimersByTimeAsync(STATE_RETRY_MS);
    expect(mockGetInitialState).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(STATE_RETRY_MS * 2 - 1);
    expect(mockGetInitialState).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(mockGetInitialState).toHaveBeenCalledTimes(3);
    expect($initialState.get()?.navigation).toEqual(menu);

    // No more retries; the regular refresh comes 10 minutes after the sync started.
    await jest.advanceTimersByTimeAsync(STATE_REFRESH_MS - STATE_RETRY_MS * 3 - 1);
    expect(mockGetInitialState).toHaveBeenCalledTimes(3);
    await jest.advanceTimersByTimeAsync(1);
    expect(mockGetInitialState).toHaveBeenCalledTimes(4);
    unsubscribe();
  });

  it('does not load when only the state is read', () => {
    const unsubscribe = $initialState.subscribe(() => undefined);
    expect(mockGetInitialState).not.toHaveBeenCalled();
    unsubscribe();
  });
});

describe('the signed-in user after a load', () => {
  const stored = { id: 3, email: 'old@example.com', token: 'token-3', profile: null };

  it('takes email and profile from the server and keeps the stored token', async () => {
    $user.set(stored);
    mockGetInitialState.mockResolvedValue(
      state({ user: { id: 3, email: 'new@example.com', profile: { firstName: 'Ann' } } }),
    );
    await loadInitialState();
    expect($user.get()).toEqual({ id: 3, email: 'new@example.com', token: 'token-3', profile: { firstName: 'Ann' } });
  });

  it('forgets the stored user when the server no longer accepts its token', async () => {
    $user.set(stored);
    mockGetInitialState.mockResolvedValue(state({ user: null }));
    await loadInitialState();
    expect($user.get()).toBeNull();
  });

  it('keeps a user who signed in while the request was running', async () => {
    let answer: (value: InitialState) => void = () => undefined;
    mockGetInitialState.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const pending = loadInitialState();
    $user.set(stored);
    answer(state({ user: null }));
    await pending;
    expect($user.get()).toEqual(stored);
  });

  it('keeps the stored user when the state could not be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    $user.set(stored);
    mockGetInitialState.mockRejectedValue(new Error('offline'));
    await loadInitialState();
    expect($user.get()).toEqual(stored);
  });
});

describe('navigationOf', () => {
  it('keeps one group sorted by position', () => {
    const entries = [
      { id: 1, title: 'B', path: '/b', group: NavigationGroup.HEADER, position: 2 },
      { id: 2, title: 'F', path: '/f', group: NavigationGroup.FOOTER_PRIMARY, position: 0 },
      { id: 3, title: 'A', path: '/a', group: NavigationGroup.HEADER, position: 1 },
    ];
    expect(navigationOf(entries, NavigationGroup.HEADER).map((entry) => entry.title)).toEqual(['A', 'B']);
  });
});
