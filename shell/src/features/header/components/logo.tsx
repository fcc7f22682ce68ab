import { LOGO, ShopLink, useEditableText } from '@shop/shared';
import styles from './logo.module.css';

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char);

const TEXT_WIDTH = 64;

/** The wordmark as an SVG image: a framed play mark and the (editable) logo text on two lines. */
export function logoImageSource(text: string): string {
  const [first = '', ...rest] = text.trim().split(/\s+/);
  const line = (value: string, y: number, extra: string) => {
    const fit = value.length > 6 ? ` textLength="${TEXT_WIDTH}" lengthAdjust="spacingAndGlyphs"` : '';
    return `<text x="42" y="${y}" font-family="Georgia,'Times New Roman',serif" font-size="21"${fit} ${extra}>${escapeXml(value)}</text>`;
  };
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO.width}" height="${LOGO.height}" viewBox="0 0 ${LOGO.width} ${LOGO.height}">`,
    '<rect x="1" y="12" width="34" height="34" rx="9" fill="#a84d26"/>',
    '<rect x="8" y="19" width="20" height="20" rx="3" fill="none" stroke="#fff" stroke-width="2"/>',
    '<path d="M15 24.5v9l7.5-4.5z" fill="#fff"/>',
    '<circle cx="31" cy="14" r="3.5" fill="#c59a5b"/>',
    line(first, rest.length ? 27 : 36, 'font-weight="700" fill="#2b201a"'),
    rest.length ? line(rest.join(' '), 48, 'font-style="italic" fill="#a84d26"') : '',
    '</svg>',
  ].join('');
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export function Logo() {
  const text = useEditableText('header-logo-text');
  return (
    <ShopLink to="/" className={styles.logo}>
      <img src={logoImageSource(text)} width={LOGO.width} height={LOGO.height} alt={text} />
    </ShopLink>
  );
}
