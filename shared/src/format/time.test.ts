import { formatDuration, fromHms } from './time';

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
