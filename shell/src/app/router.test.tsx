import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter, data, type RouteObject } from 'react-router-dom';
import { $initialState, ApiError, getAbout, getFaq, getPage, pageReloader, type ContentPage, type RemoteName } from '@shop/shared';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadRemoteRoutes, REMOTE_LOAD_TIME_LIMIT_MS } from '../federation/remotes';
import { initialState } from '../test/fixtures';
import { createRemoteAreas } from './remote-areas';
import { createRoutes } from './router';

jest.mock('@shop/shared', () => ({
  ...jest.requireActual('@shop/shared'),
  getFaq: jest.fn(),
  getAbout: jest.fn(),
  getPage: jest.fn(),
}));

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

const mockGetFaq = jest.mocked(getFaq);
const mockGetAbout = jest.mocked(getAbout);
const mockGetPage = jest.mocked(getPage);

const terms: ContentPage = { slug: 'terms', title: 'Terms of Service', shortTitle: 'Terms', content: '<p>Be <strong>kind</strong>.</p>' };

function renderApp(path: string, loadRemote: (name: RemoteName) => Promise<RouteObject[]> = async () => []) {
  const load = jest.fn(loadRemote);
  const areas = createRemoteAreas(load);
  const router = createMemoryRouter(createRoutes([], areas.unavailableAreaOf), { initialEntries: [path], patchRoutesOnNavigation: areas.patchRoutesOnNavigation });
  render(<RouterProvider router={router} />);
  return { router, load };
}

const main = () => screen.getByRole('main');

beforeEach(() => {
  window.scrollTo = jest.fn() as typeof window.scrollTo;
  $initialState.set(initialState());
  mockGetFaq.mockResolvedValue([
    { id: 1, question: 'How long does it take?', answer: '<p>About <em>24 hours</em>.</p>' },
    { id: 2, question: 'Can I pay by card?', answer: '<p>Yes.</p>' },
  ]);
  mockGetAbout.mockResolvedValue([
    { key: 'our-process', title: 'Our process', content: '<p>Step by step.</p>' },
    { key: 'welcome', title: 'Welcome', content: '<p>Hello <strong>there</strong>.</p>' },
    { key: 'what-we-offer', title: 'What we offer', content: '<p>Videos.</p>' },
    { key: 'our-story', title: 'Our story', content: '<p>Since 2010.</p>' },
  ]);
  mockGetPage.mockResolvedValue(terms);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  // restoreAllMocks leaves the module mock's answer (a load that never ends) for the next test.
  jest.mocked(loadRemote).mockReset();
  $initialState.set(null);
});

