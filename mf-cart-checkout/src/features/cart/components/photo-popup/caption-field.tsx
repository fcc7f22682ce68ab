import { CAPTION_MAX_LENGTH, captionProblem, CHOICE_PLACEHOLDER, type CaptionField } from '@shop/shared';
import { SelectField, TextAreaField, TextField } from '@shop/shared/forms';
import { captionFieldName } from './caption-values';

/** A caption field's control by its type (accounts-and-after-sale §3, §5), checked by the rules the API applies. */
export function CaptionInput({ field }: { field: CaptionField }) {
  const common = {
    name: captionFieldName(field),
    label: field.label,
    optional: !field.required,
    validate: (value: unknown) => captionProblem(field, typeof value === 'string' ? value : undefined),
  };
  // The typed and pasted text stops where the API's limit is, rather than being refused on Done.
  const typed = { ...common, maxLength: CAPTION_MAX_LENGTH };
  switch (field.type) {
    case 'text':
      return <TextAreaField {...typed} rows={3} />;
    case 'choice':
      return (
        <SelectField
          {...common}
          placeholder={CHOICE_PLACEHOLDER}
          options={(field.parameters.options ?? []).map((option) => ({ value: option, label: option }))}
        />
      );
    case 'date':
      return <TextField {...typed} type="date" />;
    case 'datetime':
      return <TextField {...typed} type="datetime-local" />;
    case 'time':
      return <TextField {...typed} type="time" />;
    case 'number':
      // A text input, so "Please enter a valid number" can show: a number input hands over '' for what it cannot read.
      return <TextField {...typed} inputMode="decimal" />;
    default:
      return <TextField {...typed} />;
  }
}
