import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UploadedPhoto } from '@shop/shared';
import { MARKETPLACE_FIELD_MAX_LENGTH, MarketplaceForm1Struct, MarketplaceForm2Struct } from '@shop/shared/marketplace';
import { json, mockXhr, quietErrors, renderRoutes, routeFetch, type FetchHandler } from '../../../test/render-routes';
import { routes } from '../../../routes';
import { MarketplaceUploadPage } from './marketplace-upload-page';

const photo = (id: number, position: number): UploadedPhoto => ({ id, image: `${id}.jpg`, position });
const image = (name: string) => new File(['jpeg'], name, { type: 'image/jpeg' });
const engine = { makePreview: async (file: File) => `blob:${file.name}`, revokePreview: () => undefined };

/** The API of one upload session: GET base lists `saved`, submit answers `submitAnswer`. */
function api(base: string, saved: UploadedPhoto[] = [], submitAnswer: () => Response = () => json({ success: true })) {
  const handler: FetchHandler = (url, request) => {
    if (url.pathname === `/api/${base}` && request.method === 'GET') return json({ success: true, data: saved });
    if (url.pathname === `/api/${base}/submit`) return submitAnswer();
    return undefined;
  };
  return routeFetch(handler);
}

const open = (variant: 1 | 2) => render(<MarketplaceUploadPage variant={variant} engine={engine} />);
const send = () => screen.getByRole('button', { name: /^(Send|Waiting while uploading\.\.\.)$/ });

