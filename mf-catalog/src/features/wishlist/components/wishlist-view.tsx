import { useLayoutEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import {
  $cartProductIds,
  $wishlist,
  Button,
  EmptyState,
  Icon,
  MediaImage,
  Price,
  ShopLink,
  VisuallyHidden,
  addProductsToCart,
  buttonClassName,
  formatDate,
  removeProductsFromWishlist,
  type ButtonProps,
} from '@shop/shared';
import { catalogPaths } from '../../../config/paths';
import { useFreshVisitorWishlist } from '../hooks/use-fresh-visitor-wishlist';
import { addableToCart, selectedProducts, unavailableIds } from '../hooks/wishlist-rules';
import styles from './wishlist-view.module.css';

const WISHLIST_TITLE = 'Your Video Stories Wishlist';

/** The wishlist table with its four buttons (storefront §2 Wishlist); the same for visitors and signed-in users. */
export function WishlistView() {
  useFreshVisitorWishlist();
  const entries = useStore($wishlist);
  const cartIds = useStore($cartProductIds);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);
  const table = useRef<HTMLTableSectionElement>(null);
  // Where the removed row was (0 for the bulk buttons), while a removal is under way.
  const removedAt = useRef<number | null>(null);

  const ids = entries.map((entry) => entry.product.id);
  const chosen = new Set([...selected].filter((id) => ids.includes(id)));
  const allProducts = entries.map((entry) => entry.product);
  const addAll = addableToCart(allProducts, cartIds);
  const addSelected = addableToCart(selectedProducts(entries, chosen), cartIds);
  const notAvailable = unavailableIds(entries);

  const run = (work: () => Promise<void>) => {
    setBusy(true);
    void work().finally(() => setBusy(false));
  };
  const remove = (productIds: readonly number[], index = 0) => {
    removedAt.current = index;
    run(() => removeProductsFromWishlist(productIds));
  };

  // A removed row takes its focused Remove button with it (an emptied list, the bulk buttons too), and focus would
  // fall to the page: it goes to the Remove button of the row that took its place, else the last row's, else the
  // title. Only when focus was lost: a failed removal keeps the row, and focus on its button.
  useLayoutEffect(() => {
    const index = removedAt.current;
    if (index === null) return;
    if (document.activeElement === document.body) {
      const buttons = table.current?.querySelectorAll<HTMLButtonElement>('[data-remove-entry]') ?? [];
      (buttons[Math.min(index, buttons.length - 1)] ?? title.current)?.focus();
    }
    if (!busy) removedAt.current = null;
  }, [entries, busy]);
  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <div className={styles.page}>
      <h1 ref={title} className={styles.title} tabIndex={-1}>
        {WISHLIST_TITLE}
      </h1>
      {entries.length === 0 ? (
        <EmptyState
          icon={<Icon name="heart" size={28} />}
          title="No items in wishlist"
          text="Press the heart on a story you like to keep it here for later."
          action={
            <ShopLink to={catalogPaths.catalog.getHref()} className={buttonClassName({ variant: 'secondary' })}>
              Browse video stories
            </ShopLink>
          }
        />
      ) : (
        <>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col" className={styles.select}>
                    {/* The label's text is visible only where the column headers are hidden (narrow screens). */}
                    <label className={styles.check}>
                      <input
                        type="checkbox"
                        checked={chosen.size === entries.length}
                        onChange={(event) => setSelected(event.target.checked ? new Set(ids) : new Set())}
                      />
                      <span className={styles.selectAllText}>Select all</span>
                    </label>
                  </th>
                  <th scope="col" className={styles.remove}>
                    <VisuallyHidden>Remove</VisuallyHidden>
                  </th>
                  <th scope="col">Preview</th>
                  <th scope="col">Video Story Name</th>
                  <th scope="col">Price</th>
                  <th scope="col">Date Added</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody ref={table}>
                {entries.map(({ product, addedAt }, index) => {
                  const href = catalogPaths.product.getHref(product.slug);
                  const image = product.images[0]?.image;
                  return (
                    <tr key={product.id} className={product.isAvailable ? undefined : styles.unavailableRow}>
                      <td className={styles.select}>
                        {/* The label is the 32 px click target around the small box. */}
                        <label className={styles.check}>
                          <input
                            type="checkbox"
                            aria-label={`Select ${product.name}`}
                            checked={chosen.has(product.id)}
                            onChange={(event) => toggle(product.id, event.target.checked)}
                          />
                        </label>
                      </td>
                      <td className={styles.remove}>
                        <button
                          type="button"
                          className={styles.removeButton}
                          aria-label={`Remove ${product.name} from the wishlist`}
                          aria-disabled={busy || undefined}
                          data-remove-entry
                          onClick={() => {
                            if (!busy) remove([product.id], index);
                          }}
                        >
                          <Icon name="close" size={16} />
                        </button>
                      </td>
                      <td className={styles.preview}>
                        <ShopLink to={href} tabIndex={-1} aria-hidden="true">
                          {image ? (
                            <MediaImage
                              file={image}
                              alt=""
                              width={128}
                              height={72}
                              size1x="s"
                              size2x="m"
                              className={styles.thumb}
                            />
                          ) : (
                            <span className={styles.thumb} />
                          )}
                        </ShopLink>
                      </td>
                      <td className={styles.name} data-label="Video Story Name">
                        <ShopLink to={href}>{product.name}</ShopLink>
                      </td>
                      <td data-label="Price">
                        <Price amount={product.price} />
                      </td>
                      <td data-label="Date Added" className={styles.date}>
                        {formatDate(addedAt)}
                      </td>
                      <td data-label="Status">
                        <span>
                          <span className={product.isAvailable ? styles.available : styles.notAvailable}>
                            {product.isAvailable ? 'Available' : 'Not available'}
                          </span>
                          {cartIds.has(product.id) ? <span className={styles.inCart}>In the cart</span> : null}
                        </span>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <div className={styles.actions}>
            <div className={styles.group}>
              <ActionButton variant="secondary" unavailable={busy} onClick={() => remove(ids)}>
                REMOVE ALL
              </ActionButton>
              <ActionButton
                variant="secondary"
                unavailable={busy || notAvailable.length === 0}
                onClick={() => remove(notAvailable)}
              >
                REMOVE ALL NOT AVAILABLE
              </ActionButton>
            </div>
            <div className={styles.group}>
              <ActionButton
                variant="secondary"
                unavailable={busy || addSelected.length === 0}
                onClick={() => run(() => addProductsToCart(addSelected))}
              >
                ADD SELECTED TO CART
              </ActionButton>
              <ActionButton
                unavailable={busy || addAll.length === 0}
                onClick={() => run(() => addProductsToCart(addAll))}
              >
                ADD ALL TO CART
              </ActionButton>
            </div>
          </div>
        </>
      )}
    </div>
  );
}

/**
 * A button that cannot act now (nothing to do, or busy) stays focusable (aria-disabled) and ignores presses: `disabled`
 * would drop keyboard focus to the page once the button's own action made it unavailable.
 */
function ActionButton({ unavailable, onClick, ...props }: ButtonProps & { unavailable: boolean }) {
  return (
    <Button
      {...props}
      aria-disabled={unavailable || undefined}
      onClick={(event) => {
        if (!unavailable) onClick?.(event);
      }}
    />
  );
}
