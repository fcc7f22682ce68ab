import { useCallback, useRef, useState } from 'react';
import { useEditableText } from '@shop/shared';
import { AccountLinks } from './account-links';
import { CartLink } from './cart-link';
import { Logo } from './logo';
import { MainMenu, MenuButton } from './main-menu';
import { SearchForm } from './search-form';
import styles from './header.module.css';

/** Header top (logo, tagline, search, account links, cart) and header bottom (navigation). */
export function Header() {
  const tagline = useEditableText('header-tagline');
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    menuButton.current?.focus();
  }, []);

  return (
    <header className={styles.header}>
      <div className={styles.utility}>
        <div className={styles.utilityInner}>
          <AccountLinks />
        </div>
      </div>
      <div className={styles.top}>
        <div className={styles.menuButton}>
          <MenuButton ref={menuButton} open={menuOpen} onOpen={() => setMenuOpen(true)} />
        </div>
        <div className={styles.logo}>
          <Logo />
        </div>
        <p className={styles.tagline}>{tagline}</p>
        <SearchForm className={styles.search} />
        <div className={styles.cart}>
          <CartLink />
        </div>
      </div>
      <div className={styles.bottom}>
        <div className={styles.bottomInner}>
          <MainMenu open={menuOpen} onClose={closeMenu} />
        </div>
      </div>
    </header>
  );
}
