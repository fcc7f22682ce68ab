import { useLoaderData, type Product } from '@shop/shared';
import { ProductView } from '../features/product';

/** The product page; its data comes from ./product-loader (a loader of the route itself, see routes.tsx). */
export function Component() {
  const product = useLoaderData() as Product;
  return <ProductView key={product.id} product={product} />;
}
