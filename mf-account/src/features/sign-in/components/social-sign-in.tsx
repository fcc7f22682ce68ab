import type { ReactNode } from 'react';
import { buttonClassName, SOCIAL_PROVIDERS, type SocialProvider } from '@shop/shared';
import { paths } from '../../../config/paths';
import { PROVIDER_NAMES } from './provider-names';
import styles from './social-sign-in.module.css';

const marks: Record<SocialProvider, ReactNode> = {
  google: <path d="M20.6 12.2c0-.6-.1-1.2-.2-1.8H12v3.5h4.8a4.1 4.1 0 0 1-1.8 2.7v2.2h2.9c1.7-1.6 2.7-3.9 2.7-6.6ZM12 21c2.4 0 4.5-.8 5.9-2.2L15 16.6c-.8.5-1.8.9-3 .9-2.3 0-4.3-1.6-5-3.7H4v2.3A9 9 0 0 0 12 21Zm-5-7.2a5.4 5.4 0 0 1 0-3.5V8H4a9 9 0 0 0 0 8.1l3-2.3ZM12 6.6c1.3 0 2.5.5 3.4 1.3l2.6-2.6A9 9 0 0 0 4 8l3 2.3c.7-2.1 2.7-3.7 5-3.7Z" />,
  facebook: <path d="M14 8.5h2.5V5H14c-2.2 0-3.5 1.5-3.5 3.6V11H8v3.4h2.5V21H14v-6.6h2.4l.6-3.4h-3V9.1c0-.4.3-.6.6-.6Z" />,
  microsoft: (
    <>
      <rect x="4" y="4" width="7.4" height="7.4" />
      <rect x="12.6" y="4" width="7.4" height="7.4" />
      <rect x="4" y="12.6" width="7.4" height="7.4" />
      <rect x="12.6" y="12.6" width="7.4" height="7.4" />
    </>
  ),
};

/**
 * "Sign in with Google/Facebook/Microsoft": plain links, so the browser leaves the page for the API (through the
 * shell's proxy), which sends the user to the provider and back to /sign-in/complete with the return target.
 */
export function SocialSignIn({ returnTo }: { returnTo: string }) {
  return (
    <ul className={styles.list}>
      {SOCIAL_PROVIDERS.map((provider) => (
        <li key={provider}>
          <a href={paths.socialSignIn.getHref(provider, returnTo)} className={buttonClassName({ variant: 'secondary', block: true }, styles.link)}>
            <svg className={styles.mark} width={18} height={18} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
              {marks[provider]}
            </svg>
            Sign in with {PROVIDER_NAMES[provider]}
          </a>
        </li>
      ))}
    </ul>
  );
}
