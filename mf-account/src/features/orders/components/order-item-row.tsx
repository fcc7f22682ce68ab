import {
  formatCountdown,
  MediaImage,
  Price,
  ShopLink,
  type LeadTimePrice,
  type Order,
  type OrderItem,
} from '@shop/shared';
import { paths } from '../../../config/paths';
import { remainingSeconds, type ServerClock } from '../model/countdown';
import { itemState, speedUpChoices } from '../model/order-state';
import { SpeedUpChoices } from './speed-up-choices';
import { VideoStoryLinks } from './video-story-links';
import styles from './order-item-row.module.css';

export type OrderItemRowProps = {
  order: Order;
  item: OrderItem;
  clock: ServerClock;
  /** The shop's lead-time options (initial state): the speed-up choices come from them. */
  leadTimePrices: readonly LeadTimePrice[];
};

/** Before a waiting clip's countdown (the time until its video is ready). */
const READY_IN_LABEL = 'Video ready in';
/** Under a sped-up clip's countdown: which option the shopper paid for. */
const speedUpBought = (caption: string) => `Sped up: ${caption}`;

/** What the item's status column shows (accounts §4). */
function ItemStatus({ order, item, clock, leadTimePrices }: OrderItemRowProps) {
  const state = itemState(order, item);
  switch (state.kind) {
    case 'need-to-pay':
      return (
        <>
          <span className={styles.label}>Need to pay</span>
          <Price amount={item.price} />
        </>
      );
    case 'video-ready':
      return <VideoStoryLinks name={item.name} links={state.links} />;
    case 'waiting': {
      const secondsLeft = remainingSeconds({ due: state.due, now: clock.now, offsetMs: clock.offsetMs });
      const choices = speedUpChoices(item, leadTimePrices, secondsLeft);
      return (
        <>
          {/* The spec gives the countdown no words; without them it was a bare 71:59:46. role="timer": read on
              request, not announced every second. */}
          <span className={styles.tracking} id={`ready-in-${item.id}`}>
            {READY_IN_LABEL}
          </span>
          <span role="timer" aria-labelledby={`ready-in-${item.id}`} className={styles.countdown}>
            {formatCountdown(secondsLeft)}
          </span>
          {/* Kept when the choices go (bought elsewhere, time over), so a refusal's message stays. */}
          <SpeedUpChoices
            itemId={item.id}
            choices={choices}
            noChoices={<span className={styles.label}>Pending</span>}
          />
          {item.speedUp ? <span className={styles.tracking}>{speedUpBought(item.speedUp.caption)}</span> : null}
        </>
      );
    }
    case 'packing':
      return <span className={styles.label}>Packing</span>;
    case 'shipping':
    case 'delivered':
      return (
        <>
          <span className={styles.label}>{state.kind === 'shipping' ? 'Shipping' : 'Delivered'}</span>
          {state.trackingNumber ? (
            <span className={styles.tracking}>Tracking number: {state.trackingNumber}</span>
          ) : null}
        </>
      );
  }
}

/** One item of an order: its picture, name (a link to the product) and status. */
export function OrderItemRow(props: OrderItemRowProps) {
  const { item } = props;
  const picture = item.preview[0];
  return (
    <li className={styles.row}>
      {picture ? (
        <MediaImage file={picture} alt="" width={96} height={54} size1x="s" size2x="m" className={styles.image} />
      ) : (
        <span className={styles.image} />
      )}
      <div className={styles.details}>
        <ShopLink to={paths.product.getHref(item.productSlug)} className={styles.name}>
          {item.name}
        </ShopLink>
        {item.quantity > 1 ? <span className={styles.meta}>Quantity: {item.quantity}</span> : null}
      </div>
      <div className={styles.status}>
        <ItemStatus {...props} />
      </div>
    </li>
  );
}
