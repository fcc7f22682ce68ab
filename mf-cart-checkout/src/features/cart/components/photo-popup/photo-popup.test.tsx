import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  $cartLoading,
  $user,
  $userCart,
  CAPTION_MAX_LENGTH,
  CAPTION_MESSAGES,
  setRemoteModuleLoader,
  type CaptionField,
  type CartItem,
} from '@shop/shared';
import { mockXhr, type XhrAnswer } from '@shop/shared/testing';
import { cartItemFixture, productFixture, quietErrors, signedInUser } from '../../../../test/fixtures';
import { fakePhotoUploader } from '../../../../test/fake-photo-uploader';
import { json, routeFetch } from '../../../../test/render-routes';
import { captionDrafts } from './caption-drafts';
import { CLOSE_WHILE_UPLOADING, PhotoPopup } from './photo-popup';

const fields: CaptionField[] = [
  { id: 12, label: 'Wedding date', position: 2, type: 'date', required: false, parameters: {} },
  { id: 11, label: 'Story Title', position: 0, type: 'text', required: true, parameters: {} },
  { id: 15, label: 'Mood', position: 4, type: 'choice', required: true, parameters: { options: ['Joyful', 'Calm'] } },
  { id: 13, label: 'Guests', position: 1, type: 'number', required: true, parameters: { min: 1, max: 500 } },
  { id: 14, label: 'Ceremony time', position: 3, type: 'time', required: false, parameters: {} },
];
const product = productFixture({
  id: 1,
  name: 'Golden Hour Vows',
  clipProperties: { imageCount: 20, duration: 95 },
  captionFields: fields,
});
const photo = (id: number, position: number) => ({ id, image: `${id}.jpg`, position });
const item = (overrides: Partial<CartItem> = {}) =>
  cartItemFixture({ id: 21, product: 1, leadTimePrice: 1, additionalPhotoCount: 2, ...overrides });

type Server = { cart: CartItem[]; update?: () => Response };

/** The cart calls as the API answers them: an image saved (new id in x-image-id), captions stored. */
function serve(server: Server, answerUpload?: () => Promise<XhrAnswer>) {
  let nextId = 100;
  const xhr = mockXhr(async (upload) => {
    if (answerUpload) return answerUpload();
    const id = nextId++;
    server.cart = server.cart.map((current) =>
      current.id === 21 ? { ...current, images: [...current.images, photo(id, current.images.length)] } : current,
    );
    return upload.url === '/api/cart/image'
      ? { body: server.cart, headers: { 'x-image-id': String(id) } }
      : 'network-error';
  });
  const calls = routeFetch(async (url, request) => {
    if (url.pathname !== '/api/cart/update') return undefined;
    if (server.update) return server.update();
    const change = (await request.json()) as Partial<CartItem> & { product: number };
    server.cart = server.cart.map((current) =>
      current.product === change.product ? { ...current, ...change } : current,
    );
    return json(server.cart);
  });
  return { xhr, ...calls };
}

function open(current = item(), { showTabs = false } = {}) {
  $user.set(signedInUser);
  $userCart.set([current]);
  const onClose = jest.fn();
  render(<PhotoPopup item={current} product={product} showTabs={showTabs} onClose={onClose} />);
  return { onClose };
}

const done = () => screen.findByRole('button', { name: /^(Done|Waiting for upload\.\.\.)$/ });
const form = () => screen.getByRole('form', { name: 'Your story' });

async function fillCaptions(user: ReturnType<typeof userEvent.setup>) {
  await done();
  await user.type(screen.getByLabelText('Story Title'), 'Our day');
  await user.type(screen.getByLabelText('Guests'), '80');
  await user.type(screen.getByLabelText('Wedding date'), '2025-06-14');
  await user.selectOptions(screen.getByLabelText('Mood'), 'Joyful');
}

