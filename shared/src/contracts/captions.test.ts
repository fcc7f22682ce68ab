import { CAPTION_MAX_LENGTH } from '../constants';
import { CAPTION_MESSAGES, captionProblem } from './captions';
import type { CaptionField } from './catalog';

const field = (type: CaptionField['type'], extra: Partial<CaptionField> = {}): CaptionField => ({
  id: 1,
  label: 'Label',
  position: 0,
  type,
  required: true,
  parameters: {},
  ...extra,
});

describe('captionProblem', () => {
  test('a required field needs a value that is not blank; an optional one may be empty', () => {
    expect(captionProblem(field('text'), '')).toBe('This field is required');
    expect(captionProblem(field('text'), '   ')).toBe('This field is required');
    expect(captionProblem(field('text', { required: false }), '')).toBeUndefined();
    expect(captionProblem(field('text'), 'Anna & Ben')).toBeUndefined();
  });

  test('numbers match the numeric pattern and stay within min and max', () => {
    const years = field('number', { parameters: { min: 1, max: 100 } });
    expect(captionProblem(years, 'ten')).toBe('Please enter a valid number');
    expect(captionProblem(years, '1e3')).toBe('Please enter a valid number');
    expect(captionProblem(years, '0')).toBe('Minimum value is 1');
    expect(captionProblem(years, '101')).toBe('Maximum value is 100');
    expect(captionProblem(years, '25')).toBeUndefined();
    expect(captionProblem(years, '2.5')).toBeUndefined();
  });

  test('times are HH:MM on the 24-hour clock', () => {
    expect(captionProblem(field('time'), '24:00')).toBe('Please enter a valid time (HH:MM)');
    expect(captionProblem(field('time'), '9:30')).toBe('Please enter a valid time (HH:MM)');
    expect(captionProblem(field('time'), '09:30')).toBeUndefined();
    expect(captionProblem(field('time'), '23:59')).toBeUndefined();
  });

  test('choices must be one of the options', () => {
    const venue = field('choice', { parameters: { options: ['Church', 'Garden'] } });
    expect(captionProblem(venue, 'Garden')).toBeUndefined();
    expect(captionProblem(venue, 'Beach')).toBe(CAPTION_MESSAGES.choice);
  });

  test('dates and date-times must be real calendar values', () => {
    expect(captionProblem(field('date'), '2026-02-30')).toBe(CAPTION_MESSAGES.date);
    expect(captionProblem(field('date'), '2026-02-28')).toBeUndefined();
    expect(captionProblem(field('datetime'), '2026-02-28T18:30')).toBeUndefined();
    expect(captionProblem(field('datetime'), '2026-02-28 18:30')).toBe(CAPTION_MESSAGES.datetime);
  });

  test('a value of any type is at most CAPTION_MAX_LENGTH characters, spaces counted', () => {
    expect(CAPTION_MESSAGES.tooLong).toBe('Please enter at most 1000 characters');
    expect(captionProblem(field('text'), 'x'.repeat(CAPTION_MAX_LENGTH))).toBeUndefined();
    expect(captionProblem(field('text'), 'x'.repeat(CAPTION_MAX_LENGTH + 1))).toBe(CAPTION_MESSAGES.tooLong);
    expect(captionProblem(field('text', { required: false }), ' '.repeat(CAPTION_MAX_LENGTH + 1))).toBe(
      CAPTION_MESSAGES.tooLong,
    );
    expect(captionProblem(field('number'), '1'.repeat(CAPTION_MAX_LENGTH + 1))).toBe(CAPTION_MESSAGES.tooLong);
  });
});
