import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { videoReady } from '../testing/order-fixtures';
import { VideoStoryLinks } from './video-story-links';

const { videoLinks } = videoReady('v42');
const links = videoLinks!;

// jsdom has no modal dialogs: showModal and close do what the browser does with the open attribute and the close event.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

/** What a browser does on Escape in a modal dialog: a cancel event, then it closes. */
function pressEscapeIn(dialog: HTMLElement) {
  fireEvent.keyDown(dialog, { key: 'Escape' });
  act(() => (dialog as HTMLDialogElement).close());
}

describe('VideoStoryLinks', () => {
  it('downloads from the signed download link and loads no video until asked', () => {
    render(<VideoStoryLinks name="Wedding story" links={links} />);
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('href', links.download);
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('download');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.querySelector('video')).toBeNull();
  });

  it('Watch online opens a labelled player of the signed stream link', async () => {
    const user = userEvent.setup();
    render(<VideoStoryLinks name="Wedding story" links={links} />);
    await user.click(screen.getByRole('button', { name: 'Watch online' }));
    const dialog = screen.getByRole('dialog', { name: 'Wedding story' });
    const video = dialog.querySelector('video');
    expect(video).toHaveAttribute('src', links.watch);
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAccessibleName('Video story: Wedding story');
  });

  it('closes with its close button or Escape, stops the video and gives the focus back to Watch online', async () => {
    const user = userEvent.setup();
    render(<VideoStoryLinks name="Wedding story" links={links} />);
    const watch = screen.getByRole('button', { name: 'Watch online' });

    await user.click(watch);
    await user.click(screen.getByRole('button', { name: 'Close the video' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.querySelector('video')).toBeNull();
    expect(watch).toHaveFocus();

    await user.click(watch);
    pressEscapeIn(screen.getByRole('dialog', { name: 'Wedding story' }));
    expect(await screen.findByRole('button', { name: 'Watch online' })).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.querySelector('video')).toBeNull();
  });

  it('is reached and opened from the keyboard', async () => {
    const user = userEvent.setup();
    render(<VideoStoryLinks name="Wedding story" links={links} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Watch online' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Wedding story' })).toBeInTheDocument();
  });
});
