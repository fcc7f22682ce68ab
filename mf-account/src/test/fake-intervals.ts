import { act } from '@testing-library/react';

/**
 * Fakes only setInterval and clearInterval, and Date too when `now` is given (set to it): the calls, React and
 * user-event keep running on real time (setTimeout, microtasks), so nothing but advance() moves an interval and the
 * expected values are exact however busy the machine is. Undo with jest.useRealTimers().
 */
export function fakeIntervals({ now }: { now?: number } = {}): void {
  jest.useFakeTimers({
    now,
    doNotFake: [
      ...(now === undefined ? (['Date'] as const) : []),
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setTimeout',
      'clearTimeout',
    ],
  });
}

/** Moves the faked intervals (and faked Date) on by `ms`, inside act. */
export const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
