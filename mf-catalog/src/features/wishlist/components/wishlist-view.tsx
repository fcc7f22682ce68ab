import { useState } from 'react';
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
  formatDate,
  removeProductsFromWishlist,
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
  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{WISHLIST_TITLE}</h1>
      {entries.length === 0 ? (
        <EmptyState
          icon={<Icon name="heart" size={28} />}
          title="No items in wishlist"
          action={
            <ShopLink to={catalogPaths.catalog.getHref()} className={styles.browse}>
              Browse the catalog
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
                    <input
                      type="checkbox"
                      aria-label="Select all"
                      checked={chosen.size === entries.length}
                      onChange={(event) => setSelected(event.target.checked ? new Set(ids) : new Set())}
                    />
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
              <tbody>
                {entries.map(({ product, addedAt }) => {
                  const href = catalogPaths.product.getHref(product.slug);
                  const image = product.images[0]?.image;
                  return (
                    <tr key={product.id} className={product.isAvailable ? undefined : styles.unavailableRow}>
                      <td className={styles.select}>
                        <input
                          type="checkbox"
                          aria-label={`Select ${product.name}`}
                          checked={chosen.has(product.id)}
                          onChange={(event) => toggle(product.id, event.target.checked)}
                        />
                      </td>
                      <td className={styles.remove}>
                        <button
                          type="button"
                          className={styles.removeButton}
                          aria-label={`Remove ${product.name} from the wishlist`}
                          disabled={busy}
                          onClick={() => run(() => removeProductsFromWishlist([product.id]))}
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
              <Button variant="secondary" disabled={busy} onClick={() => run(() => removeProductsFromWishlist(ids))}>
                REMOVE ALL
              </Button>
              <Button
                variant="secondary"
                disabled={busy || notAvailable.length === 0}
                onClick={() => run(() => removeProductsFromWishlist(notAvailable))}
              >
                REMOVE ALL NOT AVAILABLE
              </Button>
            </div>
            <div className={styles.group}>
              <Button
                variant="secondary"
                disabled={busy || addSelected.length === 0}
                onClick={() => run(() => addProductsToCart(addSelected))}
              >
                ADD SELECTED TO CART
              </Button>
              <Button disabled={busy || addAll.length === 0} onClick={() => run(() => addProductsToCart(addAll))}>
                ADD ALL TO CART
              </Button>
            </div>
          </div>
        </>
      )}
    </div>
  );
}
