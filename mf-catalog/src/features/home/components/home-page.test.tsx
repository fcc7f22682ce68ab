import { act, screen, waitFor, within } from '@testing-library/react';
import { $initialState } from '@shop/shared';
import { catalogueState, categories } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-routes';
import { json, routeFetch } from '@shop/shared/testing';
import { Component as HomePage } from '../../../pages/home-page';
import { reviewParagraphs } from './client-reviews';

const review = {
  id: 1,
  avatar: 'avatar-emily.png',
  rating: 4,
  content: 'We had hundreds of photos.\n\nThe Express option saved us.',
  author: 'Emily Carter',
  post: 'Bride, Portland',
};

/** Home with its sections below the first view loaded (their own chunk). */
async function renderHome(reviews: unknown[] = [review]) {
  const calls = routeFetch((url) => (url.pathname === '/api/reviews' ? json(reviews) : undefined));
  const rendered = { ...renderRoutes([{ index: true, element: <HomePage /> }], '/'), ...calls };
  await screen.findByRole('region', { name: 'A card that plays your story' });
  return rendered;
}

beforeEach(() => $initialState.set(catalogueState()));

describe('the home page', () => {
  it('explains the three steps', async () => {
    await renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'How does this work' })).toBeInTheDocument();
    for (const step of ['Choose video templates', 'Upload your photos', 'Download your video']) {
      expect(screen.getByRole('heading', { name: step })).toBeInTheDocument();
    }
  });

  it('shows a 405 by 143 tile for each category with an image, the first one fetched first', async () => {
    await renderHome();
    const section = screen.getByRole('region', { name: 'Category' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/catalog/wedding', '/catalog/birthday']);
    const [first, second] = within(section).getAllByRole('img');
    expect(first).toHaveAccessibleName('Wedding Stories');
    expect(first).toHaveAttribute('width', '405');
    expect(first).toHaveAttribute('height', '143');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute(
      'srcset',
      '/api/media/category-wedding.png?s=m 1x, /api/media/category-wedding.png?s=l 2x',
    );
    expect(second).not.toHaveAttribute('fetchpriority');
  });

  it('shows no Category section when no category has an image', async () => {
    $initialState.set(catalogueState({ categories: categories.map((category) => ({ ...category, image: null })) }));
    await renderHome();
    expect(screen.queryByRole('region', { name: 'Category' })).not.toBeInTheDocument();
  });

  it('shows the video greetings card with its "Get more details" button', async () => {
    await renderHome();
    const card = await screen.findByRole('region', { name: 'A card that plays your story' });
    const image = within(card).getByRole('img');
    expect(image).toHaveAttribute('width', '585');
    expect(image).toHaveAttribute('height', '260');
    expect(within(card).getByRole('link', { name: 'Get more details' })).toHaveAttribute(
      'href',
      '/catalog?filter=%7B%22keyword%22%3A%22greeting%22%7D',
    );
  });

  it('shows each review with its avatar, stars, paragraphs, author and post', async () => {
    await renderHome();
    const section = await screen.findByRole('region', { name: 'What Our Clients Say' });
    expect(await within(section).findByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(section).getByText('We had hundreds of photos.').tagName).toBe('P');
    expect(within(section).getByText('The Express option saved us.').tagName).toBe('P');
    expect(within(section).getByText('Emily Carter')).toBeInTheDocument();
    expect(within(section).getByText('Bride, Portland')).toBeInTheDocument();
    expect(section.querySelector('img[src="/api/media/avatar-emily.png?s=s"]')).toHaveAttribute('loading', 'lazy');
  });

  it('shows nothing of the reviews when there are none', async () => {
    const { to } = await renderHome([]);
    await waitFor(() => expect(to('/api/reviews')).toHaveLength(1));
    await act(async () => undefined);
    expect(screen.queryByRole('heading', { name: 'What Our Clients Say' })).not.toBeInTheDocument();
  });
});

describe('reviewParagraphs', () => {
  it('splits the content on blank lines', () => {
    expect(reviewParagraphs('One.\n\nTwo\nstill two.\n \nThree.')).toEqual(['One.', 'Two\nstill two.', 'Three.']);
  });
});
