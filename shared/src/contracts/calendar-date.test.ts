import { isCalendarDate } from './calendar-date';

describe('isCalendarDate', () => {
  it('takes days of the calendar written yyyy-MM-dd, leap days in leap years included', () => {
    for (const day of ['2026-01-01', '2026-12-31', '2024-02-29', '2000-02-29']) expect(isCalendarDate(day)).toBe(true);
  });

  it('refuses days that are not on the calendar, whether Date rolls them over or gives no time at all', () => {
    for (const day of ['2026-02-30', '2023-02-29', '1900-02-29', '2026-13-01', '2026-00-10', '2026-01-32', '2026-04-31', '9999-99-99'])
      expect(isCalendarDate(day)).toBe(false);
  });

  it('refuses other ways of writing a date', () => {
    for (const text of ['29.02.2024', '2026-1-01', '2026-01-01T00:00', ' 2026-01-01', '', '+02026-01-01'])
      expect(isCalendarDate(text)).toBe(false);
  });
});
