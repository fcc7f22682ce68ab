import { act, render, screen, within } from '@testing-library/react';
import Sortable from 'sortablejs';
import type { PhotoPosition, PhotoTarget, UploadedPhoto } from '@shop/shared';
import { PhotoUploader } from './photo-uploader';

// sortablejs needs real pointer dragging (the e2e tests do that): here its options and its end-of-drag callback.
jest.mock('sortablejs', () => {
  const instances: { options: Sortable.Options; option: jest.Mock; destroy: jest.Mock }[] = [];
  return {
    __esModule: true,
    default: {
      instances,
      create: jest.fn((_el: HTMLElement, options: Sortable.Options) => {
        const instance = { options, option: jest.fn(), destroy: jest.fn() };
        instances.push(instance);
        return instance;
      }),
    },
  };
});
const sortable = () =>
  (Sortable as unknown as { instances: { options: Sortable.Options; option: jest.Mock }[] }).instances.at(-1)!;

const photo = (id: number, position: number): UploadedPhoto => ({ id, image: `${id}.jpg`, position });

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((ok) => (resolve = ok));
  return { promise, resolve };
}

describe('reordering by drag and drop', () => {
  it('sets the touch delay and the animation, and a drop moves the photo and tells the server', async () => {
    const answer = deferred<UploadedPhoto[]>();
    const reorder = jest.fn((_positions: PhotoPosition[]) => answer.promise);
    const target: PhotoTarget = { save: jest.fn(), remove: jest.fn(), reorder };
    render(<PhotoUploader target={target} initialPhotos={[photo(1, 0), photo(2, 1), photo(3, 2)]} limit={10} />);
    const { options, option } = sortable();
    expect(options).toMatchObject({ delay: 50, delayOnTouchOnly: true, animation: 250 });
    const list = screen.getByRole('list', { name: 'Selection preview' });
    const cards = within(list).getAllByRole('listitem');
    // Sortable has moved the third card first in the DOM; React's render must be what decides.
    list.insertBefore(cards[2]!, cards[0]!);
    act(() =>
      options.onEnd!({ item: cards[2]!, from: list, oldIndex: 2, newIndex: 0 } as unknown as Sortable.SortableEvent),
    );
    expect(reorder).toHaveBeenCalledWith([
      { id: 3, position: 0 },
      { id: 1, position: 1 },
      { id: 2, position: 2 },
    ]);
    expect(
      within(list)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual(['/api/media/3.jpg?s=s', '/api/media/1.jpg?s=s', '/api/media/2.jpg?s=s']);
    // No dragging while the server changes the order.
    expect(option).toHaveBeenLastCalledWith('disabled', true);
    await act(async () => answer.resolve([photo(3, 0), photo(1, 1), photo(2, 2)]));
    expect(option).toHaveBeenLastCalledWith('disabled', false);
  });
});
