import { Price, ProductType, formatDuration, formatMoney, priceWithExtras, type Product } from '@shop/shared';
import { NearViewport } from '../../../components/near-viewport/near-viewport';
import { CartToggle } from '../../../components/toggles/cart-toggle';
import { WishlistToggle } from '../../../components/toggles/wishlist-toggle';
import { useCartExtras } from '../hooks/use-cart-extras';
import { AddSomethingExtra } from './add-something-extra';
import { MoreVideoStories, PopularVideoStories } from './product-carousels';
import { ProductGallery } from './product-gallery';
import styles from './product-view.module.css';

/**
 * The product page: gallery (video first), name, price, clip properties, the cart and wishlist toggles, the extras
 * of a clip, and the two carousels.
 */
export function ProductView({ product }: { product: Product }) {
  const { extras, change, leadTimePrices, cartExtras } = useCartExtras(product);
  const clip = product.type === ProductType.CLIP ? product.clipProperties : null;
  const total = clip ? priceWithExtras(product, cartExtras).baseCost : product.price;

  return (
    <>
      <div className={styles.layout}>
        <ProductGallery product={product} />
        <div className={styles.details}>
          <p className={styles.eyebrow}>{clip ? 'Video story' : 'Keepsake'}</p>
          <h1 className={styles.name}>{product.name}</h1>
          <div className={styles.priceRow}>
            <Price amount={product.price} className={styles.price} />
            <span className={product.isAvailable ? styles.available : styles.unavailable}>
              {product.isAvailable ? 'Available' : 'Not available'}
            </span>
          </div>
          {clip ? (
            <dl className={styles.properties}>
              <div>
                <dt>Pictures</dt>
                <dd>{clip.imageCount}</dd>
              </div>
              <div>
                <dt>Duration</dt>
                <dd>{formatDuration(clip.duration)}</dd>
              </div>
              {product.captionFields.length > 0 ? (
                <div>
                  <dt>Captions</dt>
                  <dd>{product.captionFields.length}</dd>
                </div>
              ) : null}
            </dl>
          ) : null}
          {product.description ? <p className={styles.description}>{product.description}</p> : null}

          {clip ? <AddSomethingExtra extras={extras} leadTimePrices={leadTimePrices} onChange={change} /> : null}

          <div className={styles.actions}>
            {clip && total !== product.price ? (
              <p className={styles.total}>
                With your extras <strong>{formatMoney(total)}</strong>
              </p>
            ) : null}
            <div className={styles.buttons}>
              <CartToggle
                product={product}
                extras={clip ? cartExtras : undefined}
                size="lg"
                className={styles.cartButton}
              />
              <WishlistToggle product={product} variant="labelled" />
            </div>
          </div>
        </div>
      </div>
      {/* Far below the first view: fetched and rendered when the shopper scrolls towards them. */}
      <NearViewport>
        <MoreVideoStories product={product} />
        <PopularVideoStories product={product} />
      </NearViewport>
    </>
  );
}
