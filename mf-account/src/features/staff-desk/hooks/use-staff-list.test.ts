import { act, renderHook, waitFor } from '@testing-library/react';
import { useStaffList } from './use-staff-list';

/** A load whose answers the test gives, one per call, in any order. */
function controlledLoad() {
  const answers: Array<(items: string[]) => void> = [];
  const load = jest.fn(() => new Promise<string[]>((resolve) => answers.push(resolve)));
  return { load, answer: (call: number, items: string[]) => act(() => answers[call]!(items)) };
}

describe('useStaffList', () => {
  it("shows the latest request's answer: a slow earlier one arriving after an action's reload is dropped", async () => {
    const { load, answer } = controlledLoad();
    const { result } = renderHook(() => useStaffList(load, 'the list'));
    expect(load).toHaveBeenCalledTimes(1);
    let reloaded: Promise<void> | undefined;
    act(() => {
      reloaded = result.current.reload();
    });
    await answer(1, ['after the action']);
    await act(() => reloaded!);
    expect(result.current.items).toEqual(['after the action']);
    await answer(0, ['before the action']);
    expect(result.current.items).toEqual(['after the action']);
  });

  it('keeps the list shown when a later load fails, and says it failed', async () => {
    let fail = false;
    const load = jest.fn(async () => {
      if (fail) throw new Error('down');
      return ['one'];
    });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useStaffList(load, 'the list'));
    await waitFor(() => expect(result.current.items).toEqual(['one']));
    fail = true;
    await act(() => result.current.reload());
    expect(result.current).toMatchObject({ items: ['one'], failed: true });
    expect(error).toHaveBeenCalledWith('Could not load the list', expect.any(Error));
    error.mockRestore();
  });
});
