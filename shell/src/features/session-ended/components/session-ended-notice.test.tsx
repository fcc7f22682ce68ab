import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $sessionEnded, $user, sessionRefused, signedIn, signedOut } from '@shop/shared';
import { renderWithRouter } from '../../../test/render-with-router';
import { SESSION_ENDED_TEXT, SessionEndedNotice } from './session-ended-notice';

const user = { id: 4, email: 'ann@example.com', token: 'token-4', profile: null };

afterEach(() => {
  $user.set(null);
  $sessionEnded.set(false);
});

describe('SessionEndedNotice', () => {
  it('shows nothing while the session holds or after a sign-out of their own', () => {
    signedIn(user);
    renderWithRouter(<SessionEndedNotice />, { initialEntries: ['/catalog'] });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    act(() => signedOut());
    act(() => sessionRefused());
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says the session has ended, with a sign-in that comes back to this page, until the shopper signs in', () => {
    signedIn(user);
    renderWithRouter(<SessionEndedNotice />, { initialEntries: ['/catalog?page=2'] });
    act(() => sessionRefused());
    expect(screen.getByRole('status')).toHaveTextContent(SESSION_ENDED_TEXT);
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      `/sign-in?return=${encodeURIComponent('/catalog?page=2')}`,
    );
    act(() => signedIn(user));
    expect(screen.queryByText(SESSION_ENDED_TEXT)).not.toBeInTheDocument();
  });

  it('closes', async () => {
    signedIn(user);
    renderWithRouter(<SessionEndedNotice />);
    act(() => sessionRefused());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(SESSION_ENDED_TEXT)).not.toBeInTheDocument();
  });
});
