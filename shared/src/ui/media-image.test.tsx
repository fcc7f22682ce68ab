import { render, screen } from '@testing-library/react';
import { MediaImage, mediaUrl } from './media-image';

describe('MediaImage', () => {
  it('offers webp and 1x/2x variants, sized, lazy unless it is the priority image', () => {
    const { container } = render(
      <>
        <MediaImage file="category-wedding.png" alt="Wedding" width={405} height={143} />
        <MediaImage file="hero.png" alt="Hero" width={585} height={260} priority />
      </>,
    );
    const [lazy, hero] = screen.getAllByRole('img');
    expect(lazy).toHaveAttribute('src', '/api/media/category-wedding.png?s=m');
    expect(lazy).toHaveAttribute(
      'srcset',
      '/api/media/category-wedding.png?s=m 1x, /api/media/category-wedding.png?s=l 2x',
    );
    expect(lazy).toHaveAttribute('width', '405');
    expect(lazy).toHaveAttribute('loading', 'lazy');
    expect(container.querySelector('source')).toHaveAttribute(
      'srcset',
      '/api/media/category-wedding.png?s=m&webp 1x, /api/media/category-wedding.png?s=l&webp 2x',
    );
    expect(hero).toHaveAttribute('loading', 'eager');
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    expect(mediaUrl('a b.png')).toBe('/api/media/a%20b.png');
  });
});
