import { CAPTION_MAX_LENGTH } from '../constants';
import type { CaptionField } from './catalog';
import { isCalendarDate } from './calendar-date';

// The caption form's rules (accounts-and-after-sale §5 "Upload form dynamic rules"), one pure function that the
// cart popup's form and the API's cart update both apply, so the server refuses exactly what the form shows.

export const CAPTION_MESSAGES = {
  required: 'This field is required',
  /** Submitting the upload form (cart popup, marketplace page) with no saved photo. */
  noPhoto: 'Please upload at least one image',
  number: 'Please enter a valid number',
  min: (min: number) => `Minimum value is ${min}`,
  max: (max: number) => `Maximum value is ${max}`,
  time: 'Please enter a valid time (HH:MM)',
  /** Not a spec text: a choice value that is not one of the field's options (only a hand-made request sends one). */
  choice: 'Please choose one of the options',
  date: 'Please enter a valid date',
  datetime: 'Please enter a valid date and time',
  /** Not a spec text: a value longer than the inputs take (pasted past them, or a hand-made request). */
  tooLong: `Please enter at most ${CAPTION_MAX_LENGTH} characters`,
} as const;

/** The blank first option of a choice field. */
export const CHOICE_PLACEHOLDER = 'Select an option';

const NUMBER_PATTERN = /^-?\d+(\.\d+)?$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME_PATTERN = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/** A date or date-time whose day is on the calendar. */
const validDate = (text: string) => isCalendarDate(text.slice(0, 10));

/** The first rule a caption value breaks, as its message; undefined when the value is fine. */
export function captionProblem(
  field: Pick<CaptionField, 'type' | 'required' | 'parameters'>,
  raw: string | undefined | null,
): string | undefined {
  // Counted before trimming: the value is stored as sent.
  if ((raw ?? '').length > CAPTION_MAX_LENGTH) return CAPTION_MESSAGES.tooLong;
  const value = (raw ?? '').trim();
  if (value === '') return field.required ? CAPTION_MESSAGES.required : undefined;
  const { min, max, options } = field.parameters;
  switch (field.type) {
    case 'number': {
      if (!NUMBER_PATTERN.test(value)) return CAPTION_MESSAGES.number;
      const number = Number(value);
      if (min !== undefined && number < min) return CAPTION_MESSAGES.min(min);
      if (max !== undefined && number > max) return CAPTION_MESSAGES.max(max);
      return undefined;
    }
    case 'time':
      return TIME_PATTERN.test(value) ? undefined : CAPTION_MESSAGES.time;
    case 'date':
      return DATE_PATTERN.test(value) && validDate(value) ? undefined : CAPTION_MESSAGES.date;
    case 'datetime':
      return DATETIME_PATTERN.test(value) && validDate(value) ? undefined : CAPTION_MESSAGES.datetime;
    case 'choice':
      return options && !options.includes(value) ? CAPTION_MESSAGES.choice : undefined;
    default:
      return undefined;
  }
}
