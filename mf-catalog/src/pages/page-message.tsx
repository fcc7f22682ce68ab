import { ShopLink } from '@shop/shared';
import { catalogPaths } from '../config/paths';
import styles from './page-message.module.css';

/** A page that has nothing to show but a message (an unknown category). */
export function PageMessage({ title }: { title: string }) {
  return (
    <div className={styles.message}>
      <h1 className={styles.title}>{title}</h1>
      <ShopLink to={catalogPaths.catalog.getHref()}>Browse the whole catalog</ShopLink>
    </div>
  );
}