describe('the shell layout', () => {
  it('puts every page between the header, the breadcrumb bar and the footer, with a skip link', async () => {
    renderApp('/faq');
    expect(await within(main()).findByRole('heading', { level: 1, name: 'FAQ' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('HomeFAQ');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
    expect(main()).toHaveAttribute('id', 'main-content');
    await waitFor(() => expect(document.title).toBe('FAQ — Story Shop'));
  });

  it('shows the loader in the main area while the next page loads', async () => {
    let finish: (sections: Awaited<ReturnType<typeof getAbout>>) => void = () => undefined;
    mockGetAbout.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const { router } = renderApp('/faq');
    await within(main()).findByRole('heading', { name: 'FAQ' });
    await act(async () => {
      void router.navigate('/about-us');
    });
    expect(within(main()).getByRole('status')).toHaveTextContent('Loading page…');
    expect(main()).toHaveAttribute('aria-busy', 'true');
    await act(async () => finish([{ key: 'welcome', title: 'Welcome', content: '<p>Hi</p>' }]));
    expect(await within(main()).findByRole('heading', { name: 'About us' })).toBeInTheDocument();
    expect(within(main()).queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('content pages', () => {
  it('lists the FAQ as questions that open to show their answers', async () => {
    const user = userEvent.setup();
    renderApp('/faq');
    const question = await screen.findByText('How long does it take?');
    const item = question.closest('details')!;
    expect(item).not.toHaveAttribute('open');
    await user.click(question);
    expect(item).toHaveAttribute('open');
    expect(within(item).getByText('24 hours').tagName).toBe('EM');
  });

  it('shows the about sections in order: welcome, our story, what we offer, our process', async () => {
    renderApp('/about-us');
    await within(main()).findByRole('heading', { level: 1, name: 'About us' });
    const titles = within(main())
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Welcome', 'Our story', 'What we offer', 'Our process']);
    expect(within(main()).getByText('there').tagName).toBe('STRONG');
    await waitFor(() => expect(document.title).toBe('About us — Story Shop'));
  });

  it('shows a static page with its title, HTML content, shortTitle crumb and page title', async () => {
    renderApp('/pages/terms');
    expect(await within(main()).findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(within(main()).getByText('kind').tagName).toBe('STRONG');
    // The page's own styles (tables) apply to its HTML.
    expect(within(main()).getByText('kind').closest('.body')).not.toBeNull();
    expect(mockGetPage).toHaveBeenCalledWith('terms');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByText('Terms')).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toBe('Terms of Service — Story Shop'));
  });

  it('shows the 404 page inside the layout for an unknown page', async () => {
    mockGetPage.mockRejectedValue(new ApiError({ status: 404, message: 'Page not found' }));
    renderApp('/pages/nothing-here');
    expect(await within(main()).findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows Server Error with Try Again when a page fails with 500', async () => {
    const user = userEvent.setup();
    const reload = jest.spyOn(pageReloader, 'reload').mockImplementation(() => undefined);
    mockGetFaq.mockRejectedValue(new ApiError({ status: 500, message: 'Internal Server Error' }));
    renderApp('/faq');
    expect(await within(main()).findByRole('heading', { name: 'Server Error' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(reload).toHaveBeenCalled();
  });

  it('shows Oops! with the message for other failures', async () => {
    mockGetFaq.mockRejectedValue(new Error('Network request failed'));
    renderApp('/faq');
    expect(await within(main()).findByRole('heading', { name: 'Oops!' })).toBeInTheDocument();
    expect(within(main()).getByText('Network request failed')).toBeInTheDocument();
  });
});

describe('unknown paths', () => {
  it('show the 404 page with the layout', async () => {
    renderApp('/no/such/page');
    expect(await within(main()).findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(within(main()).getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found — Story Shop'));
  });
});

describe('remote areas', () => {
  it('load the owning remote on demand and show its page under the layout', async () => {
    const { load } = renderApp('/cart', async () => [
      { path: 'cart', element: <p>The cart</p>, handle: { title: 'Cart', crumb: 'Cart' } },
    ]);
    expect(await within(main()).findByText('The cart')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mf_cart_checkout');
    await waitFor(() => expect(document.title).toBe('Cart — Story Shop'));
  });

  it('show only that area as unavailable when its remote fails to load, with a Retry that reloads', async () => {
    const user = userEvent.setup();
    const reload = jest.spyOn(pageReloader, 'reload').mockImplementation(() => undefined);
    const { router, load } = renderApp('/checkout', async () => {
      throw new Error('Remote mf_cart_checkout is unavailable');
    });
    expect(await within(main()).findByRole('heading', { name: 'This part of the shop is unavailable right now' })).toBeInTheDocument();
    expect(within(main()).getByText(/Cart and checkout/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Cart and checkout — Story Shop'));
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();

    await act(() => router.navigate('/cart'));
    expect(within(main()).getByRole('heading', { name: 'This part of the shop is unavailable right now' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('HomeCart and checkout');

    await act(() => router.navigate('/faq'));
    expect(await within(main()).findByRole('heading', { name: 'FAQ' })).toBeInTheDocument();

    await act(() => router.navigate('/cart'));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('load the remote again on a later visit after a failed one (a short spell offline)', async () => {
    let online = false;
    const { router, load } = renderApp('/account', async () => {
      if (!online) throw new Error('Failed to fetch');
      return [{ path: 'account', element: <p>Personal Information</p>, handle: { title: 'Account', crumb: 'Account' } }];
    });
    expect(await within(main()).findByText(/The Account area could not be loaded/)).toBeInTheDocument();

    online = true;
    await act(() => router.navigate('/faq'));
    expect(await within(main()).findByRole('heading', { name: 'FAQ' })).toBeInTheDocument();
    await act(() => router.navigate('/account'));
    expect(await within(main()).findByText('Personal Information')).toBeInTheDocument();
    expect(within(main()).queryByText(/could not be loaded/)).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("end a navigation to a remote that never answers in that area's panel after the time limit", async () => {
    jest.useFakeTimers();
    jest.mocked(loadRemote).mockReturnValue(new Promise(() => undefined));
    const { router } = renderApp('/faq', loadRemoteRoutes);
    expect(await within(main()).findByRole('heading', { name: 'FAQ' })).toBeInTheDocument();
    await act(async () => void router.navigate('/account'));
    expect(within(main()).getByRole('status')).toHaveTextContent('Loading page…');

    await act(() => jest.advanceTimersByTimeAsync(REMOTE_LOAD_TIME_LIMIT_MS));
    expect(within(main()).getByRole('heading', { name: 'This part of the shop is unavailable right now' })).toBeInTheDocument();
    expect(within(main()).queryByRole('heading', { name: 'FAQ' })).not.toBeInTheDocument();
    expect(within(main()).queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('HomeAccount');
    expect(router.state.location.pathname).toBe('/account');
  });

  it('show the 404 page, not the panel, for an unknown path of an area that loaded', async () => {
    renderApp('/account/nowhere', async () => [{ path: 'account', element: <p>Personal Information</p> }]);
    expect(await within(main()).findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('HomePage not found');
  });

  it('show the home page as unavailable when the catalogue remote fails', async () => {
    renderApp('/', async () => {
      throw new Error('down');
    });
    expect(await within(main()).findByText(/The Catalogue area could not be loaded/)).toBeInTheDocument();
  });

  it('keep a crash inside a remote page inside that area', async () => {
    const Crash = () => {
      throw new Error('Render failed');
    };
    renderApp('/account', async () => [{ path: 'account', element: <Crash /> }]);
    expect(await within(main()).findByText(/The Account area could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('give the error page for an HTTP status a remote page answers', async () => {
    renderApp('/catalog/product/gone', async () => [
      {
        path: 'catalog/product/:slug',
        loader: () => {
          throw data(null, { status: 404 });
        },
        element: <p>product</p>,
      },
    ]);
    expect(await within(main()).findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it("give the error page's own crumb, not the crumb of the route that threw (the staff desk for a shopper)", async () => {
    renderApp('/staff', async () => [
      {
        path: 'staff',
        loader: () => {
          throw data('Page not found', { status: 404 });
        },
        element: <p>desk</p>,
        handle: { title: 'Staff desk', crumb: 'Staff desk' },
      },
    ]);
    expect(await within(main()).findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    await waitFor(() => expect(crumbs).toHaveTextContent('HomePage not found'));
    expect(crumbs).not.toHaveTextContent('Staff desk');
    expect(within(crumbs).getByText('Page not found')).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toBe('Page not found — Story Shop'));
  });
});
