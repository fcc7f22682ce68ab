import { useStore } from '@nanostores/react';
import { $categories, CATEGORY_TILE, MediaImage, ShopLink } from '@shop/shared';
import { catalogPaths } from '../../../config/paths';
import styles from './category-tiles.module.css';

/**
 * Home section 2: a tile per category that has an image (the art carries the name, so there is no caption), nothing
 * when none has one. The first tile is the page's largest early image, so it is fetched first.
 */
export function CategoryTiles() {
  const categories = useStore($categories).filter((category) => category.image);
  if (categories.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="home-category-title">
      <h2 id="home-category-title" className={styles.title}>
        Category
      </h2>
      <ul className={styles.grid}>
        {categories.map((category, index) => (
          <li key={category.id}>
            <ShopLink to={catalogPaths.category.getHref(category.slug)} className={styles.tile}>
              <MediaImage
                file={category.image!}
                alt={category.name}
                width={CATEGORY_TILE.width}
                height={CATEGORY_TILE.height}
                className={styles.image}
                priority={index === 0}
                loading={index < 3 ? 'eager' : 'lazy'}
              />
            </ShopLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
