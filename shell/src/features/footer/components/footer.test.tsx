import { screen, within } from '@testing-library/react';
import { $initialState, NavigationGroup } from '@shop/shared';
import { allTexts, initialState, navigationEntry } from '../../../test/fixtures';
import { renderWithRouter } from '../../../test/render-with-router';
import { Footer } from './footer';

afterEach(() => $initialState.set(null));

const text = (definedName: string, content: string) => ({ definedName, title: definedName, content });

describe('Footer', () => {
  it('lists Useful Links and Categories from their navigation groups, by position', () => {
    $initialState.set(
      initialState({
        navigation: [
          navigationEntry({ title: 'Privacy', path: '/pages/privacy-policy', group: NavigationGroup.FOOTER_PRIMARY, position: 2 }),
          navigationEntry({ title: 'FAQ', path: '/faq', group: NavigationGroup.FOOTER_PRIMARY, position: 1 }),
          navigationEntry({ title: 'Weddings', path: '/catalog/weddings', group: NavigationGroup.FOOTER_SECONDARY, position: 1 }),
          navigationEntry({ title: 'Header only', path: '/catalog', group: NavigationGroup.HEADER, position: 0 }),
        ],
      }),
    );
    renderWithRouter(<Footer />);
    const useful = screen.getByRole('navigation', { name: 'Useful Links' });
    expect(within(useful).getAllByRole('link').map((link) => link.textContent)).toEqual(['FAQ', 'Privacy']);
    expect(within(useful).getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/pages/privacy-policy');
    const categories = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(categories).getAllByRole('link').map((link) => link.textContent)).toEqual(['Weddings']);
    expect(screen.queryByRole('link', { name: 'Header only' })).not.toBeInTheDocument();
  });

  it('shows the editable texts from the state', () => {
    $initialState.set(
      initialState({
        texts: {
          ...allTexts(),
          'footer-about': text('footer-about', 'We make videos.'),
          'footer-email': text('footer-email', 'team@shop.test'),
          'footer-instagram': text('footer-instagram', 'https://instagram.test/shop'),
          'footer-copyright': text('footer-copyright', '© 2025 Shop'),
        },
      }),
    );
    renderWithRouter(<Footer />);
    expect(screen.getByText('We make videos.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'team@shop.test' })).toHaveAttribute('href', 'mailto:team@shop.test');
    expect(screen.getByRole('link', { name: /Instagram/ })).toHaveAttribute('href', 'https://instagram.test/shop');
    expect(screen.getByText('© 2025 Shop')).toBeInTheDocument();
  });

  it('falls back to the defaults: the about text, contact email, "#" social links and the copyright', () => {
    renderWithRouter(<Footer />);
    expect(screen.getByRole('region', { name: 'About Company' })).toBeInTheDocument();
    expect(screen.getByText(/each photograph tells a story/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hello@storyshop.example' })).toHaveAttribute('href', 'mailto:hello@storyshop.example');
    for (const name of ['Instagram', 'YouTube', 'Facebook']) {
      const link = screen.getByRole('link', { name: `${name} (opens in a new tab)` });
      expect(link).toHaveAttribute('href', '#');
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByText('© Story Shop. All rights reserved.')).toBeInTheDocument();
  });
});
