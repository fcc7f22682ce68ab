import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NetworkError, type PhotoTarget, type PhotoUploaderState, type UploadedPhoto } from '@shop/shared';
import { PhotoUploader } from './photo-uploader';

const photo = (id: number, position: number): UploadedPhoto => ({ id, image: `${id}.jpg`, position });
const image = (name: string) => new File(['jpeg'], name, { type: 'image/jpeg' });

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((ok) => (resolve = ok));
  return { promise, resolve };
}

function setup(target: Partial<PhotoTarget> = {}, initialPhotos: UploadedPhoto[] = [], limit = 200) {
  const states: PhotoUploaderState[] = [];
  const fullTarget: PhotoTarget = {
    save: jest.fn(async (_image, position) => ({ photos: [], saved: photo(50 + position, position) })),
    remove: jest.fn(async () => []),
    reorder: jest.fn(async (positions) => positions.map(({ id, position }) => photo(id, position))),
    ...target,
  };
  render(
    <PhotoUploader
      target={fullTarget}
      initialPhotos={initialPhotos}
      limit={limit}
      onStateChange={(state) => states.push(state)}
      engine={{ makePreview: async (file) => `blob:${file.name}`, revokePreview: () => undefined }}
    />,
  );
  return { target: fullTarget, states, user: userEvent.setup() };
}

const picker = () => screen.getByLabelText('UPLOAD FROM CAMERA ROLL OR PC');
const cards = () => within(screen.getByRole('list', { name: 'Selection preview' })).queryAllByRole('listitem');

afterEach(() => jest.restoreAllMocks());

