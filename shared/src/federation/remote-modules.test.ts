import { loadRemoteModule, setRemoteModuleLoader } from './remote-modules';

describe('loading another remote’s module', () => {
  afterEach(() => setRemoteModuleLoader(undefined));

  it('asks the host’s loader for the module by id', async () => {
    const WishlistPage = () => null;
    const loader = jest.fn().mockResolvedValue({ WishlistPage });
    setRemoteModuleLoader(loader);
    await expect(loadRemoteModule('mf_catalog/wishlist')).resolves.toEqual({ WishlistPage });
    expect(loader).toHaveBeenCalledWith('mf_catalog/wishlist');
  });

  it('rejects when the remote is unavailable or no host is there', async () => {
    await expect(loadRemoteModule('mf_catalog/wishlist')).rejects.toThrow('No federation host');
    setRemoteModuleLoader(jest.fn().mockResolvedValue(undefined));
    await expect(loadRemoteModule('mf_catalog/wishlist')).rejects.toThrow('unavailable');
  });
});
