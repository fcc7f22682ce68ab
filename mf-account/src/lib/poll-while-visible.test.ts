import { pollWhileVisible } from './poll-while-visible';

let visibility: DocumentVisibilityState = 'visible';

/** Shows or hides the page as a browser does when the tab changes. */
function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  jest.useFakeTimers();
  visibility = 'visible';
  jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('pollWhileVisible', () => {
  it('refreshes every interval while the page is visible', () => {
    const refresh = jest.fn();
    const stop = pollWhileVisible(refresh, 5000);
    expect(refresh).not.toHaveBeenCalled();
    jest.advanceTimersByTime(4999);
    expect(refresh).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(10_000);
    expect(refresh).toHaveBeenCalledTimes(3);
    stop();
  });

  it('pauses while the page is hidden and refreshes at once when it shows again', () => {
    const refresh = jest.fn();
    const stop = pollWhileVisible(refresh, 5000);
    setVisibility('hidden');
    jest.advanceTimersByTime(60_000);
    expect(refresh).not.toHaveBeenCalled();
    setVisibility('visible');
    expect(refresh).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(5000);
    expect(refresh).toHaveBeenCalledTimes(2);
    stop();
  });

  it('does not start while the page opens hidden', () => {
    visibility = 'hidden';
    const refresh = jest.fn();
    const stop = pollWhileVisible(refresh, 5000);
    jest.advanceTimersByTime(60_000);
    expect(refresh).not.toHaveBeenCalled();
    stop();
  });

  it('stops for good when stopped, whatever the page does next', () => {
    const refresh = jest.fn();
    pollWhileVisible(refresh, 5000)();
    jest.advanceTimersByTime(60_000);
    setVisibility('hidden');
    setVisibility('visible');
    jest.advanceTimersByTime(60_000);
    expect(refresh).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(0);
  });
});
