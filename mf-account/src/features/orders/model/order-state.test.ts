import {
  clipItem,
  express,
  leadTimePrices,
  orderFixture,
  PAID_AT,
  rush,
  simpleItem,
  standard,
  videoReady,
} from '../testing/order-fixtures';
import { dueAt } from './countdown';
import { itemState, orderStatus, speedUpChoices } from './order-state';

describe('orderStatus', () => {
  it('is unpaid, then in process, then completed when every item is done', () => {
    expect(orderStatus(orderFixture({ paid: false, paidAt: null }))).toBe('unpaid');
    expect(orderStatus(orderFixture())).toBe('in-process');
    const done = [clipItem({ videoStory: 'v1' }), simpleItem({ status: 'delivered', trackingNumber: 'TR1' })];
    expect(orderStatus(orderFixture({ items: done }))).toBe('completed');
    expect(orderStatus(orderFixture({ items: [done[0]!, simpleItem({ status: 'shipping' })] }))).toBe('in-process');
    expect(orderStatus(orderFixture({ items: [clipItem(), done[1]!] }))).toBe('in-process');
  });
});

describe('itemState', () => {
  it('asks to pay every item of an unpaid order, even a ready one', () => {
    const order = orderFixture({ paid: false, paidAt: null });
    expect(itemState(order, clipItem({ videoStory: 'v1' }))).toEqual({ kind: 'need-to-pay' });
    expect(itemState(order, simpleItem())).toEqual({ kind: 'need-to-pay' });
  });

  it('gives a paid clip its due time, then its video', () => {
    expect(itemState(orderFixture(), clipItem())).toEqual({ kind: 'waiting', due: dueAt(PAID_AT, 72) });
    expect(itemState(orderFixture(), clipItem(videoReady('v9')))).toEqual({
      kind: 'video-ready',
      links: videoReady('v9').videoLinks,
    });
  });

  it('follows a simple item from packing to shipping to delivered, with its tracking number', () => {
    expect(itemState(orderFixture(), simpleItem())).toEqual({ kind: 'packing' });
    expect(itemState(orderFixture(), simpleItem({ status: 'shipping', trackingNumber: 'TR1' }))).toEqual({
      kind: 'shipping',
      trackingNumber: 'TR1',
    });
    expect(itemState(orderFixture(), simpleItem({ status: 'delivered', trackingNumber: 'TR1' }))).toEqual({
      kind: 'delivered',
      trackingNumber: 'TR1',
    });
  });
});

describe('speedUpChoices', () => {
  it('lists the paid options when the free option was chosen, time is left and no speed-up was made', () => {
    expect(speedUpChoices(clipItem(), leadTimePrices, 100)).toEqual([express, rush]);
  });

  it('lists only the options shorter than the clip’s period (24 hours without a lead time)', () => {
    expect(speedUpChoices(clipItem({ leadTimePrice: null }), leadTimePrices, 100)).toEqual([rush]);
    expect(speedUpChoices(clipItem({ leadTimePrice: { ...standard, period: 12 } }), leadTimePrices, 100)).toEqual([]);
  });

  it('offers nothing for a paid option, after the period, after a speed-up, or when the shop has no paid option', () => {
    expect(speedUpChoices(clipItem({ leadTimePrice: express }), leadTimePrices, 100)).toEqual([]);
    expect(speedUpChoices(clipItem(), leadTimePrices, 0)).toEqual([]);
    expect(speedUpChoices(clipItem({ speedUp: rush }), leadTimePrices, 100)).toEqual([]);
    expect(speedUpChoices(clipItem(), [standard], 100)).toEqual([]);
  });
});