describe('the marketplace upload pages', () => {
  it('/upload shows variant 1: the texts, the uploader and the form with its two fields', async () => {
    api('marketplace-orders');
    renderRoutes(routes, '/upload');
    expect(await screen.findByLabelText('Story title')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Upload your photos' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Upload as many photos as specified in the product description. Any photos uploaded beyond the limit will not be accepted for the video story production.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Drag and drop the photos to arrange them in the order you want to see them in the video.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('UPLOAD FROM CAMERA ROLL OR PC')).toBeInTheDocument();
    expect(screen.getByLabelText('Marketplace order number')).toBeInTheDocument();
    expect(screen.queryByLabelText('Event date')).not.toBeInTheDocument();
    expect(screen.getByText('Selected 0 picture(s)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('/uploader shows variant 2 with the session photos restored: a date input and optional details', async () => {
    api('marketplace-orders-2', [photo(4, 1), photo(3, 0)]);
    renderRoutes(routes, '/uploader');
    expect(await screen.findByLabelText('Event date')).toHaveAttribute('type', 'date');
    for (const label of ['Marketplace order number', 'Names', 'Location'])
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('Details')).not.toHaveAttribute('aria-required');
    const list = screen.getByRole('list', { name: 'Selection preview' });
    expect(
      within(list)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual(['/api/media/3.jpg?s=s', '/api/media/4.jpg?s=s']);
    expect(screen.getByText('Selected 2 picture(s)')).toBeInTheDocument();
  });

  it('says "This field is required" on every required field and "Please upload at least one image" without a photo', async () => {
    const { to } = api('marketplace-orders-2');
    open(2);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(4);
    expect(screen.getByRole('alert')).toHaveTextContent('Please upload at least one image');
    await user.type(screen.getByLabelText('Marketplace order number'), 'MP-1');
    await user.type(screen.getByLabelText('Names'), 'Ann & Bo');
    await user.type(screen.getByLabelText('Event date'), '2026-06-01');
    await user.type(screen.getByLabelText('Location'), 'Lisbon');
    await user.click(send());
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
    expect(screen.getByText('Please upload at least one image')).toBeInTheDocument();
    expect(to('/api/marketplace-orders-2/submit')).toHaveLength(0);
  });

  it('reads "Waiting while uploading..." and is disabled while a photo uploads, then sends form and photos and shows the success view', async () => {
    const { to } = api('marketplace-orders', [photo(1, 0)]);
    let answer: () => void = () => undefined;
    const xhr = mockXhr(
      () =>
        new Promise((resolve) => {
          answer = () => resolve({ body: { success: true, data: [photo(1, 0), photo(2, 1)] } });
        }),
    );
    open(1);
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText('UPLOAD FROM CAMERA ROLL OR PC'), [image('a.jpg')]);
    await waitFor(() => expect(send()).toHaveTextContent('Waiting while uploading...'));
    // aria-disabled, not disabled (a disabled button drops the keyboard focus), and pressing it does nothing.
    expect(send()).toHaveAttribute('aria-disabled', 'true');
    await user.click(send());
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
    expect(screen.getByText('Selected 2 picture(s)')).toBeInTheDocument();
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    expect(xhr.sent[0]!.url).toBe('/api/marketplace-orders/upload');
    expect((xhr.sent[0]!.body as FormData).get('position')).toBe('1');
    await act(async () => answer());
    await waitFor(() => expect(send()).toHaveTextContent('Send'));
    expect(send()).not.toHaveAttribute('aria-disabled');

    await user.type(screen.getByLabelText('Marketplace order number'), ' MP-77 ');
    await user.type(screen.getByLabelText('Story title'), 'Our summer');
    await user.click(send());
    expect(await screen.findByText('Your photos have been successfully uploaded!')).toBeInTheDocument();
    expect(screen.getByText('Expect delivery in the near future.')).toBeInTheDocument();
    expect(screen.getByRole('status').parentElement).toHaveFocus();
    await expect(to('/api/marketplace-orders/submit')[0]!.json()).resolves.toEqual({
      orderNumber: 'MP-77',
      storyTitle: 'Our summer',
      images: [1, 2],
    });
    expect(screen.queryByRole('list', { name: 'Selection preview' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Story title')).not.toBeInTheDocument();
  });

  it('variant 2 has its own success message', async () => {
    api('marketplace-orders-2', [photo(5, 0)]);
    open(2);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Marketplace order number'), 'MP-2');
    await user.type(screen.getByLabelText('Names'), 'Ann');
    await user.type(screen.getByLabelText('Event date'), '2026-06-01');
    await user.type(screen.getByLabelText('Location'), 'Porto');
    await user.click(send());
    expect(await screen.findByText('Your marketplace photos have been successfully uploaded!')).toBeInTheDocument();
    expect(screen.getByText('Expect delivery in the near future.')).toBeInTheDocument();
  });

  it.each([
    {
      variant: 1 as const,
      base: 'marketplace-orders',
      struct: MarketplaceForm1Struct,
      valid: { orderNumber: 'MP-1', storyTitle: 'Us' },
      labels: { orderNumber: 'Marketplace order number', storyTitle: 'Story title' },
    },
    {
      variant: 2 as const,
      base: 'marketplace-orders-2',
      struct: MarketplaceForm2Struct,
      valid: { orderNumber: 'MP-2', names: 'Ann', eventDate: '2026-06-01', location: 'Porto' },
      labels: { orderNumber: 'Marketplace order number', names: 'Names', location: 'Location', details: 'Details' },
    },
  ])(
    'variant $variant: each text input takes exactly as many characters as the submit call accepts for its field',
    async ({ variant, base, struct, valid, labels }) => {
      api(base);
      open(variant);
      await screen.findByLabelText('Marketplace order number');
      for (const [field, label] of Object.entries(labels)) {
        const longest = MARKETPLACE_FIELD_MAX_LENGTH[field as keyof typeof MARKETPLACE_FIELD_MAX_LENGTH];
        expect(screen.getByLabelText(label)).toHaveAttribute('maxlength', String(longest));
        expect(struct.is({ ...valid, [field]: 'x'.repeat(longest) })).toBe(true);
        expect(struct.is({ ...valid, [field]: 'x'.repeat(longest + 1) })).toBe(false);
      }
    },
  );

  it('shows a server error text at the top of the form and keeps the photos', async () => {
    quietErrors();
    api('marketplace-orders', [photo(1, 0)], () =>
      json({ message: 'This order already has its photos' }, { status: 409 }),
    );
    open(1);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Marketplace order number'), 'MP-1');
    await user.type(screen.getByLabelText('Story title'), 'Us');
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent('This order already has its photos');
    const form = screen.getByRole('form', { name: 'Upload your photos' });
    expect(form.firstElementChild).toHaveTextContent('This order already has its photos');
    expect(screen.getAllByRole('img', { name: /^Photo/ })).toHaveLength(1);
  });

  it('keeps focus on Send while the submission waits and after the server refuses it', async () => {
    quietErrors();
    let refuse: () => void = () => undefined;
    const { to } = routeFetch((url, request) => {
      if (url.pathname === '/api/marketplace-orders' && request.method === 'GET')
        return json({ success: true, data: [photo(1, 0)] });
      if (url.pathname === '/api/marketplace-orders/submit')
        return new Promise((resolve) => {
          refuse = () => resolve(json({ message: 'This order already has its photos' }, { status: 409 }));
        });
      return undefined;
    });
    open(1);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Marketplace order number'), 'MP-1');
    await user.type(screen.getByLabelText('Story title'), 'Us');
    send().focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(send()).toHaveTextContent('Waiting while uploading...'));
    // A disabled button loses the focus in browsers (jsdom keeps it): Send only says it waits.
    expect(send()).not.toBeDisabled();
    expect(send()).toHaveAttribute('aria-disabled', 'true');
    expect(send()).toHaveFocus();
    await user.keyboard('{Enter}');
    await act(async () => refuse());
    expect(await screen.findByRole('alert')).toHaveTextContent('This order already has its photos');
    expect(send()).toHaveTextContent('Send');
    expect(send()).not.toHaveAttribute('aria-disabled');
    expect(send()).toHaveFocus();
    expect(to('/api/marketplace-orders/submit')).toHaveLength(1);
  });

  it('shows a server error that names a field at the top of the form too, not under the field', async () => {
    quietErrors();
    api('marketplace-orders', [photo(1, 0)], () =>
      json(
        { message: 'Marketplace order number must be at most 64 characters', field: 'orderNumber' },
        { status: 400 },
      ),
    );
    open(1);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Marketplace order number'), 'MP-1');
    await user.type(screen.getByLabelText('Story title'), 'Us');
    await user.click(send());
    const form = screen.getByRole('form', { name: 'Upload your photos' });
    await waitFor(() =>
      expect(form.firstElementChild).toHaveTextContent('Marketplace order number must be at most 64 characters'),
    );
    expect(screen.getByLabelText('Marketplace order number')).not.toHaveAccessibleDescription(/at most 64/);
  });

  it('offers Try Again when the session photos cannot be loaded', async () => {
    quietErrors();
    let fail = true;
    routeFetch((url) => {
      if (url.pathname !== '/api/marketplace-orders') return undefined;
      return fail ? json({ message: 'Down' }, { status: 503 }) : json({ success: true, data: [] });
    });
    open(1);
    const user = userEvent.setup();
    expect(await screen.findByText('An unexpected error occurred.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByLabelText('Story title')).toBeInTheDocument();
  });
});
