import { cleanStores } from 'nanostores';
import { STATE_REFRESH_MS } from '../constants';
import type { InitialState } from '../contracts/content';
import { getInitialState } from '../api';
import { $initialState, $initialStateStatus, EMPTY_INITIAL_STATE, adoptInitialState } from './initial-state';

// A file of its own: adopting is once per page, so it cannot be undone between tests.
jest.mock('../api', () => ({ getInitialState: jest.fn() }));
const mockGetInitialState = jest.mocked(getInitialState);

afterEach(() => {
  cleanStores($initialStateStatus, $initialState);
  jest.useRealTimers();
});

it('takes a server-rendered page’s state as the first load, and refreshes it on the usual schedule', async () => {
  jest.useFakeTimers();
  const served: InitialState = { ...EMPTY_INITIAL_STATE, time: 7 };
  mockGetInitialState.mockResolvedValue({ ...served, time: 8 });

  adoptInitialState(served);
  expect($initialState.get()).toEqual(served);
  expect($initialStateStatus.get()).toBe('ready');

  const stop = $initialStateStatus.listen(() => undefined); // what the shell's App does: mounts the store
  expect(mockGetInitialState).not.toHaveBeenCalled();

  await jest.advanceTimersByTimeAsync(STATE_REFRESH_MS);
  expect(mockGetInitialState).toHaveBeenCalledTimes(1);
  expect($initialState.get()?.time).toBe(8);
  stop();
});
