// The one Rspack config factory: every front end (shell and remotes) passes its names and nothing else.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { frontEnd, LOCAL_API_URL, type FrontEndName } from './apps';
import { PrecompressPlugin } from './precompress-plugin';
import { sharedSingletons } from './shared-singletons';
import { createStandaloneScriptConfig } from './standalone-script-config';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

// The federation plugin hands Rspack the CommonJS builds of Module Federation's runtime packages (it require.resolve()s
// them), which can be neither tree-shaken nor concatenated. Production builds use the ES module builds the same
// packages ship beside them (their package.json `module`): same code, 5.6 KiB less in the shell's entry and 5.6 KiB
// less in each remote entry. Keyed by the CommonJS file (how the plugin names them) and by package name.
function federationEsmAlias(): Record<string, string> {
  const alias: Record<string, string> = {};
  for (const pkg of ['webpack-bundler-runtime', 'runtime', 'runtime-tools', 'inject-external-runtime-core-plugin']) {
    const name = `@module-federation/${pkg}`;
    const commonJs = require.resolve(name);
    const dir = commonJs.slice(0, commonJs.lastIndexOf(`${path.sep}dist${path.sep}`));
    const { module } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { module?: string };
    if (!module) continue;
    alias[commonJs] = alias[name] = path.join(dir, module);
  }
  return alias;
}

// React Router's package exports only its development build (dev warnings on); production builds use the production
// files it ships beside it. Same code otherwise.
const routerDir = path.dirname(require.resolve('react-router/package.json'));
const routerProductionAlias = {
  'react-router$': path.join(routerDir, 'dist/production/index.mjs'),
  'react-router/dom$': path.join(routerDir, 'dist/production/dom-export.mjs'),
};

export interface AppOptions {
  /** Folder of the app (its package.json sits there). */
  dir: string;
  /** Federation name, e.g. `mf_catalog`; the shell is `shell`. Its port and server entry come from the apps table. */
  name: FrontEndName;
  /** Modules the remote exposes, e.g. `{ './routes': './src/routes.tsx' }`. */
  exposes?: Record<string, string>;
  /**
   * Standalone scripts built beside the federated app, `name` → entry (the embeddable uploader): `dist/<name>.js`,
   * unhashed, with everything bundled and its CSS as text for a shadow root (see standalone-script-config.ts).
   */
  standaloneScripts?: Record<string, string>;
  /** Page title of the standalone/dev page. */
  title: string;
}

/** The app's builds: the browser's, plus the server's when the app renders on the server (production only). */
export function createRspackConfigs(
  options: AppOptions,
  env: { production?: boolean; outDir?: string } = {},
): Configuration[] {
  const production = env.production ?? process.env.NODE_ENV === 'production';
  const client = createRspackConfig(options, env);
  const { serverEntry } = frontEnd(options.name);
  return [
    client,
    ...(production && serverEntry ? [createServerRspackConfig(serverEntry, options, client)] : []),
    ...(options.standaloneScripts ? [createStandaloneScriptConfig(options.standaloneScripts, client)] : []),
  ];
}

// What a remote's server build takes from the shell's server instead of bundling its own copy: the same singletons
// as in the browser (one React, one router, the same stores) and its own base URL, handed over when the shell loads it.
const SERVER_PROVIDED = /^(react|react-dom|nanostores|@nanostores\/react|@shop\/shared)(\/.*)?$|^@shop\/server-public-path$/;

/**
 * The server build of an app, from its production browser build's settings: one CommonJS file for Node.js (no
 * chunks: a remote's file is fetched over HTTP and run by the shell's server), CSS Modules as class names only (the
 * same names as the browser build's), no minifying.
 */
function createServerRspackConfig(serverEntry: string, options: AppOptions, client: Configuration): Configuration {
  const isHost = !options.exposes;
  return {
    ...client,
    name: 'server',
    target: ['node', 'es2022'],
    entry: isHost ? { render: serverEntry } : { routes: [path.resolve(here, 'server-public-path.ts'), serverEntry] },
    devtool: false,
    output: {
      ...client.output,
      path: path.join(client.output!.path!, 'server'),
      publicPath: '/',
      filename: '[name].cjs',
      chunkFilename: '[name].cjs',
      library: { type: 'commonjs2' },
      asyncChunks: false,
      clean: true,
    },
    // The shell's server requires its packages from node_modules (React there is the one copy every remote's file
    // gets); @shop/shared is TypeScript and CSS, so it is bundled into the shell's file and handed to remotes from there.
    externals: [
      ({ request }, callback) => {
        if (!request) return callback();
        if (isHost ? /^[a-z@]/.test(request) && !request.startsWith('@shop/') : SERVER_PROVIDED.test(request))
          return callback(undefined, `commonjs ${request}`);
        return callback();
      },
    ],
    module: {
      ...client.module,
      generator: {
        'css/auto': { exportsOnly: true },
        asset: { emit: false },
        'asset/resource': { emit: false },
      },
    },
    plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') })],
    optimization: { minimize: false, splitChunks: false },
  };
}

