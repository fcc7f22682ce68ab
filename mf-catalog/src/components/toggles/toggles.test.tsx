import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $cart, $user, $wishlistIds } from '@shop/shared';
import { json, routeFetch } from '@shop/shared/testing';
import { cartItemFixture, productFixture, signedInUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-routes';
import { CartToggle } from './cart-toggle';
import { WishlistToggle } from './wishlist-toggle';

const product = productFixture({ id: 1, name: 'Golden Hour Vows' });

/** The server: an empty cart to start with; each POST to `path` waits until the test answers it. */
function slowServer(path: string, answer: () => Response) {
  const waiting: (() => void)[] = [];
  const { to } = routeFetch((url) => {
    if (url.pathname === path) return new Promise<Response>((resolve) => waiting.push(() => resolve(answer())));
    return url.pathname === '/api/cart' ? json([]) : undefined;
  });
  return {
    requests: () => to(path),
    answerNext: async () => {
      await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
      await act(async () => waiting.shift()!());
    },
  };
}

function renderToggles() {
  $user.set(signedInUser);
  return renderRoutes(
    [
      {
        path: 'catalog',
        element: (
          <>
            <CartToggle product={product} />
            <WishlistToggle product={product} variant="labelled" />
          </>
        ),
      },
    ],
    '/catalog',
  );
}

describe('the cart and wishlist toggles of a signed-in shopper', () => {
  it('keep "Add to cart" focused while the change is in flight, ignoring more presses, then say it is in the cart', async () => {
    const server = slowServer('/api/cart/update', () => json([cartItemFixture({ id: 9, product: 1 })]));
    const user = userEvent.setup();
    renderToggles();
    const button = screen.getByRole('button', { name: 'Add to cart' });
    await user.tab();
    await user.keyboard('{Enter}');
    expect(button).toHaveFocus();
    // A browser takes the focus off a button that becomes disabled; jsdom does not, so enabled is what tells.
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');

    await user.keyboard('{Enter}');
    await user.click(button);
    await server.answerNext();
    expect(button).toHaveAccessibleName('In the cart');
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).toHaveFocus();
    expect($cart.get().map((item) => item.product)).toEqual([1]);
    expect(server.requests()).toHaveLength(1);
  });

  it('keep "Add to wishlist" focused while the change is in flight, ignoring more presses, then say it is on the list', async () => {
    const server = slowServer('/api/wishlist/add', () =>
      json([{ product: { ...product, onWishlist: true }, addedAt: '2024-03-05T10:00:00.000Z' }]),
    );
    const user = userEvent.setup();
    renderToggles();
    const button = screen.getByRole('button', { name: 'Add to wishlist' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveFocus();
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');

    await user.keyboard('{Enter}');
    await server.answerNext();
    expect(button).toHaveAccessibleName('On your wishlist');
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).toHaveFocus();
    expect($wishlistIds.get().has(1)).toBe(true);
    expect(server.requests()).toHaveLength(1);
  });
});
