// The embeddable uploader: `<photo-uploader variant="1|2" api="https://shop.example">` on any page, built on its own as
// dist/photo-uploader.js (its own React, no federation, no globals). The marketplace upload flow renders inside a
// shadow root with its styles, calling the shop's API at `api` with the upload-session cookie.
import { createRoot, type Root } from 'react-dom/client';
import { MarketplaceUploadPage } from '../features/marketplace';
// The shop's design tokens: in the shop the shell's copy of @shop/shared brings them; this bundle has its own copy.
// eslint-disable-next-line no-restricted-imports -- a standalone bundle, outside federation
import '@shop/shared/styles/tokens.css';
import './element.css';

// Replaced by the build with the bundle's CSS (shared/build/standalone-script-config.ts).
const STYLES = '__INLINE_STYLES__';

export const ELEMENT_NAME = 'photo-uploader';

/** The API's origin from the `api` attribute; none (or not an http(s) URL) means the page's own origin. */
export function apiOrigin(value: string | null): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

function styleShadow(shadow: ShadowRoot): void {
  // A constructed sheet is not inline CSS for the page's Content-Security-Policy; old browsers get a <style>.
  if ('adoptedStyleSheets' in shadow && typeof CSSStyleSheet.prototype.replaceSync === 'function') {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(STYLES);
    shadow.adoptedStyleSheets = [sheet];
    return;
  }
  const style = document.createElement('style');
  style.textContent = STYLES;
  shadow.append(style);
}

export class PhotoUploaderElement extends HTMLElement {
  static observedAttributes = ['variant', 'api'];
  private root: Root | undefined;
  private container: HTMLElement | undefined;

  connectedCallback(): void {
    if (!this.container) {
      const shadow = this.attachShadow({ mode: 'open' });
      styleShadow(shadow);
      this.container = document.createElement('div');
      this.container.className = 'photo-uploader-root';
      shadow.append(this.container);
    }
    this.root ??= createRoot(this.container);
    this.render();
  }

  disconnectedCallback(): void {
    // A page that only moves the element (disconnected, then connected again at once) keeps its uploads.
    queueMicrotask(() => {
      if (this.isConnected) return;
      this.root?.unmount();
      this.root = undefined;
    });
  }

  attributeChangedCallback(): void {
    if (this.root) this.render();
  }

  private render(): void {
    const variant = this.getAttribute('variant') === '2' ? 2 : 1;
    const origin = apiOrigin(this.getAttribute('api'));
    // Another variant or API is another upload session: a fresh page.
    this.root!.render(
      <MarketplaceUploadPage key={`${variant} ${origin ?? ''}`} variant={variant} origin={origin} headingLevel={2} />,
    );
  }
}

if (!customElements.get(ELEMENT_NAME)) customElements.define(ELEMENT_NAME, PhotoUploaderElement);
