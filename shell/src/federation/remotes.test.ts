import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadRemoteModule, loadRemoteRoutes, REMOTE_LOAD_TIME_LIMIT_MS } from './remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const mockLoadRemote = jest.mocked(loadRemote);
const never = () => new Promise<never>(() => undefined);

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  mockLoadRemote.mockReset();
});

describe('loading a remote whose origin never answers', () => {
  it("gives up on a remote's routes after the time limit, and a later visit tries again", async () => {
    mockLoadRemote.mockImplementation(never);
    const routes = loadRemoteRoutes('mf_account');
    const outcome = jest.fn();
    routes.catch(outcome);
    await jest.advanceTimersByTimeAsync(REMOTE_LOAD_TIME_LIMIT_MS - 1);
    expect(outcome).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await expect(routes).rejects.toThrow('mf_account/routes did not load within');

    mockLoadRemote.mockResolvedValue({ routes: [{ path: 'account' }] });
    await expect(loadRemoteRoutes('mf_account')).resolves.toEqual([{ path: 'account' }]);
  });

  it("gives up on another remote's part (the cart's photo uploader) after the time limit", async () => {
    mockLoadRemote.mockImplementation(never);
    const uploader = loadRemoteModule('mf_uploader/photo-uploader');
    const settled = expect(uploader).rejects.toThrow('mf_uploader/photo-uploader did not load within');
    await jest.advanceTimersByTimeAsync(REMOTE_LOAD_TIME_LIMIT_MS);
    await settled;
  });

  it('answers a load that ends in time as before', async () => {
    const module = { PhotoUploader: () => null };
    mockLoadRemote.mockResolvedValue(module);
    await expect(loadRemoteModule('mf_uploader/photo-uploader')).resolves.toBe(module);
    expect(jest.getTimerCount()).toBe(0);
  });
});
