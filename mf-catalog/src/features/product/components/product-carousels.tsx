import {
  POPULAR_CAROUSEL_LIMIT,
  ProductType,
  RELATED_CAROUSEL_LIMIT,
  getPopularProducts,
  getRelatedProducts,
  type Product,
} from '@shop/shared';
import { Carousel } from '../../../components/carousel/carousel';
import { ProductCard } from '../../../components/product-card/product-card';
import { useProductList } from '../hooks/use-product-list';
import styles from './product-carousels.module.css';

function ProductCarousel({ title, products }: { title: string; products: Product[] }) {
  if (products.length === 0) return null;
  return (
    <section className={styles.section}>
      <h2 className={styles.title}>{title}</h2>
      <Carousel label={title} perView={[1, 2, 3]} spaceBetween={20} className={styles.carousel}>
        {products.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </Carousel>
    </section>
  );
}

/** "More video stories": clips of the same categories, the current product left out. */
export function MoreVideoStories({ product }: { product: Product }) {
  const products = useProductList(
    (signal) =>
      getRelatedProducts(
        { categories: product.categories, excludeIds: [product.id], limit: RELATED_CAROUSEL_LIMIT },
        { signal },
      ),
    `related-${product.id}`,
    'the related products',
  );
  return <ProductCarousel title="More video stories" products={products} />;
}

/** "Popular video stories": the shop's most popular clips, the current one left out. */
export function PopularVideoStories({ product }: { product: Product }) {
  const products = useProductList(
    (signal) => getPopularProducts({ limit: POPULAR_CAROUSEL_LIMIT + 1, type: ProductType.CLIP }, { signal }),
    `popular-${product.id}`,
    'the popular products',
  );
  return (
    <ProductCarousel
      title="Popular video stories"
      products={products.filter((other) => other.id !== product.id).slice(0, POPULAR_CAROUSEL_LIMIT)}
    />
  );
}
