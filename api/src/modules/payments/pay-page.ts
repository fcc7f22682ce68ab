import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { escapeMarkup } from '../../lib/markup';
import { formatCents } from '../orders/index';
import { localPayPath } from './local-provider';
import { paymentLabel } from './provider';

// The local provider's hosted page: plain HTML forms (no script), styled with the shop's design tokens in one inline
// <style> that the route's own Content-Security-Policy allows by nonce.

let tokens: string | undefined;
const designTokens = () =>
  (tokens ??= readFileSync(createRequire(import.meta.url).resolve('@shop/shared/styles/tokens.css'), 'utf8'));

const PAGE_STYLE = `
body { padding: 0 var(--space-4); }
main { max-width: 28rem; margin: var(--space-8) auto; padding: var(--space-6); background: var(--color-surface);
  border: var(--border-width) solid var(--color-border); border-radius: var(--radius-lg); box-shadow: var(--shadow-md); }
h1 { font-family: var(--font-display); font-size: var(--font-size-2xl); line-height: var(--line-height-tight); margin: 0 0 var(--space-4); }
.note { color: var(--color-text-muted); font-size: var(--font-size-sm); }
.total { font-size: var(--font-size-xl); margin: var(--space-4) 0; }
.actions { display: flex; gap: var(--space-3); margin-top: var(--space-5); }
button, a { font: inherit; font-weight: var(--font-weight-medium); border-radius: var(--radius-pill); padding: var(--space-2) var(--space-5);
  cursor: pointer; text-decoration: none; border: var(--border-width) solid var(--color-accent); }
.pay { background: var(--color-accent); color: var(--color-accent-contrast); }
.pay:hover { background: var(--color-accent-hover); }
.cancel, a { background: var(--color-surface); color: var(--color-accent); }
button:focus-visible, a:focus-visible { outline: var(--focus-outline); outline-offset: var(--focus-offset); }
`;

function page(nonce: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeMarkup(title)}</title>
<style nonce="${escapeMarkup(nonce)}">${designTokens()}${PAGE_STYLE}</style>
</head>
<body>
<main aria-labelledby="heading">
${body}
</main>
</body>
</html>
`;
}

type PageSession = { id: string; orderId: number; amountCents: number; speedUp: { caption: string } | null };

/**
 * The open session's page: what it pays for (the order number, or a clip's speed-up in that order), the amount, Pay (a
 * form) and Cancel (a second form, so both are POSTs).
 */
export function payPage(nonce: string, session: PageSession): string {
  const label = paymentLabel(session);
  const action = escapeMarkup(localPayPath(session.id));
  return page(
    nonce,
    `Pay for ${label}`,
    `<h1 id="heading">${escapeMarkup(label)}</h1>
<p class="total">Total: <strong>${escapeMarkup(formatCents(session.amountCents))}</strong></p>
<p class="note">Test payment: the shop's local provider charges no card.</p>
<div class="actions">
<form method="post" action="${action}"><button type="submit" class="pay">Pay</button></form>
<form method="post" action="${action}/cancel"><button type="submit" class="cancel">Cancel</button></form>
</div>`,
  );
}

/** A session already paid, cancelled or replaced: its page says so and leads back to the shop (`returnUrl`). */
export function closedPage(nonce: string, session: PageSession, returnUrl: string): string {
  const label = paymentLabel(session);
  return page(
    nonce,
    `${label}: payment page closed`,
    `<h1 id="heading">${escapeMarkup(label)}</h1>
<p>This payment page is no longer open.</p>
<p><a href="${escapeMarkup(returnUrl)}">See the order</a></p>`,
  );
}

export function notFoundPage(nonce: string): string {
  return page(
    nonce,
    'Payment page not found',
    `<h1 id="heading">Payment page not found</h1>\n<p>Check the link, or start the payment again from your orders.</p>`,
  );
}
