import { cleanStores } from 'nanostores';
import { NavigationGroup, STATE_REFRESH_MS } from '../constants';
import type { InitialState } from '../contracts/content';
import { getInitialState } from '../api';
import { $initialState, $initialStateStatus, EMPTY_INITIAL_STATE, loadInitialState, mergeInitialState, navigationOf } from './initial-state';
import { $user } from './user';

jest.mock('../api', () => ({ getInitialState: jest.fn() }));
const mockGetInitialState = jest.mocked(getInitialState);

beforeEach(() => mockGetInitialState.mockReset());

const state = (overrides: Partial<InitialState> = {}): InitialState => ({ ...EMPTY_INITIAL_STATE, time: 1, ...overrides });

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
    mergeInitialState({ time: 0, wishlist: [{ product: { id: 9 }, addedAt: 'x' }] });
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
    mockGetInitialState.mockReturnValueOnce(new Promise((resolve) => (answerFirst = resolve))).mockResolvedValueOnce(state({ time: 2 }));
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
    mockGetInitialState.mockResolvedValue(state());
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

  it('does not load when only the state is read', () => {
    const unsubscribe = $initialState.subscribe(() => undefined);
    expect(mockGetInitialState).not.toHaveBeenCalled();
    unsubscribe();
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
