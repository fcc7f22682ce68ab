import { useStore } from '@nanostores/react';
import { useLocation, useMatches, useNavigate } from '@shop/shared';
import { Icon, ShopLink } from '@shop/shared';
import { $errorPageTitle } from '../../../lib/error-page-title';
import { crumbsFor, showsBack } from './crumbs';
import styles from './breadcrumbs.module.css';

/** The breadcrumb bar: hidden on home; Home first; the last crumb is the current page (not a link). */
export function Breadcrumbs() {
  const matches = useMatches();
  const { pathname, key } = useLocation();
  const navigate = useNavigate();
  const errorTitle = useStore($errorPageTitle);
  if (pathname === '/') return null;
  // An error page is the page on show (a staff-only route's 404, say), not the route that threw: its title is the crumb.
  const crumbs = errorTitle
    ? [
        { label: 'Home', href: '/' },
        { label: errorTitle, href: pathname },
      ]
    : crumbsFor(matches);
  // The router keys the first entry of a visit "default" (also after a reload of it).
  const back = showsBack(matches, key === 'default');

  return (
    <div className={styles.bar}>
      <div className={styles.inner}>
        {back ? (
          <button type="button" className={styles.back} onClick={() => void navigate(-1)}>
            {'< Back'}
          </button>
        ) : null}
        <nav aria-label="Breadcrumb" className={styles.nav}>
          <ol className={styles.list}>
            {crumbs.map((crumb, index) => {
              // The last crumb is the current page; "Home" alone (a page with no crumb of its own) still links home.
              const last = index === crumbs.length - 1 && index > 0;
              return (
                <li key={`${crumb.href}-${crumb.label}-${index}`} className={styles.item}>
                  {index > 0 ? <Icon name="chevron-right" size={14} className={styles.separator} /> : null}
                  {last ? (
                    <span aria-current="page" className={styles.current}>
                      {crumb.label}
                    </span>
                  ) : (
                    <ShopLink to={crumb.href} className={styles.link}>
                      {crumb.label}
                    </ShopLink>
                  )}
                </li>
              );
            })}
          </ol>
        </nav>
      </div>
    </div>
  );
}
