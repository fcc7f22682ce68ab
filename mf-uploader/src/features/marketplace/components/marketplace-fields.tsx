import { CAPTION_MESSAGES } from '@shop/shared';
import {
  MARKETPLACE_FIELD_LABELS as LABEL,
  MARKETPLACE_FIELD_MAX_LENGTH as MAX,
  type MarketplaceVariant,
} from '@shop/shared/marketplace';
import { required, TextAreaField, TextField } from '@shop/shared/forms';

// The fields of each variant's form (accounts-and-after-sale §3 "Marketplace form 1 and 2"); lengths as the API takes them
// (MARKETPLACE_FIELD_MAX_LENGTH).

/** "This field is required": the upload form's required rule (§5), as the cart popup's caption fields say it. */
const isRequired = required(CAPTION_MESSAGES.required);

export type MarketplaceValues = {
  orderNumber: string;
  storyTitle?: string;
  names?: string;
  eventDate?: string;
  location?: string;
  details?: string;
};

export const EMPTY_VALUES: Record<MarketplaceVariant, MarketplaceValues> = {
  1: { orderNumber: '', storyTitle: '' },
  2: { orderNumber: '', names: '', eventDate: '', location: '', details: '' },
};

export function MarketplaceFields({ variant }: { variant: MarketplaceVariant }) {
  const orderNumber = (
    <TextField
      name="orderNumber"
      label={LABEL.orderNumber}
      autoComplete="off"
      maxLength={MAX.orderNumber}
      validate={isRequired}
    />
  );
  if (variant === 1)
    return (
      <>
        {orderNumber}
        <TextField
          name="storyTitle"
          label={LABEL.storyTitle}
          hint="Shown at the beginning or end of the video."
          maxLength={MAX.storyTitle}
          validate={isRequired}
        />
      </>
    );
  return (
    <>
      {orderNumber}
      <TextField name="names" label={LABEL.names} maxLength={MAX.names} validate={isRequired} />
      <TextField name="eventDate" label={LABEL.eventDate} type="date" validate={isRequired} />
      <TextField name="location" label={LABEL.location} maxLength={MAX.location} validate={isRequired} />
      <TextAreaField name="details" label={LABEL.details} optional maxLength={MAX.details} />
    </>
  );
}