describe('the cart photo popup', () => {
  afterEach(() => captionDrafts.clear());

  it('is a dialog with the uploader, the caption form, the counter and Done, without the source tabs from the cart', async () => {
    const uploader = fakePhotoUploader();
    serve({ cart: [item()] });
    open();
    const dialog = screen.getByRole('dialog', { name: 'Upload Your Photos & Add Your Story Title' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Golden Hour Vows');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    // Outside <main> (a portal), a <header> would be a second "banner" landmark beside the shop's header.
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(await done()).toBeEnabled();
    expect(uploader.loader).toHaveBeenCalledWith('mf_uploader/photo-uploader');

    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Instagram' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'Photo uploader' })).toBeInTheDocument();

    // The fields in their positions, each control by its type.
    expect([...form().querySelectorAll('label')].map((label) => label.textContent)).toEqual([
      'Story Title',
      'Guests',
      'Wedding date',
      'Ceremony time',
      'Mood',
    ]);
    expect(screen.getByLabelText('Story Title').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Guests')).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByLabelText('Wedding date')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Ceremony time')).toHaveAttribute('type', 'time');
    const mood = screen.getByRole('combobox', { name: 'Mood' });
    expect(
      within(mood)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select an option', 'Joyful', 'Calm']);
    expect(mood).toHaveValue('');

    // M: the clip's imageCount (20) plus the item's additional photos (2).
    expect(screen.getByText('Selected 0 of 22')).toBeInTheDocument();
    expect(uploader.props()).toMatchObject({ limit: 22, initialPhotos: [] });
  });

  it('starts from the item’s photos in position order and its saved captions', async () => {
    const uploader = fakePhotoUploader();
    serve({ cart: [] });
    open(
      item({
        images: [photo(6, 1), photo(5, 0)],
        captions: [{ fieldId: 11, label: 'Story Title', position: 0, type: 'text', value: 'Our day' }],
      }),
    );
    await done();
    expect(uploader.props()!.initialPhotos).toEqual([photo(5, 0), photo(6, 1)]);
    expect(screen.getByLabelText('Story Title')).toHaveValue('Our day');
    expect(screen.getByText('Selected 2 of 22')).toBeInTheDocument();
  });

  it('shows the source tabs, Local Files selected, when not opened from the cart', async () => {
    const user = userEvent.setup();
    fakePhotoUploader();
    serve({ cart: [item()] });
    open(item(), { showTabs: true });
    await done();
    const tabs = within(screen.getByRole('tablist', { name: 'Upload sources' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Local Files', 'Instagram', 'Google Photos', 'Dropbox']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(
      within(screen.getByRole('tabpanel', { name: 'Local Files' })).getByRole('region', { name: 'Photo uploader' }),
    ).toBeInTheDocument();
    await user.click(tabs[0]!);
    await user.keyboard('{ArrowDown}');
    expect(tabs[1]).toHaveFocus();
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(
      within(screen.getByRole('tabpanel', { name: 'Instagram' })).getByRole('button', { name: 'Connect Instagram' }),
    ).toBeInTheDocument();
  });

  it('checks every caption by its rule with the spec’s messages', async () => {
    const user = userEvent.setup();
    fakePhotoUploader();
    serve({ cart: [item()] });
    open(item({ images: [photo(5, 0)] }));
    await user.click(await done());
    const story = screen.getByLabelText('Story Title');
    const guests = screen.getByLabelText('Guests');
    const mood = screen.getByLabelText('Mood');
    await waitFor(() => expect(story).toHaveAccessibleDescription('This field is required'));
    expect(guests).toHaveAccessibleDescription('This field is required');
    expect(mood).toHaveAccessibleDescription('This field is required');
    await waitFor(() => expect(story).toHaveFocus());
    // Optional fields may stay blank.
    expect(screen.getByLabelText('Wedding date')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Ceremony time')).not.toHaveAttribute('aria-invalid');

    await user.type(guests, 'many');
    expect(guests).toHaveAccessibleDescription('Please enter a valid number');
    await user.clear(guests);
    await user.type(guests, '0');
    expect(guests).toHaveAccessibleDescription('Minimum value is 1');
    await user.clear(guests);
    await user.type(guests, '501');
    expect(guests).toHaveAccessibleDescription('Maximum value is 500');
    await user.clear(guests);
    await user.type(guests, '80');
    expect(guests).not.toHaveAttribute('aria-invalid');
    await user.selectOptions(mood, 'Calm');
    expect(mood).not.toHaveAttribute('aria-invalid');
  });

  it('asks for at least one image on Done without photos, and the message clears once a photo is saved', async () => {
    const user = userEvent.setup();
    fakePhotoUploader();
    const { to } = serve({ cart: [item()] });
    const { onClose } = open();
    await fillCaptions(user);
    await user.click(await done());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please upload at least one image');
    expect(to('/api/cart/update')).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Add a photo' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByText('Selected 1 of 22')).toBeInTheDocument();
  });

  it('reads "Waiting for upload..." and stays disabled while a photo uploads', async () => {
    const user = userEvent.setup();
    fakePhotoUploader();
    let answer!: (value: XhrAnswer) => void;
    const server: Server = { cart: [item()] };
    serve(server, () => new Promise((resolve) => (answer = resolve)));
    open();
    await done();
    await user.click(screen.getByRole('button', { name: 'Add a photo' }));
    const waiting = await screen.findByRole('button', { name: 'Waiting for upload...' });
    expect(waiting).toBeDisabled();
    expect($cartLoading.get()).toBe(true);
    expect(screen.getByText('Selected 1 of 22')).toBeInTheDocument();
    const saved = [item({ images: [photo(100, 0)] })];
    await act(async () => answer({ body: saved, headers: { 'x-image-id': '100' } }));
    expect(await screen.findByRole('button', { name: 'Done' })).toBeEnabled();
    expect($cartLoading.get()).toBe(false);
    expect($userCart.get()).toEqual(saved);
  });

  it('asks before closing on photos still uploading, and closes without asking once they are saved', async () => {
    const user = userEvent.setup();
    fakePhotoUploader();
    let answer!: (value: XhrAnswer) => void;
    serve({ cart: [item()] }, () => new Promise((resolve) => (answer = resolve)));
    const { onClose } = open();
    await done();
    await user.click(screen.getByRole('button', { name: 'Add a photo' }));
    await screen.findByRole('button', { name: 'Waiting for upload...' });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    await user.keyboard('{Escape}');
    expect(confirm).toHaveBeenLastCalledWith(CLOSE_WHILE_UPLOADING);
    expect(onClose).not.toHaveBeenCalled();
    // Leaving the page meanwhile is held too (the browser asks).
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    await act(async () => answer({ body: [item({ images: [photo(100, 0)] })], headers: { 'x-image-id': '100' } }));
    await screen.findByRole('button', { name: 'Done' });
    confirm.mockClear();
    await user.keyboard('{Escape}');
    expect(confirm).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledTimes(2);
    const later = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });

  it('saves the captions on the item with Done and closes', async () => {
    const user = userEvent.setup();
    fakePhotoUploader();
    const server: Server = { cart: [item({ images: [photo(5, 0)] })] };
    const { to } = serve(server);
    const { onClose } = open(server.cart[0]);
    await fillCaptions(user);
    await user.click(await done());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    await expect(to('/api/cart/update')[0]!.json()).resolves.toEqual({
      product: 1,
      captions: [
        { fieldId: 11, label: 'Story Title', position: 0, type: 'text', value: 'Our day' },
        { fieldId: 13, label: 'Guests', position: 1, type: 'number', value: '80' },
        { fieldId: 12, label: 'Wedding date', position: 2, type: 'date', value: '2025-06-14' },
        { fieldId: 14, label: 'Ceremony time', position: 3, type: 'time', value: '' },
        { fieldId: 15, label: 'Mood', position: 4, type: 'choice', value: 'Joyful' },
      ],
    });
    expect($userCart.get()[0]!.captions).toHaveLength(5);
  });

  it('takes no more of a caption than the API accepts: a long paste stops at the limit and is saved', async () => {
    const user = userEvent.setup();
    fakePhotoUploader();
    const server: Server = { cart: [item({ images: [photo(5, 0)] })] };
    const { to } = serve(server);
    const { onClose } = open(server.cart[0]);
    await fillCaptions(user);
    for (const label of ['Story Title', 'Guests', 'Wedding date', 'Ceremony time'])
      expect(screen.getByLabelText(label)).toHaveAttribute('maxlength', String(CAPTION_MAX_LENGTH));
    const story = screen.getByLabelText('Story Title');
    await user.clear(story);
    await user.click(story);
    await user.paste('x'.repeat(CAPTION_MAX_LENGTH + 1032));
    expect(story).toHaveValue('x'.repeat(CAPTION_MAX_LENGTH));
    expect(story).not.toHaveAttribute('aria-invalid');
    await user.click(await done());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    const { captions } = (await to('/api/cart/update')[0]!.json()) as CartItem;
    expect(captions.find((caption) => caption.fieldId === 11)?.value).toBe('x'.repeat(CAPTION_MAX_LENGTH));
  });

  it('shows the server’s refusal of an over-long caption at the top of the form', async () => {
    const user = userEvent.setup();
    quietErrors();
    fakePhotoUploader();
    const server: Server = {
      cart: [item({ images: [photo(5, 0)] })],
      update: () => json({ message: CAPTION_MESSAGES.tooLong, field: 'captions' }, { status: 400 }),
    };
    serve(server);
    open(server.cart[0]);
    await fillCaptions(user);
    await user.click(await done());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter at most 1000 characters');
  });

  it('shows the server’s error at the top of the form and stays open', async () => {
    const user = userEvent.setup();
    quietErrors();
    fakePhotoUploader();
    const server: Server = {
      cart: [item({ images: [photo(5, 0)] })],
      update: () => json({ message: 'Guests: Maximum value is 500', field: 'captions' }, { status: 400 }),
    };
    serve(server);
    const { onClose } = open(server.cart[0]);
    await fillCaptions(user);
    await user.click(await done());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Guests: Maximum value is 500');
    expect(form().firstElementChild).toContainElement(alert);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes with Escape or the close button, and keeps focus inside while open', async () => {
    const user = userEvent.setup();
    fakePhotoUploader();
    serve({ cart: [item()] });
    const { onClose } = open();
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveFocus();
    const last = await done();
    const close = within(dialog).getByRole('button', { name: 'Close' });
    last.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(close);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('keeps captions typed and not saved when closed without Done, for this item and user, until Done saves them', async () => {
    const user = userEvent.setup();
    fakePhotoUploader();
    const saved = [{ fieldId: 11, label: 'Story Title', position: 0, type: 'text' as const, value: 'Saved title' }];
    const server: Server = { cart: [item({ images: [photo(5, 0)], captions: saved })] };
    serve(server);
    const first = open(server.cart[0]);
    await done();
    await user.clear(screen.getByLabelText('Story Title'));
    await user.type(screen.getByLabelText('Story Title'), 'Typed, not saved');
    await user.type(screen.getByLabelText('Guests'), '80');
    await user.keyboard('{Escape}');
    expect(first.onClose).toHaveBeenCalledTimes(1);
    cleanup();

    // Opened again: what was typed, not the item's saved title.
    open(server.cart[0]);
    await done();
    expect(screen.getByLabelText('Story Title')).toHaveValue('Typed, not saved');
    expect(screen.getByLabelText('Guests')).toHaveValue('80');
    cleanup();

    // Another account in this tab never sees it.
    $user.set({ ...signedInUser, id: signedInUser.id + 1 });
    render(<PhotoPopup item={server.cart[0]!} product={product} onClose={jest.fn()} />);
    await done();
    expect(screen.getByLabelText('Story Title')).toHaveValue('Saved title');
    expect(screen.getByLabelText('Guests')).toHaveValue('');
    cleanup();

    // Done saves it; the next opening starts from what the item then holds, with no draft left.
    open(server.cart[0]);
    await done();
    await user.selectOptions(screen.getByLabelText('Mood'), 'Joyful');
    await user.click(await done());
    await waitFor(() => expect(server.cart[0]!.captions).toHaveLength(5));
    expect(captionDrafts.get(signedInUser.id, 21)).toBeUndefined();
  });

  it('keeps no draft once the captions are typed back to what the item holds', async () => {
    const user = userEvent.setup();
    fakePhotoUploader();
    serve({ cart: [item()] });
    open();
    await done();
    await user.type(screen.getByLabelText('Guests'), '8');
    // Only what was changed: the other fields follow the item.
    expect(captionDrafts.get(signedInUser.id, 21)).toEqual({ 'caption-13': '8' });
    await user.clear(screen.getByLabelText('Guests'));
    expect(captionDrafts.get(signedInUser.id, 21)).toBeUndefined();
  });

  it('shows a clear error with Retry when mf-uploader cannot be reached, and the uploader after Retry', async () => {
    const user = userEvent.setup();
    const errors = quietErrors();
    const uploader = fakePhotoUploader();
    const failure = new Error('Failed to fetch mf-manifest.json');
    setRemoteModuleLoader(jest.fn().mockRejectedValueOnce(failure).mockImplementation(uploader.loader));
    serve({ cart: [item()] });
    open();
    expect(await screen.findByRole('heading', { name: 'The photo uploader could not be loaded' })).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith('The photo uploader could not be loaded', failure);
    expect(screen.queryByRole('button', { name: 'Done' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await done()).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Photo uploader' })).toBeInTheDocument();
  });
});
