import { act, screen, waitFor, within } from '@testing-library/react';
import { json, routeFetch } from '../test/render-routes';
import { apiOrigin, ELEMENT_NAME } from './photo-uploader-element';

// The element in jsdom (custom elements and shadow roots, no constructed style sheets: the <style> fallback).

afterEach(async () => {
  await act(async () => {
    document.body.innerHTML = '';
  });
});

async function place(attributes: Record<string, string>) {
  const element = document.createElement(ELEMENT_NAME);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  await act(async () => document.body.append(element));
  return element;
}

describe('<photo-uploader>', () => {
  it('shows the marketplace flow of its variant in a shadow root, styled there, calling the `api` origin with cookies', async () => {
    const { requests } = routeFetch((url) =>
      url.pathname === '/api/marketplace-orders-2'
        ? json({ success: true, data: [{ id: 3, image: '3.jpg', position: 0 }] })
        : undefined,
    );
    const element = await place({ variant: '2', api: 'https://shop.example/some/path' });
    const shadow = within(element.shadowRoot as unknown as HTMLElement);
    expect(await shadow.findByLabelText('Event date')).toBeInTheDocument();
    expect(shadow.getByRole('heading', { level: 2, name: 'Upload your photos' })).toBeInTheDocument();
    expect(shadow.getByRole('img', { name: 'Photo 1' })).toHaveAttribute(
      'src',
      'https://shop.example/api/media/3.jpg?s=s',
    );
    expect(requests[0]!.url).toBe('https://shop.example/api/marketplace-orders-2');
    expect(requests[0]!.credentials).toBe('include');
    expect(element.shadowRoot!.querySelector('style')).not.toBeNull();
    // Nothing of it in the page itself.
    expect(screen.queryByText('Upload your photos')).not.toBeInTheDocument();
    expect(document.head.querySelector('style')).toBeNull();
  });

  it('starts a fresh session view when its variant changes, survives a move and unmounts when removed', async () => {
    routeFetch((url) =>
      url.pathname.startsWith('/api/marketplace-orders') ? json({ success: true, data: [] }) : undefined,
    );
    const element = await place({ variant: '1' });
    const shadow = within(element.shadowRoot as unknown as HTMLElement);
    expect(await shadow.findByLabelText('Story title')).toBeInTheDocument();
    await act(async () => element.setAttribute('variant', '2'));
    expect(await shadow.findByLabelText('Names')).toBeInTheDocument();
    expect(shadow.queryByLabelText('Story title')).not.toBeInTheDocument();
    // Moved within the page: the same view, with its state.
    const field = shadow.getByLabelText('Names');
    await act(async () => document.body.prepend(element));
    expect(shadow.getByLabelText('Names')).toBe(field);
    await act(async () => element.remove());
    await waitFor(() => expect(element.shadowRoot!.querySelector('form')).toBeNull());
  });

  it('takes only an http(s) origin from `api`', () => {
    expect(apiOrigin('https://shop.example/x?y')).toBe('https://shop.example');
    expect(apiOrigin('http://localhost:3000')).toBe('http://localhost:3000');
    expect(apiOrigin('javascript:alert(1)')).toBeUndefined();
    expect(apiOrigin('not a url')).toBeUndefined();
    expect(apiOrigin(null)).toBeUndefined();
  });
});
