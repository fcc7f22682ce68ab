import { atom, computed, onMount } from 'nanostores';
import { getOrders } from '../api';
import type { Order } from '../contracts/orders';
import type { SessionUser } from '../contracts/session';
import { $user } from './user';

export type OrdersStatus = 'idle' | 'loading' | 'ready' | 'error';

/** What was loaded, and for which user: another user's orders are never shown (sign-out, a sign-in as someone else). */
type LoadedOrders = { userId: number; orders: Order[] | null; status: OrdersStatus };
const $loaded = atom<LoadedOrders | null>(null);

const forCurrentUser = (user: SessionUser | null, loaded: LoadedOrders | null) =>
  user && loaded && loaded.userId === user.id ? loaded : null;

/**
 * The signed-in user's orders, newest first (GET /api/orders); null before they were loaded and while signed out.
 * Read-only: loadOrders() fills it, signing out clears it.
 */
export const $orders = computed([$user, $loaded], (user, loaded) => forCurrentUser(user, loaded)?.orders ?? null);

/** 'idle' before anything was asked (and when signed out), 'loading', 'ready', or 'error' when the last load failed. */
export const $ordersStatus = computed(
  [$user, $loaded],
  (user, loaded): OrdersStatus => forCurrentUser(user, loaded)?.status ?? 'idle',
);

// Every call asks the server (an order may have been placed or paid since); only the newest call's answer is kept.
let newestLoad = 0;
let newestDone: Promise<void> = Promise.resolve();

/**
 * Loads (or reloads) the signed-in user's orders; the orders already shown stay while reloading. Resolves once the
 * store holds an answer at least as new as the call: a call overtaken by a newer one waits for that one. Failures are
 * logged and leave status 'error'. A no-op when signed out.
 */
export function loadOrders(): Promise<void> {
  const user = $user.get();
  if (!user) return Promise.resolve();
  const userId = user.id;
  const load = ++newestLoad;
  const before = forCurrentUser(user, $loaded.get());
  $loaded.set({ userId, orders: before?.orders ?? null, status: 'loading' });
  // An answer for a user who is no longer signed in is dropped, and so is what was kept for them.
  const settle = (next: LoadedOrders) => {
    if (load !== newestLoad) return;
    if ($user.get()?.id === userId) $loaded.set(next);
    else if ($loaded.get()?.userId === userId) $loaded.set(null);
  };
  const done: Promise<void> = (async () => {
    try {
      settle({ userId, orders: await getOrders(), status: 'ready' });
    } catch (error) {
      console.error('Failed to load the orders', error);
      settle({ userId, orders: forCurrentUser($user.get(), $loaded.get())?.orders ?? null, status: 'error' });
    }
  })().then(() => (load === newestLoad ? undefined : newestDone));
  newestDone = done;
  return done;
}

/** One of the signed-in user's loaded orders, or undefined. */
export function orderById(id: number): Order | undefined {
  return $orders.get()?.find((order) => order.id === id);
}

// Signing out (or in as someone else) drops the previous user's orders from memory too, not only from $orders.
onMount($orders, () =>
  $user.listen((user) => {
    const loaded = $loaded.get();
    if (loaded && loaded.userId !== user?.id) $loaded.set(null);
  }),
);

/** For tests: nothing loaded, no call in flight. */
export function resetOrders(): void {
  newestLoad += 1;
  newestDone = Promise.resolve();
  $loaded.set(null);
}
