import { DEFAULT_PROCESSING_HOURS, formatCountdown } from '@shop/shared';
import { express, PAID_AT, standard } from '../testing/order-fixtures';
import { dueAt, processingHours, remainingSeconds, serverClockOffset } from './countdown';

const paidAt = Date.parse(PAID_AT);
const HOUR = 3600 * 1000;

describe('the clip countdown', () => {
  it('starts at the full period when the order was just paid', () => {
    const due = dueAt(PAID_AT, processingHours({ leadTimePrice: standard, speedUp: null }));
    expect(formatCountdown(remainingSeconds({ due, now: paidAt, offsetMs: 0 }))).toBe('72:00:00');
    expect(formatCountdown(remainingSeconds({ due, now: paidAt + 1500, offsetMs: 0 }))).toBe('71:59:59');
  });

  it('shows 00:00:00 at the end and after it', () => {
    const due = dueAt(PAID_AT, 1);
    expect(remainingSeconds({ due, now: paidAt + HOUR - 1, offsetMs: 0 })).toBe(1);
    expect(remainingSeconds({ due, now: paidAt + HOUR, offsetMs: 0 })).toBe(0);
    expect(formatCountdown(remainingSeconds({ due, now: paidAt + 5 * HOUR, offsetMs: 0 }))).toBe('00:00:00');
  });

  it('counts on the server’s clock: a server 10 minutes ahead leaves 10 minutes less', () => {
    const due = dueAt(PAID_AT, 24);
    expect(remainingSeconds({ due, now: paidAt, offsetMs: 10 * 60 * 1000 })).toBe(24 * 3600 - 600);
    expect(remainingSeconds({ due, now: paidAt, offsetMs: -60 * 1000 })).toBe(24 * 3600 + 60);
  });

  it('takes 24 hours when the lead time gives no period, or there is none', () => {
    expect(DEFAULT_PROCESSING_HOURS).toBe(24);
    expect(processingHours({ leadTimePrice: { ...standard, period: null }, speedUp: null })).toBe(24);
    expect(processingHours({ leadTimePrice: null, speedUp: null })).toBe(24);
  });

  it('takes the bought speed-up’s period instead of the lead time’s', () => {
    expect(processingHours({ leadTimePrice: standard, speedUp: express })).toBe(24);
    const due = dueAt(PAID_AT, processingHours({ leadTimePrice: standard, speedUp: express }));
    expect(formatCountdown(remainingSeconds({ due, now: paidAt + HOUR, offsetMs: 0 }))).toBe('23:00:00');
  });

  it('treats an unreadable paid time as finished rather than showing NaN', () => {
    expect(remainingSeconds({ due: dueAt('not a date', 24), now: paidAt, offsetMs: 0 })).toBe(0);
  });
});

describe('serverClockOffset', () => {
  it('compares the middle of the server’s (rounded down) second with the middle of the round trip', () => {
    const server = 1_800_000_000;
    expect(serverClockOffset(server, server * 1000 - 5000, server * 1000 - 3000)).toBe(4500);
    expect(serverClockOffset(server, server * 1000 + 200, server * 1000 + 800)).toBe(0);
  });
});
