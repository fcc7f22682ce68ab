import { cleanStores } from 'nanostores';
import { getOrders } from '../api';
import { orderFixture } from '../api/testing/fixtures';
import type { Order } from '../contracts/orders';
import { $orders, $ordersStatus, loadOrders, orderById, resetOrders } from './orders';
import { $user } from './user';

jest.mock('../api', () => ({ ...jest.requireActual('../api'), getOrders: jest.fn() }));

const ann = { id: 1, email: 'ann@example.com', token: 't1', profile: null };
const flush = () => new Promise(process.nextTick);
const bob = { id: 2, email: 'bob@example.com', token: 't2', profile: null };

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  cleanStores($orders, $ordersStatus);
  resetOrders();
  $user.set(null);
  jest.restoreAllMocks();
  jest.mocked(getOrders).mockReset();
});

describe('the orders store', () => {
  it('loads the signed-in user’s orders and finds one by id', async () => {
    $user.set(ann);
    jest.mocked(getOrders).mockResolvedValue([orderFixture({ id: 2 }), orderFixture({ id: 1 })]);
    expect($orders.get()).toBeNull();
    expect($ordersStatus.get()).toBe('idle');
    const pending = loadOrders();
    expect($ordersStatus.get()).toBe('loading');
    await pending;
    expect($ordersStatus.get()).toBe('ready');
    expect($orders.get()?.map(({ id }) => id)).toEqual([2, 1]);
    expect(orderById(1)?.id).toBe(1);
    expect(orderById(3)).toBeUndefined();
  });

  it('does nothing while signed out', async () => {
    await loadOrders();
    expect(getOrders).not.toHaveBeenCalled();
    expect($orders.get()).toBeNull();
  });

  it('asks again on every call and keeps the newest call’s answer, whatever order they arrive in', async () => {
    $user.set(ann);
    let answerFirst: (orders: Order[]) => void = () => undefined;
    jest
      .mocked(getOrders)
      .mockReturnValueOnce(new Promise((resolve) => (answerFirst = resolve)))
      .mockResolvedValueOnce([orderFixture({ id: 1, paid: true })]);
    let firstDone = false;
    const first = loadOrders().then(() => (firstDone = true));
    const second = loadOrders();
    await second;
    expect(getOrders).toHaveBeenCalledTimes(2);
    expect(orderById(1)?.paid).toBe(true);
    expect($ordersStatus.get()).toBe('ready');
    expect(firstDone).toBe(false);
    answerFirst([orderFixture({ id: 1 })]);
    await first;
    expect(orderById(1)?.paid).toBe(true);
  });

  it('lets an overtaken call wait for the newer one', async () => {
    $user.set(ann);
    let answerSecond: (orders: Order[]) => void = () => undefined;
    jest
      .mocked(getOrders)
      .mockResolvedValueOnce([orderFixture({ id: 1 })])
      .mockReturnValueOnce(new Promise((resolve) => (answerSecond = resolve)));
    let firstDone = false;
    const first = loadOrders().then(() => (firstDone = true));
    void loadOrders();
    await flush();
    expect(firstDone).toBe(false);
    expect($orders.get()).toBeNull();
    answerSecond([orderFixture({ id: 2 })]);
    await first;
    expect($orders.get()?.map(({ id }) => id)).toEqual([2]);
  });

  it('clears the orders at sign-out and never shows them to the next user', async () => {
    const unsubscribe = $orders.subscribe(() => undefined);
    $user.set(ann);
    jest.mocked(getOrders).mockResolvedValue([orderFixture({ id: 1 })]);
    await loadOrders();
    expect($orders.get()).toHaveLength(1);
    $user.set(null);
    expect($orders.get()).toBeNull();
    expect($ordersStatus.get()).toBe('idle');
    $user.set(bob);
    expect($orders.get()).toBeNull();
    expect(orderById(1)).toBeUndefined();
    unsubscribe();
  });

  it('drops an answer that arrives after the user signed out', async () => {
    $user.set(ann);
    let answer: (orders: Order[]) => void = () => undefined;
    jest.mocked(getOrders).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const pending = loadOrders();
    $user.set(null);
    answer([orderFixture({ id: 1 })]);
    await pending;
    $user.set(ann);
    expect($orders.get()).toBeNull();
    expect($ordersStatus.get()).toBe('idle');
  });

  it('logs a failure, keeps the orders already shown and says "error"', async () => {
    $user.set(ann);
    jest
      .mocked(getOrders)
      .mockResolvedValueOnce([orderFixture({ id: 1 })])
      .mockRejectedValueOnce(new Error('offline'));
    await loadOrders();
    await loadOrders();
    expect($ordersStatus.get()).toBe('error');
    expect($orders.get()).toHaveLength(1);
    expect(console.error).toHaveBeenCalledWith('Failed to load the orders', expect.any(Error));
  });
});
