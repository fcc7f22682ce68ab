import { atom, computed, onMount } from 'nanostores';
import { STATE_REFRESH_MS, type NavigationGroupValue } from '../constants';
import type { InitialState, NavigationEntry } from '../contracts/content';
import { getInitialState } from '../api';
import { $user, syncSignedInUser } from './user';

export type InitialStateStatus = 'loading' | 'ready';

/** GET /api/initiate as last answered (null until then, and after a failed first load). */
export const $initialState = atom<InitialState | null>(null);
/** 'ready' once the first load has finished, whether it worked or not: the site renders either way. */
export const $initialStateStatus = atom<InitialStateStatus>('loading');

/** What the site falls back to when the state could not be loaded. */
export const EMPTY_INITIAL_STATE: InitialState = {
  user: null,
  categories: [],
  navigation: [],
  texts: {},
  filterParams: {
    price: { min: 0, max: 0, step: 1 },
    amount: { min: 0, max: 0, step: 1 },
    duration: { min: 0, max: 0, step: 1 },
  },
  leadTimePrices: [],
  wishlist: [],
  time: 0,
};

/** Merges fields into the state (an empty default when nothing was loaded). */
export function mergeInitialState(patch: Partial<InitialState>): void {
  $initialState.set({ ...($initialState.value ?? EMPTY_INITIAL_STATE), ...patch });
}

let latestLoad = 0;
// Set when the page came with its state (server rendering): the first load is then already done.
let adopted = false;

/** Takes the state the page was rendered with (the shell's server sent it): ready at once, refreshed as usual. */
export function adoptInitialState(state: InitialState): void {
  mergeInitialState(state);
  $initialStateStatus.set('ready');
  adopted = true;
}

/**
 * Loads the state and merges it in; a failure is logged and the site goes on with what it has. Answers false when
 * this load failed (and no later one had started).
 */
export async function loadInitialState(): Promise<boolean> {
  const load = ++latestLoad;
  const sentToken = $user.get()?.token;
  try {
    const state = await getInitialState();
    if (load !== latestLoad) return true;
    mergeInitialState(state);
    syncSignedInUser(state.user, sentToken);
    return true;
  } catch (error) {
    console.error('Failed to load the initial state', error);
    return load !== latestLoad;
  } finally {
    if (load === latestLoad) $initialStateStatus.set('ready');
  }
}

/** After a failed load the sync tries again this soon, then twice as late each time, up to the regular refresh. */
export const STATE_RETRY_MS = 2000;

// Whoever waits for the status (the shell, before it renders) starts the sync: a first load, then a refresh every
// 10 minutes and whenever the signed-in user changes (storefront §4 Start). Reading $initialState alone loads nothing.
// A failed load is tried again soon: the menu, footer and categories come from this state, and an API that was
// briefly away (a restart) would otherwise leave them empty until the next refresh.
onMount($initialStateStatus, () => {
  let mounted = true;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let retryMs = STATE_RETRY_MS;
  const sync = async () => {
    clearTimeout(retry);
    if (await loadInitialState()) {
      retryMs = STATE_RETRY_MS;
    } else if (mounted) {
      retry = setTimeout(() => void sync(), retryMs);
      retryMs = Math.min(retryMs * 2, STATE_REFRESH_MS);
    }
  };
  if (!adopted) void sync();
  const timer = setInterval(() => void sync(), STATE_REFRESH_MS);
  let userId = $user.get()?.id;
  const unlisten = $user.listen((user) => {
    if (user?.id === userId) return;
    userId = user?.id;
    void sync();
  });
  return () => {
    mounted = false;
    clearInterval(timer);
    clearTimeout(retry);
    unlisten();
  };
});

export const $navigation = computed($initialState, (state) => state?.navigation ?? []);
export const $categories = computed($initialState, (state) => state?.categories ?? []);

/** Navigation entries of one group, sorted by position. */
export function navigationOf(entries: readonly NavigationEntry[], group: NavigationGroupValue): NavigationEntry[] {
  return entries.filter((entry) => entry.group === group).sort((a, b) => a.position - b.position);
}
