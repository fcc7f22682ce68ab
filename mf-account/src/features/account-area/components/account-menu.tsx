import { useStore } from '@nanostores/react';
import { $user, ShopLink, useLocation } from '@shop/shared';
import { paths } from '../../../config/paths';
import styles from './account-menu.module.css';

type Tab = { label: string; href: string; /** Other pages that light this tab up. */ alsoFor?: string[]; exact?: boolean };

/** The account area menu (accounts §2); Personal Information is the index and also covers Change Password. */
export const ACCOUNT_TABS: readonly Tab[] = [
  { label: 'Cart', href: paths.accountCart.getHref() },
  { label: 'Orders', href: paths.accountOrders.getHref() },
  { label: 'Wishlist', href: paths.accountWishlist.getHref() },
  { label: 'Coupons', href: paths.accountCoupons.getHref() },
  { label: 'Personal Information', href: paths.account.getHref(), alsoFor: [paths.changePassword.getHref()], exact: true },
  { label: 'Settings', href: paths.accountSettings.getHref() },
];

/** Only staff see it (everyone else gets the 404 page at /staff). */
export const STAFF_TAB: Tab = { label: 'Staff desk', href: paths.staff.getHref() };

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

export function isTabActive(tab: Tab, pathname: string): boolean {
  const path = trimSlash(pathname);
  return [tab.href, ...(tab.alsoFor ?? [])].some((href) => path === href || (!tab.exact && path.startsWith(`${href}/`)));
}

export function AccountMenu() {
  const { pathname } = useLocation();
  const staff = useStore($user)?.role === 'staff';
  const tabs = staff ? [...ACCOUNT_TABS, STAFF_TAB] : ACCOUNT_TABS;
  return (
    <nav aria-label="Account area" className={styles.nav}>
      <ul className={styles.list}>
        {tabs.map((tab) => {
          const active = isTabActive(tab, pathname);
          return (
            <li key={tab.href}>
              <ShopLink to={tab.href} className={styles.tab} aria-current={active ? 'page' : undefined}>
                {tab.label}
              </ShopLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
