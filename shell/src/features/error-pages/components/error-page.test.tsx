import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter, data } from 'react-router-dom';
import { ApiError, pageReloader } from '@shop/shared';
import { renderWithRouter } from '../../../test/render-with-router';
import { describeError } from './describe-error';
import { ErrorPage } from './error-page';
import { UnexpectedErrorScreen } from './unexpected-error-screen';

let reload: jest.SpyInstance;
beforeEach(() => {
  reload = jest.spyOn(pageReloader, 'reload').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('ErrorPage', () => {
  it('shows the 404 texts and a Go to Homepage link', () => {
    renderWithRouter(<ErrorPage status={404} />, { initialEntries: ['/nowhere'] });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText("The page you're looking for doesn't exist or has been moved.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });

  it('shows the 500 texts and a Try Again button that reloads', async () => {
    const user = userEvent.setup();
    renderWithRouter(<ErrorPage status={500} message="Database down" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Server Error' })).toBeInTheDocument();
    expect(screen.getByText('Something went wrong on our end. Please try again later.')).toBeInTheDocument();
    expect(screen.queryByText('Database down')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows Oops! with the error message for anything else', async () => {
    const user = userEvent.setup();
    renderWithRouter(<ErrorPage status={403} message="Forbidden here" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Oops!' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Forbidden here')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('says "An unexpected error occurred." when the error has no message', () => {
    renderWithRouter(<ErrorPage />);
    expect(screen.getByText('An unexpected error occurred.')).toBeInTheDocument();
  });
});

describe('describeError', () => {
  it('reads status and message from route error responses, ApiErrors and Errors', () => {
    expect(describeError(new ApiError({ status: 404, message: 'No page' }))).toEqual({ status: 404, message: 'No page' });
    expect(describeError(new Error('Boom'))).toEqual({ message: 'Boom' });
    expect(describeError('plain')).toEqual({ message: 'plain' });
    expect(describeError(undefined)).toEqual({});
  });
});

describe('UnexpectedErrorScreen', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('reads "Unexpected Application Error!" with the error message', async () => {
    const Crash = () => {
      throw new Error('Layout exploded');
    };
    const router = createMemoryRouter([{ path: '/', element: <Crash />, errorElement: <UnexpectedErrorScreen /> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Layout exploded')).toBeInTheDocument();
  });

  it('shows the status and status text of an error response', async () => {
    const router = createMemoryRouter([
      {
        path: '/',
        loader: () => {
          throw data(null, { status: 503, statusText: 'Service Unavailable' });
        },
        element: null,
        hydrateFallbackElement: <p>Loading</p>,
        errorElement: <UnexpectedErrorScreen />,
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('503 Service Unavailable')).toBeInTheDocument();
  });
});
