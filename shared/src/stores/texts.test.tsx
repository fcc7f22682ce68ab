import { act, render, screen, waitFor } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { createEditableText } from '../api';
import { EMPTY_INITIAL_STATE } from './initial-state';
import { $initialState } from './initial-state';
import { $texts, resetRequestedTexts, useEditableText } from './texts';

jest.mock('../api', () => ({ createEditableText: jest.fn(), getInitialState: jest.fn() }));
const mockCreate = jest.mocked(createEditableText);

function Tagline() {
  return <p data-testid="tagline">{useEditableText('header-tagline')}</p>;
}

function Custom() {
  return <p data-testid="custom">{useEditableText('home-greeting', { title: 'Home greeting', content: 'Hello!' })}</p>;
}

beforeEach(() => {
  resetRequestedTexts();
  mockCreate.mockReset();
  mockCreate.mockImplementation(async (text) => ({ ...text, content: `${text.content} (stored)` }));
});
afterEach(() => {
  cleanStores($initialState, $texts);
  $initialState.set(null);
  jest.restoreAllMocks();
});

describe('useEditableText', () => {
  it('shows the text from the state', () => {
    $initialState.set({ ...EMPTY_INITIAL_STATE, texts: { 'header-tagline': { definedName: 'header-tagline', title: 't', content: 'Stories!' } } });
    render(<Tagline />);
    expect(screen.getByTestId('tagline')).toHaveTextContent('Stories!');
    expect(mockCreate).not.toHaveBeenCalled();
  });

  it('shows the default and sends nothing while no state is loaded', () => {
    render(<Tagline />);
    expect(screen.getByTestId('tagline')).toHaveTextContent('The best story is your story');
    expect(mockCreate).not.toHaveBeenCalled();
  });

  it('stores a missing text once per page load, however often it renders, and merges the answer', async () => {
    $initialState.set({ ...EMPTY_INITIAL_STATE });
    const { rerender } = render(
      <>
        <Tagline />
        <Tagline />
      </>,
    );
    rerender(
      <>
        <Tagline />
        <Tagline />
        <Tagline />
      </>,
    );
    await waitFor(() => expect(screen.getAllByTestId('tagline')[0]).toHaveTextContent('The best story is your story (stored)'));
    expect(mockCreate).toHaveBeenCalledTimes(1);
    expect(mockCreate).toHaveBeenCalledWith({ definedName: 'header-tagline', title: 'Header tagline', content: 'The best story is your story' });
    expect($texts.get()['header-tagline']?.content).toBe('The best story is your story (stored)');
  });

  it('does not send it again after a failure, and keeps showing the default', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockCreate.mockRejectedValue(new Error('offline'));
    $initialState.set({ ...EMPTY_INITIAL_STATE });
    const { unmount } = render(<Tagline />);
    await waitFor(() => expect(error).toHaveBeenCalled());
    unmount();
    act(() => $initialState.set({ ...EMPTY_INITIAL_STATE, time: 2 }));
    render(<Tagline />);
    expect(screen.getByTestId('tagline')).toHaveTextContent('The best story is your story');
    expect(mockCreate).toHaveBeenCalledTimes(1);
  });

  it('takes the default of a text outside the shell list from the caller', async () => {
    $initialState.set({ ...EMPTY_INITIAL_STATE });
    render(<Custom />);
    expect(screen.getByTestId('custom')).toHaveTextContent('Hello!');
    await waitFor(() => expect(mockCreate).toHaveBeenCalledWith({ definedName: 'home-greeting', title: 'Home greeting', content: 'Hello!' }));
  });
});
