import { formatCountdown, formatDuration, formatLeadTime, fromHms } from './time';

describe('formatDuration', () => {
  it('shows seconds as mm:ss', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(65)).toBe('01:05');
    expect(formatDuration(3725)).toBe('62:05');
  });

  it('drops fractions and treats negative or invalid values as zero', () => {
    expect(formatDuration(59.9)).toBe('00:59');
    expect(formatDuration(-3)).toBe('00:00');
    expect(formatDuration(Number.NaN)).toBe('00:00');
  });

  it('can leave the minutes unpadded for range labels', () => {
    expect(formatDuration(65, { padMinutes: false })).toBe('1:05');
  });
});

describe('formatCountdown', () => {
  it('shows seconds as hh:mm:ss, hours not capped', () => {
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(3661)).toBe('01:01:01');
    expect(formatCountdown(24 * 3600)).toBe('24:00:00');
    expect(formatCountdown(72 * 3600 - 1)).toBe('71:59:59');
  });

  it('drops fractions and shows negative or invalid values as 00:00:00', () => {
    expect(formatCountdown(59.9)).toBe('00:00:59');
    expect(formatCountdown(-5)).toBe('00:00:00');
    expect(formatCountdown(Number.NaN)).toBe('00:00:00');
  });
});

describe('fromHms', () => {
  it('turns h:m:s, m:s and s into seconds', () => {
    expect(fromHms('01:01:01')).toBe(3661);
    expect(fromHms('2:05')).toBe(125);
    expect(fromHms('42')).toBe(42);
  });

  it('gives NaN for text that is not a time', () => {
    expect(fromHms('1:xx')).toBeNaN();
    expect(fromHms('1:2:3:4')).toBeNaN();
    expect(fromHms('')).toBeNaN();
  });
});

describe('formatLeadTime', () => {
  it('says whole days in days and anything else in hours, singular for one', () => {
    expect(formatLeadTime(1)).toBe('1 hour');
    expect(formatLeadTime(6)).toBe('6 hours');
    expect(formatLeadTime(36)).toBe('36 hours');
    expect(formatLeadTime(24)).toBe('1 day');
    expect(formatLeadTime(48)).toBe('2 days');
  });
});
