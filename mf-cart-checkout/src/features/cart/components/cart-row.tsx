import { useId, useState } from 'react';
import {
  CART_MAX_QUANTITY,
  Icon,
  MediaImage,
  Price,
  ProductType,
  ShopLink,
  clipSummary,
  formatMoney,
  removeFromCart,
  updateCartExtras,
  type CartItem,
  type LeadTimePrice,
  type Product,
} from '@shop/shared';
import { paths } from '../../../config/paths';
import { useCartChange } from '../hooks/use-cart-change';
import { LeadTimeSelect } from './lead-time-select';
import { QuantityStepper } from './quantity-stepper';
import { UploadPhotosButton } from './upload-photos-button';
import styles from './cart-row.module.css';

export type CartRowProps = {
  item: CartItem;
  /** Undefined when the product could not be loaded (it no longer exists). */
  product: Product | undefined;
  leadTimePrices: readonly LeadTimePrice[];
  /** Called as the shopper asks to remove the row (the page then keeps keyboard focus in the list). */
  onRemove?: () => void;
};

export const MISSING_PRODUCT_NAME = 'This product is no longer in our catalogue';

/**
 * One cart row (storefront §2 Cart): picture, name, price, clip info and status; for an available clip the upload
 * button and (with more than one option) the lead time, for other products the quantity. An unavailable row is
 * greyed and keeps only its remove button.
 */
export function CartRow({ item, product, leadTimePrices, onRemove }: CartRowProps) {
  const nameId = useId();
  const [removing, setRemoving] = useState(false);
  const quantity = useCartChange(item.quantity);
  const leadTime = useCartChange(item.leadTimePrice);

  const available = Boolean(product?.isAvailable);
  const clip = product?.type === ProductType.CLIP;
  const name = product?.name ?? MISSING_PRODUCT_NAME;
  const href = product ? paths.product.getHref(product.slug) : undefined;
  const image = product?.images[0]?.image;
  const discount = item.discountAmount ?? 0;
  const summary = product ? clipSummary(product) : undefined;
  const extras = [
    item.additionalPhotoCount > 0 ? `${item.additionalPhotoCount} additional ${item.additionalPhotoCount === 1 ? 'photo' : 'photos'}` : '',
    item.giftVideoStory ? 'Video card player' : '',
  ].filter(Boolean);

  const remove = () => {
    if (removing) return;
    setRemoving(true);
    onRemove?.();
    void removeFromCart(item.product).finally(() => setRemoving(false));
  };

  return (
    <li className={[styles.row, available ? undefined : styles.unavailable].filter(Boolean).join(' ')} aria-labelledby={nameId} aria-busy={quantity.busy || leadTime.busy || removing}>
      <div className={styles.thumb}>
        {href && image ? (
          <ShopLink to={href} tabIndex={-1} aria-hidden="true" className={styles.thumbLink}>
            <MediaImage file={image} alt="" width={128} height={72} size1x="s" size2x="m" className={styles.image} />
          </ShopLink>
        ) : (
          <span className={styles.image} />
        )}
      </div>

      <div className={styles.details}>
        <h2 id={nameId} className={styles.name}>
          {href ? <ShopLink to={href}>{name}</ShopLink> : name}
        </h2>
        {summary ? <p className={styles.meta}>{summary}</p> : null}
        {clip && extras.length > 0 ? <p className={styles.meta}>With {extras.join(' and ')}</p> : null}
        <p className={styles.status}>
          <span className={available ? styles.available : styles.notAvailable}>{available ? 'Available' : 'Not available'}</span>
        </p>
      </div>

      <div className={styles.price}>
        <Price amount={Math.max(0, item.baseCost - discount)} previousAmount={discount > 0 ? item.baseCost : undefined} />
        {!clip && item.quantity > 1 ? (
          <span className={styles.each}>
            {item.quantity} × {formatMoney(item.productPrice)}
          </span>
        ) : null}
      </div>

      {available && product ? (
        <div className={styles.controls}>
          {clip ? (
            <>
              <UploadPhotosButton item={item} product={product} />
              {leadTimePrices.length > 1 ? (
                <LeadTimeSelect
                  value={leadTime.value}
                  options={leadTimePrices}
                  onChange={(id) => leadTime.send(id, () => updateCartExtras(product, { leadTimePrice: id }))}
                />
              ) : null}
            </>
          ) : (
            <QuantityStepper
              value={quantity.value}
              max={CART_MAX_QUANTITY}
              productName={name}
              onChange={(next) => quantity.send(next, () => updateCartExtras(product, { quantity: next }))}
            />
          )}
        </div>
      ) : null}

      <button
        type="button"
        className={styles.remove}
        aria-label={`Remove ${product?.name ?? 'this product'} from the cart`}
        aria-disabled={removing}
        data-remove-item
        onClick={remove}
      >
        <Icon name="close" size={16} />
      </button>
    </li>
  );
}
