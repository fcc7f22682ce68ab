import { act, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { cleanStores } from 'nanostores';
import { createMemoryRouter } from 'react-router-dom';
import { $initialState, $initialStateStatus, NavigationGroup } from '@shop/shared';
import { initialState, navigationEntry } from '../test/fixtures';
import { App } from './app';
import { createRoutes } from './router';

afterEach(() => {
  cleanStores($initialStateStatus, $initialState);
  $initialState.set(null);
  $initialStateStatus.set('loading');
  jest.restoreAllMocks();
});

describe('App', () => {
  it('shows only a loader until the initial state has loaded, then the site with it', async () => {
    window.scrollTo = jest.fn() as typeof window.scrollTo;
    let answer: (response: Response) => void = () => undefined;
    const fetch = jest.spyOn(globalThis, 'fetch').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const state = initialState({ navigation: [navigationEntry({ title: 'Weddings', path: '/catalog/weddings', group: NavigationGroup.HEADER })] });

    render(<App router={createMemoryRouter(createRoutes(), { initialEntries: ['/no-such-page'] })} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the shop…');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect((fetch.mock.calls[0]?.[0] as Request).url).toBe('http://localhost/api/initiate');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();

    await act(async () => answer(Response.json(state)));
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Weddings' })).toBeInTheDocument();
  });

  it('shows the site at the first render when the page came with its state (rendered on the server)', () => {
    $initialState.set(initialState());
    $initialStateStatus.set('ready');
    // The first render alone (no effects): what hydration compares with the server's markup.
    const first = renderToString(<App router={createMemoryRouter(createRoutes(), { initialEntries: ['/no-such-page'] })} />);
    expect(first).toContain('<header');
    expect(first).not.toContain('Loading the shop…');
  });

  it('still renders the site, with defaults, when the initial state fails to load', async () => {
    window.scrollTo = jest.fn() as typeof window.scrollTo;
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('fetch failed'));

    render(<App router={createMemoryRouter(createRoutes(), { initialEntries: ['/no-such-page'] })} />);
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.getByText('The best story is your story')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Failed to load the initial state', expect.objectContaining({ name: 'NetworkError' }));
  });
});
