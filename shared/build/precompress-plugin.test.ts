/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { PrecompressPlugin } from './precompress-plugin';

// Rspack 2 is ES modules only, which this CommonJS jest cannot load: the plugin runs here against a compiler of the
// same shape, and for real in every production build (the e2e suite's static servers send its files).
class RawSource {
  constructor(readonly bytes: Buffer) {}
  buffer(): Buffer {
    return this.bytes;
  }
}

async function runPlugin(assets: Record<string, string>): Promise<Map<string, Buffer>> {
  const emitted = new Map<string, Buffer>();
  let stage: number | undefined;
  let processAssets: ((assets: Record<string, RawSource>) => Promise<void>) | undefined;
  const compilation = {
    hooks: {
      processAssets: {
        tapPromise: (options: { stage: number }, fn: typeof processAssets) => {
          stage = options.stage;
          processAssets = fn;
        },
      },
    },
    emitAsset: (name: string, source: RawSource) => emitted.set(name, source.buffer()),
  };
  const compiler = {
    webpack: { Compilation: { PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER: 3000 }, sources: { RawSource } },
    hooks: { thisCompilation: { tap: (_name: string, fn: (c: typeof compilation) => void) => fn(compilation) } },
  };
  new PrecompressPlugin().apply(compiler as never);
  expect(stage).toBeGreaterThan(3000);
  await processAssets!(
    Object.fromEntries(Object.entries(assets).map(([name, text]) => [name, new RawSource(Buffer.from(text))])),
  );
  return emitted;
}

describe('PrecompressPlugin', () => {
  it('adds a .br and a .gz of each script, stylesheet, manifest and SVG over 1 KiB, after the last rewrites', async () => {
    const big = `console.log(${JSON.stringify('story '.repeat(2000))});`;
    const emitted = await runPlugin({
      'main.0123abcd.js': big,
      'main.0123abcd.css': `.a{color:red}${'.b{margin:0}'.repeat(200)}`,
      'mf-manifest.json': JSON.stringify({ shared: 'x'.repeat(2000) }),
      'logo.0123abcd.svg': `<svg>${'<path d="M0 0"/>'.repeat(100)}</svg>`,
      'small.0123abcd.js': 'console.log(1);',
      'main.0123abcd.js.map': big,
      'index.html': big,
    });
    expect([...emitted.keys()].sort()).toEqual(
      ['logo.0123abcd.svg', 'main.0123abcd.css', 'main.0123abcd.js', 'mf-manifest.json']
        .flatMap((name) => [`${name}.br`, `${name}.gz`])
        .sort(),
    );
    expect(brotliDecompressSync(emitted.get('main.0123abcd.js.br')!).toString()).toBe(big);
    expect(gunzipSync(emitted.get('main.0123abcd.js.gz')!).toString()).toBe(big);
    expect(emitted.get('main.0123abcd.js.br')!.length).toBeLessThan(emitted.get('main.0123abcd.js.gz')!.length);
  });

  it('writes a .gz smaller than zlib at level 9 (Zopfli), which any gzip decoder reads', async () => {
    const script = readFileSync(require.resolve('superstruct/dist/index.mjs'), 'utf8');
    const gzip = (await runPlugin({ 'lib.0123abcd.js': script })).get('lib.0123abcd.js.gz')!;
    expect(gunzipSync(gzip).toString()).toBe(script);
    expect(gzip.length).toBeLessThan(gzipSync(script, { level: 9 }).length);
  });
});
