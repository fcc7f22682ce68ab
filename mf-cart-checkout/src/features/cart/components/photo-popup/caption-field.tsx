import { captionProblem, CHOICE_PLACEHOLDER, type CaptionField } from '@shop/shared';
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
  switch (field.type) {
    case 'text':
      return <TextAreaField {...common} rows={3} />;
    case 'choice':
      return (
        <SelectField
          {...common}
          placeholder={CHOICE_PLACEHOLDER}
          options={(field.parameters.options ?? []).map((option) => ({ value: option, label: option }))}
        />
      );
    case 'date':
      return <TextField {...common} type="date" />;
    case 'datetime':
      return <TextField {...common} type="datetime-local" />;
    case 'time':
      return <TextField {...common} type="time" />;
    case 'number':
      // A text input, so "Please enter a valid number" can show: a number input hands over '' for what it cannot read.
      return <TextField {...common} inputMode="decimal" />;
    default:
      return <TextField {...common} />;
  }
}
