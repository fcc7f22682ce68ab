import { useEffect, useLayoutEffect, useRef, type RefObject, type TransitionEvent } from 'react';
import { useLocation } from '@shop/shared';
import { useStore } from '@nanostores/react';
import { $navigation, Icon, NavigationGroup, ShopLink, navigationOf } from '@shop/shared';
import styles from './main-menu.module.css';

export const MAIN_MENU_ID = 'main-menu';

/** Opens the menu under 768 px (hidden from 768 px, where the menu is a strip). */
export function MenuButton({ open, onOpen, ref }: { open: boolean; onOpen: () => void; ref?: RefObject<HTMLButtonElement | null> }) {
  return (
    <button ref={ref} type="button" className={styles.burger} aria-expanded={open} aria-controls={MAIN_MENU_ID} onClick={onOpen}>
      <Icon name="menu" size={20} />
      MENU
    </button>
  );
}

/**
 * Header navigation (entries of group HEADER by position). Under 768 px a drawer with a close button that also
 * closes on Escape, on the backdrop and when a link is followed; from 768 px a horizontal free-scroll strip.
 * The open drawer keeps Tab inside it, wrapping as a modal does (rather than closing when focus leaves): it is shown
 * as a modal, over a dimmed page that cannot scroll, and a Tab past its last link is no request to close it.
 */
export function MainMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const entries = navigationOf(useStore($navigation), NavigationGroup.HEADER);
  const closeButton = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);
  const backdrop = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(open);
  const { pathname } = useLocation();

  // The drawer slides only when it is opened or closed. With its transition always on, a desktop window narrowed past
  // 768 px showed the menu strip sliding away as a drawer. Set before paint, so the transition applies to this change.
  useLayoutEffect(() => {
    if (wasOpen.current === open) return;
    wasOpen.current = open;
    nav.current?.setAttribute('data-sliding', '');
  }, [open]);
  const stopSliding = (event: TransitionEvent<HTMLElement>) => {
    if (event.target === event.currentTarget) event.currentTarget.removeAttribute('data-sliding');
  };

  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    const keepTabInside = (event: KeyboardEvent) => {
      const drawer = nav.current;
      // Not once the menu is the strip (a window widened with the drawer open): the backdrop is hidden there.
      const modal = backdrop.current !== null && getComputedStyle(backdrop.current).display !== 'none';
      if (event.key !== 'Tab' || !drawer || !modal) return;
      const items = [...drawer.querySelectorAll<HTMLElement>('button, a[href]')];
      const [first, last] = [items[0], items.at(-1)];
      const active = document.activeElement;
      if (!first || !last || (drawer.contains(active) && active !== (event.shiftKey ? first : last))) return;
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    document.addEventListener('keydown', keepTabInside);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('keydown', keepTabInside);
      document.body.style.overflow = overflow;
    };
  }, [open, onClose]);

  return (
    <>
      {open ? <div ref={backdrop} className={styles.backdrop} aria-hidden="true" onClick={onClose} /> : null}
      <nav
        ref={nav}
        id={MAIN_MENU_ID}
        aria-label="Main"
        className={styles.nav}
        data-open={open}
        onTransitionEnd={stopSliding}
        onTransitionCancel={stopSliding}
      >
        <div className={styles.drawerHeader}>
          <span className={styles.drawerTitle} aria-hidden="true">
            Menu
          </span>
          <button ref={closeButton} type="button" className={styles.close} onClick={onClose}>
            <Icon name="close" size={20} />
            Close menu
          </button>
        </div>
        <ul className={styles.list}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <ShopLink
                to={entry.path}
                className={styles.link}
                aria-current={entry.path === pathname ? 'page' : undefined}
                onClick={onClose}
              >
                {entry.title}
              </ShopLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
