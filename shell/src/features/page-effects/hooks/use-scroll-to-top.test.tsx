import { act, render, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { useScrollToTop } from './use-scroll-to-top';

function Layout() {
  useScrollToTop();
  return <Outlet />;
}

describe('useScrollToTop', () => {
  it('scrolls to the top when the path or the query changes, not otherwise', async () => {
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as typeof window.scrollTo;
    const router = createMemoryRouter([{ element: <Layout />, children: [{ path: '*', element: null }] }], { initialEntries: ['/a'] });
    render(<RouterProvider router={router} />);

    await act(() => router.navigate('/b'));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledTimes(1));
    await act(() => router.navigate('/b?page=2'));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledTimes(2));
    await act(() => router.navigate('/b?page=2#reviews'));
    expect(router.state.location.hash).toBe('#reviews');
    expect(scrollTo).toHaveBeenCalledTimes(2);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0 });
  });

  it('leaves the first page where the browser or the shopper put it (a scroll before hydration is kept)', async () => {
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as typeof window.scrollTo;
    const router = createMemoryRouter([{ element: <Layout />, children: [{ path: '*', element: <p>Page</p> }] }], { initialEntries: ['/a'] });
    // StrictMode runs the effect twice on mount: neither run is a change of page.
    const { findByText } = render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
    await findByText('Page');
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