describe('PhotoUploader', () => {
  it('shows the drop zone texts, a keyboard-reachable picker for several images and the selection preview hint', async () => {
    const { user } = setup();
    expect(screen.getByText('Drag & Drop any files')).toBeInTheDocument();
    expect(screen.getByText('or')).toBeInTheDocument();
    expect(picker()).toHaveAttribute('type', 'file');
    expect(picker()).toHaveAttribute('multiple');
    expect(picker()).toHaveAttribute('accept', 'image/*');
    await user.tab();
    expect(picker()).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Selection preview' })).toBeInTheDocument();
    expect(
      screen.getByText('Drag and drop the photos to arrange them in the order you want to see them in the video.'),
    ).toBeInTheDocument();
  });

  it('shows picked photos with their progress, then saved, and tells the page the counters', async () => {
    const save = deferred<{ photos: UploadedPhoto[]; saved: UploadedPhoto }>();
    const { user, states } = setup({ save: () => save.promise }, [photo(1, 0)]);
    expect(states.at(-1)).toEqual({ saved: 1, total: 1, busy: false });
    await user.upload(picker(), [image('a.jpg')]);
    const progress = await screen.findByRole('progressbar', { name: 'Upload of photo 2' });
    expect(progress).toHaveAttribute('aria-valuenow', '2');
    expect(cards()[1]).toHaveAttribute('data-state', 'uploading');
    expect(within(cards()[1]!).getByRole('img', { name: 'Photo 2' })).toHaveAttribute('src', 'blob:a.jpg');
    expect(states.at(-1)).toEqual({ saved: 1, total: 2, busy: true });
    await act(async () => save.resolve({ photos: [], saved: photo(9, 1) }));
    await waitFor(() => expect(cards()[1]).toHaveAttribute('data-state', 'uploaded'));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(cards()[1]!).getByRole('img', { name: 'Photo 2' })).toHaveAttribute('src', '/api/media/9.jpg?s=s');
    expect(states.at(-1)).toEqual({ saved: 2, total: 2, busy: false });
  });

  it('takes dropped image files only, up to the limit', async () => {
    setup({}, [], 2);
    const files = [image('a.jpg'), new File(['x'], 'a.txt', { type: 'text/plain' }), image('b.jpg'), image('c.jpg')];
    fireEvent.drop(screen.getByText('Drag & Drop any files'), { dataTransfer: { files, types: ['Files'] } });
    await waitFor(() => expect(cards()).toHaveLength(2));
    await waitFor(() => expect(cards().map((card) => card.dataset.state)).toEqual(['uploaded', 'uploaded']));
  });

  it('shows "Error while uploading" on a failed photo, with Retry and Remove', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const { user } = setup({
      save: async (_image, position) => {
        if (fail) throw new NetworkError();
        return { photos: [], saved: photo(7, position) };
      },
    });
    await user.upload(picker(), [image('a.jpg')]);
    expect(await screen.findByText('Error while uploading')).toBeInTheDocument();
    expect(cards()[0]).toHaveAttribute('data-state', 'error');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry photo 1' }));
    expect(screen.getByRole('button', { name: 'Remove photo 1' })).toHaveFocus();
    await waitFor(() => expect(cards()[0]).toHaveAttribute('data-state', 'uploaded'));
    expect(screen.queryByText('Error while uploading')).not.toBeInTheDocument();
  });

  it('shows "Error loading image" for a file it cannot read, which can be removed', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const states: PhotoUploaderState[] = [];
    const target: PhotoTarget = { save: jest.fn(), remove: jest.fn(), reorder: jest.fn() };
    render(
      <PhotoUploader
        target={target}
        initialPhotos={[]}
        limit={10}
        onStateChange={(state) => states.push(state)}
        engine={{ makePreview: () => Promise.reject(new Error('not an image')) }}
      />,
    );
    await userEvent.upload(picker(), [image('broken.jpg')]);
    expect(await screen.findByText('Error loading image')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry photo 1' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(cards()).toHaveLength(0);
    expect(picker()).toHaveFocus();
    expect(target.remove).not.toHaveBeenCalled();
    expect(states.at(-1)).toEqual({ saved: 0, total: 0, busy: false });
  });

  it('moves a photo with the keyboard, keeps focus on the button and tells the server', async () => {
    const { user, target } = setup({}, [photo(1, 0), photo(2, 1), photo(3, 2)]);
    const later = screen.getByRole('button', { name: 'Move photo 1 later' });
    later.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(target.reorder).toHaveBeenCalledWith([
        { id: 2, position: 0 },
        { id: 1, position: 1 },
        { id: 3, position: 2 },
      ]),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move photo 2 later' })).toHaveFocus());
    expect(screen.getByText('Photo moved to position 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move photo 1 earlier' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Move photo 3 later' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('removes a saved photo through the server and waits for it before another change', async () => {
    const removal = deferred<UploadedPhoto[]>();
    const { user, target } = setup({ remove: jest.fn(() => removal.promise) }, [photo(1, 0), photo(2, 1)]);
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(target.remove).toHaveBeenCalledWith(1);
    expect(screen.getByRole('button', { name: 'Remove photo 2' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(target.remove).toHaveBeenCalledTimes(1);
    await act(async () => removal.resolve([photo(2, 0)]));
    expect(cards()).toHaveLength(1);
    expect(within(cards()[0]!).getByRole('img', { name: 'Photo 1' })).toHaveAttribute('src', '/api/media/2.jpg?s=s');
    expect(screen.getByRole('button', { name: 'Remove photo 1' })).not.toHaveAttribute('aria-disabled');
  });

  it("after a removal focuses the next photo's Remove, else the previous one's, else the file picker", async () => {
    let server = [photo(1, 0), photo(2, 1), photo(3, 2)];
    const remove = jest.fn(async (id: number) => {
      server = server.filter((saved) => saved.id !== id).map((saved, position) => photo(saved.id, position));
      return server;
    });
    const { user } = setup({ remove }, server);
    const removeButton = (number: number) => screen.getByRole('button', { name: `Remove photo ${number}` });
    const shownPhoto = (button: HTMLElement) => within(button.closest('li')!).getByRole('img').getAttribute('src');

    removeButton(2).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(cards()).toHaveLength(2));
    // The photo that took its place.
    expect(removeButton(2)).toHaveFocus();
    expect(shownPhoto(removeButton(2))).toBe('/api/media/3.jpg?s=s');

    await user.keyboard('{Enter}');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(removeButton(1)).toHaveFocus();
    expect(shownPhoto(removeButton(1))).toBe('/api/media/1.jpg?s=s');

    await user.click(removeButton(1));
    await waitFor(() => expect(cards()).toHaveLength(0));
    expect(picker()).toHaveFocus();
    expect(remove.mock.calls).toEqual([[2], [3], [1]]);
  });

  it('leaves focus alone when a removal fails, and when the shopper moved on before the server answered', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const removal = deferred<UploadedPhoto[]>();
    const remove = jest.fn().mockRejectedValueOnce(new NetworkError()).mockReturnValueOnce(removal.promise);
    const { user } = setup({ remove }, [photo(1, 0), photo(2, 1)]);
    screen.getByRole('button', { name: 'Remove photo 1' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove photo 1' })).not.toHaveAttribute('aria-disabled'),
    );
    expect(cards()).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Remove photo 1' })).toHaveFocus();

    await user.keyboard('{Enter}');
    picker().focus();
    await act(async () => removal.resolve([photo(2, 0)]));
    expect(cards()).toHaveLength(1);
    expect(picker()).toHaveFocus();
  });
});
