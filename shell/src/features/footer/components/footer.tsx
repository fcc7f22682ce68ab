import { useStore } from '@nanostores/react';
import {
  $navigation,
  Icon,
  NavigationGroup,
  ShopLink,
  VisuallyHidden,
  navigationOf,
  useEditableText,
  type IconName,
  type NavigationEntry,
} from '@shop/shared';
import styles from './footer.module.css';

function EntryLinks({ entries }: { entries: NavigationEntry[] }) {
  return (
    <ul className={styles.links}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <ShopLink to={entry.path} className={styles.link}>
            {entry.title}
          </ShopLink>
        </li>
      ))}
    </ul>
  );
}

function SocialLink({ href, label, icon }: { href: string; label: string; icon: IconName }) {
  return (
    <li>
      <a href={href || '#'} target="_blank" rel="noopener noreferrer" className={styles.social}>
        <Icon name={icon} size={20} />
        <span>{label}</span>
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </a>
    </li>
  );
}

/** About Company, Useful Links, Categories, Contact Us, social links and the copyright line (all editable). */
export function Footer() {
  const navigation = useStore($navigation);
  const about = useEditableText('footer-about');
  const email = useEditableText('footer-email');
  const instagram = useEditableText('footer-instagram');
  const youtube = useEditableText('footer-youtube');
  const facebook = useEditableText('footer-facebook');
  const copyright = useEditableText('footer-copyright');

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.about} aria-labelledby="footer-about">
          <p id="footer-about" className={styles.heading}>
            About Company
          </p>
          <p className={styles.text}>{about}</p>
          <ul className={styles.socials} aria-label="Follow us">
            <SocialLink href={instagram} label="Instagram" icon="instagram" />
            <SocialLink href={youtube} label="YouTube" icon="youtube" />
            <SocialLink href={facebook} label="Facebook" icon="facebook" />
          </ul>
        </section>
        <nav aria-labelledby="footer-useful-links">
          <p id="footer-useful-links" className={styles.heading}>
            Useful Links
          </p>
          <EntryLinks entries={navigationOf(navigation, NavigationGroup.FOOTER_PRIMARY)} />
        </nav>
        <nav aria-labelledby="footer-categories">
          <p id="footer-categories" className={styles.heading}>
            Categories
          </p>
          <EntryLinks entries={navigationOf(navigation, NavigationGroup.FOOTER_SECONDARY)} />
        </nav>
        <section className={styles.contact} aria-labelledby="footer-contact">
          <p id="footer-contact" className={styles.heading}>
            Contact Us
          </p>
          <a href={`mailto:${email}`} className={styles.mail}>
            <Icon name="mail" size={18} />
            {email}
          </a>
        </section>
      </div>
      <div className={styles.bottom}>
        <p className={styles.copyright}>{copyright}</p>
      </div>
    </footer>
  );
}
