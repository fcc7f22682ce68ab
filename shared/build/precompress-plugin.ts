import { brotliCompressSync, constants } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

/** Files the static servers send that compress well; smaller ones are not worth a second request header's bytes. */
const COMPRESSIBLE = /\.(js|css|json|svg)$/;
const MIN_BYTES = 1024;

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip made by Zopfli, 3% smaller than zlib's level 9 and read
 * by every gzip decoder) beside every script, stylesheet, manifest and SVG of a production build, for the static
 * servers to send as they are (@fastify/static `preCompressed`). The strongest settings cost seconds once at build time
 * instead of CPU on every request, and send fewer bytes than the on-the-fly compression (docs/decisions/0016). Ours
 * rather than compression-webpack-plugin, whose webpack peer dependency would install webpack beside Rspack.
 */
export class PrecompressPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PrecompressPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After the content hashes are final, and after the federation plugin rewrites mf-manifest.json (it does at
        // OPTIMIZE_TRANSFER), whatever the order of the plugins.
        { name: PrecompressPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER + 1 },
        async (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            if (!COMPRESSIBLE.test(name)) continue;
            const bytes = source.buffer();
            if (bytes.length < MIN_BYTES) continue;
            const brotli = brotliCompressSync(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            });
            compilation.emitAsset(`${name}.br`, new sources.RawSource(brotli));
            // Five iterations: nearly all of the gain of fifteen at a third of the time.
            const gzip = Buffer.from(await gzipAsync(bytes, { numiterations: 5 }));
            compilation.emitAsset(`${name}.gz`, new sources.RawSource(gzip));
          }
        },
      );
    });
  }
}
