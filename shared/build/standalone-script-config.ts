// A standalone script built beside a federated app (mf-uploader's embeddable <photo-uploader> element): one unhashed
// file with its own React and everything else bundled, no federation, no globals (an IIFE), its CSS as text for a
// shadow root instead of a stylesheet of the page.
import { rspack, type Compiler, type Configuration } from '@rspack/core';
import { PrecompressPlugin } from './precompress-plugin';

/** What a standalone script's source writes where its CSS text goes: `const styles = '__INLINE_STYLES__';`. */
const INLINE_STYLES_PLACEHOLDER = '__INLINE_STYLES__';

/**
 * Puts each entry's CSS (already extracted and minified) into its script in place of the placeholder string, and
 * drops the CSS file. `:root` becomes `:host`: inside a shadow root the design tokens belong to the host element.
 */
class InlineStylesPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('InlineStylesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'InlineStylesPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE },
        () => {
          for (const chunk of compilation.chunks) {
            const files = [...chunk.files];
            const css = files
              .filter((file) => file.endsWith('.css'))
              .map((file) => compilation.getAsset(file)!.source.source().toString())
              .join('\n')
              .replace(/:root\b/g, ':host');
            for (const file of files.filter((name) => name.endsWith('.js'))) {
              const code = compilation.getAsset(file)!.source.source().toString();
              const placeholder = new RegExp(`(["'\`])${INLINE_STYLES_PLACEHOLDER}\\1`, 'g');
              compilation.updateAsset(
                file,
                new rspack.sources.RawSource(code.replace(placeholder, () => JSON.stringify(css))),
              );
            }
            for (const file of files.filter((name) => name.endsWith('.css'))) compilation.deleteAsset(file);
          }
        },
      );
    });
  }
}

type Rule = NonNullable<NonNullable<Configuration['module']>['rules']>[number];

/** The app's TypeScript rule without React Refresh: a standalone script has no hot reloading runtime. */
function withoutReactRefresh(rule: Rule): Rule {
  if (!rule || typeof rule !== 'object' || rule.loader !== 'builtin:swc-loader') return rule;
  const options = rule.options as { jsc: { transform: { react: Record<string, unknown> } } };
  const react = { ...options.jsc.transform.react, refresh: false };
  return { ...rule, options: { ...options, jsc: { ...options.jsc, transform: { ...options.jsc.transform, react } } } };
}

/** The config of the standalone scripts (`name` → entry), from the app's browser config: same rules and aliases. */
export function createStandaloneScriptConfig(scripts: Record<string, string>, client: Configuration): Configuration {
  const production = client.mode === 'production';
  return {
    name: 'standalone',
    mode: client.mode,
    context: client.context,
    target: client.target,
    entry: scripts,
    // One line of minified code after the CSS went in: a source map would point nowhere useful.
    devtool: false,
    output: {
      path: client.output!.path,
      publicPath: 'auto',
      uniqueName: `${client.output!.uniqueName}_standalone`,
      // Unhashed: partners paste its address once. One file: no chunk loading, so no global chunk registry.
      filename: '[name].js',
      cssFilename: '[name].css',
      iife: true,
      asyncChunks: false,
      clean: false,
    },
    resolve: client.resolve,
    module: { ...client.module, rules: client.module!.rules!.map(withoutReactRefresh) },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
      new InlineStylesPlugin(),
      production && new PrecompressPlugin(),
    ].filter(Boolean),
    optimization: { splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
  };
}