export function createRspackConfig(
  options: AppOptions,
  env: { production?: boolean; outDir?: string } = {},
): Configuration {
  const production = env.production ?? process.env.NODE_ENV === 'production';
  const isHost = !options.exposes;
  const outDir = env.outDir ?? process.env.OUT_DIR ?? 'dist';
  return {
    mode: production ? 'production' : 'development',
    context: options.dir,
    // The browsers the vendor code already needs (ky and the router ship ES2022 as is): our own code is not
    // down-levelled further (no generator state machines for async/await, no spread helpers) and Rspack's runtime
    // uses the same syntax.
    target: ['web', 'es2022'],
    entry: { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    // `rspack dev` turns lazy compilation of import() on by default for web targets; a remote's lazy chunk then asks
    // the page's origin (the shell) to compile it, which never happens, and the route renders nothing.
    lazyCompilation: false,
    output: {
      path: path.resolve(options.dir, outDir),
      // Remotes are served from their own origin: chunks must load relative to the remote, not the page.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: options.name,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      assetModuleFilename: production ? '[name].[contenthash:8][ext]' : '[name][ext]',
      // dist/server is the server build's and dist/<name>.js (with its .br and .gz) a standalone script's, made beside
      // this one (Rspack hands `keep` absolute paths).
      clean: {
        keep: (file: string) => {
          const dist = path.resolve(options.dir, outDir);
          return (
            file.startsWith(path.join(dist, 'server')) ||
            Object.keys(options.standaloneScripts ?? {}).some((name) =>
              [`${name}.js`, `${name}.js.br`, `${name}.js.gz`].some((kept) => file === path.join(dist, kept)),
            )
          );
        },
      },
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      alias: production ? { ...routerProductionAlias, ...federationEsmAlias() } : {},
    },
    module: {
      // Rspack 2 defaults CSS Modules to named exports; our components import the default `styles` object.
      parser: { 'css/auto': { namedExports: false } },
      rules: [
        {
          test: /\.tsx?$/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              target: 'es2022',
              transform: { react: { runtime: 'automatic', development: !production, refresh: !production } },
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        {
          test: /\.(png|jpe?g|svg|webp|woff2?)$/,
          // `?url`: always a file of its own (hashed, cached for a year); otherwise small files are inlined.
          oneOf: [{ resourceQuery: /url/, type: 'asset/resource' }, { type: 'asset' }],
        },
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: path.resolve(here, 'index.html'),
        title: options.title,
        chunks: ['main'],
      }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
      new ModuleFederationPlugin({
        name: options.name,
        filename: isHost ? undefined : 'remoteEntry.js',
        exposes: options.exposes,
        remotes: {},
        shared: sharedSingletons,
        shareStrategy: 'loaded-first',
        manifest: isHost ? false : { fileName: 'mf-manifest.json' },
        dts: false,
        // The host loads remotes, so it alone carries the retry plugin and provides the federation runtime; a remote's
        // production entry borrows the host's runtime instead of shipping a second copy (its dev page keeps its own).
        // `target: 'web'` leaves out the runtime's Node.js loading paths (no server-side rendering here).
        runtimePlugins: isHost ? [path.resolve(here, '../src/federation/retry-plugin.ts')] : [],
        experiments: isHost
          ? { provideExternalRuntime: true, optimization: { target: 'web' } }
          : // A remote loads no other remote itself (the account area shows the catalogue's wishlist through the
            // shell's loader), so its production entry leaves out the remote-loading part of the bundler runtime.
            { externalRuntime: production, optimization: { target: 'web', disableRemote: production } },
      }),
      !production && new ReactRefreshRspackPlugin(),
      production && new PrecompressPlugin(),
    ].filter(Boolean),
    // The host: a module in both a shared module's own chunk and its consume fallback goes to one chunk, whatever its
    // size (the default 20 KB floor left react-dom's index, @nanostores/react and @shop/shared's CSS twice, and the
    // shell's server preloads every chunk). No vendor split: @shop/shared and its packages are one request, and React,
    // React DOM and the store libraries (always loaded together) are one more instead of six.
    optimization: {
      splitChunks: isHost
        ? {
            chunks: 'async',
            minSize: 0,
            cacheGroups: {
              defaultVendors: false,
              framework: {
                test: /[\\/]node_modules[\\/](react|react-dom|scheduler|nanostores|@nanostores[\\/]react)[\\/]/,
                name: 'framework',
                chunks: 'async',
                enforce: true,
              },
            },
          }
        : false,
    },
    performance: { hints: false },
    devServer: {
      port: frontEnd(options.name).port,
      historyApiFallback: true,
      hot: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api', '/auth', '/video-story'], target: process.env.API_URL ?? LOCAL_API_URL }],
    },
  };
}
