import { useId } from 'react';
import { countryOptions } from '@shop/shared/forms';
import type { StaffShipTo } from '@shop/shared/staff';
import styles from './staff-desk.module.css';

export const SHIP_TO_TEXTS = {
  title: 'Ship to',
  notes: 'Order notes',
} as const;

/** The country's name for the label; a code not in the list is shown as it is. */
const countryName = (code: string) => countryOptions(code).find((option) => option.value === code)?.label ?? code;

/** A phone link dials only the digits and a leading plus: the spaces, hyphens and brackets are for reading. */
const telLink = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Where a simple item goes: the billing details the shopper gave at checkout, laid out as on a parcel label. */
export function ShipTo({ shipTo }: { shipTo: StaffShipTo }) {
  const titleId = useId();
  const { city, county, postcode } = shipTo;
  return (
    <div role="group" aria-labelledby={titleId} className={styles.shipTo}>
      <h4 id={titleId} className={styles.shipToTitle}>
        {SHIP_TO_TEXTS.title}
      </h4>
      <address className={styles.address}>
        <span>
          {shipTo.firstName} {shipTo.lastName}
        </span>
        {shipTo.company ? <span>{shipTo.company}</span> : null}
        <span>{shipTo.streetAddress}</span>
        {shipTo.apartment ? <span>{shipTo.apartment}</span> : null}
        <span>{county ? `${city}, ${county} ${postcode}` : `${city} ${postcode}`}</span>
        <span>{countryName(shipTo.country)}</span>
        <span>
          <a href={telLink(shipTo.phone)}>{shipTo.phone}</a>
        </span>
      </address>
      {shipTo.orderNotes ? (
        <p className={styles.notes}>
          <span className={styles.label}>{SHIP_TO_TEXTS.notes}:</span> {shipTo.orderNotes}
        </p>
      ) : null}
    </div>
  );
}
