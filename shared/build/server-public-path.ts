// First module of a remote's server build. Its files (the `?url` pictures its pages show) are served from wherever
// the remotes map puts the remote, which only the shell's server knows when it loads the build: it answers this
// require with the remote's base URL.
import publicPath from '@shop/server-public-path';

declare let __webpack_public_path__: string;
// eslint-disable-next-line prefer-const -- Rspack's public path: assigning it is how a build sets it at run time
__webpack_public_path__ = publicPath;
