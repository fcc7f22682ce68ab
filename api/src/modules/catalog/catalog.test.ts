import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { array, is } from 'superstruct';
import { CatalogResponseStruct, ProductStruct, type CatalogResponse, type Product } from '@shop/shared/contracts';
import { CATALOG_PAGE_SIZE, POPULAR_CAROUSEL_LIMIT, ProductType, SORT_OPTIONS } from '@shop/shared/constants';
import { call, signUp } from '../../test/identity';
import { buildTestApp, createSeededDatabase, testConfig } from '../../test/setup';

const { database, mediaDir } = await createSeededDatabase();
const [{ total: PRODUCT_COUNT } = { total: 0 }] = (
  (await database.db.execute(sql`select count(*)::int as total from products`)) as unknown as { rows: { total: number }[] }
).rows;

type Params = Record<string, string | number | object>;
const catalogUrl = (params: Params = {}) =>
  `/api/catalog?${new URLSearchParams(Object.entries(params).map(([key, value]): [string, string] => [key, typeof value === 'object' ? JSON.stringify(value) : String(value)]))}`;

describe('GET /api/catalog', () => {
  let app: FastifyInstance;
  beforeEach(() => {
    app = buildTestApp(database, testConfig({ MEDIA_DIR: mediaDir, CATALOG_CACHE_TTL_MS: '0' }));
  });
  afterEach(() => app.close());

  const list = async (params: Params = {}, token?: string): Promise<CatalogResponse> => {
    const response = await call(app, 'GET', catalogUrl(params), token ? { token } : {});
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.ok(is(body, CatalogResponseStruct), JSON.stringify(CatalogResponseStruct.validate(body)[0]?.failures()[0]));
    return body;
  };
  const everything = async (params: Params = {}) => (await list({ ...params, _perPage: 100 })).data;
  const ids = (products: Product[]) => products.map((product) => product.id);
  const rejected = async (params: Params | string, field: string) => {
    const response = await call(app, 'GET', typeof params === 'string' ? params : catalogUrl(params));
    assert.equal(response.statusCode, 400, response.body);
    const body = response.json();
    assert.equal(body.field, field, body.message);
    assert.ok(body.message.length > 10, body.message);
    return body.message as string;
  };

  test('answers the first 12 products in catalogue order with the total and pagination', async () => {
    const body = await list();
    assert.equal(body.data.length, CATALOG_PAGE_SIZE);
    assert.equal(body.total, PRODUCT_COUNT);
    assert.deepEqual(body.pagination, { page: 1, perPage: CATALOG_PAGE_SIZE, pages: Math.ceil(PRODUCT_COUNT / CATALOG_PAGE_SIZE) });
    assert.deepEqual(ids(body.data), [...ids(body.data)].sort((a, b) => a - b));
    assert.ok(body.data.every((product) => !product.onWishlist && !product.inCart), 'visitors have neither');
  });

  test('products carry the contract fields in the filters units: dollars, seconds, picture counts', async () => {
    const [clip] = (await list({ _filter: { type: { operator: 'eq', value: ProductType.CLIP } } })).data;
    assert.ok(clip?.clipProperties && clip.clipProperties.duration > 0 && clip.clipProperties.imageCount > 0);
    assert.ok(clip.captionFields.length > 0 && clip.captionFields[0]?.label === 'Story title');
    assert.ok(clip.images.length > 0 && clip.preview?.endsWith('.mp4'));
    assert.ok(!Number.isNaN(Date.parse(clip.ctime)) && clip.ctime.endsWith('Z'));
    const [simple] = (await list({ _filter: { type: { operator: 'eq', value: ProductType.SIMPLE } } })).data;
    assert.equal(simple?.clipProperties, null);
    assert.deepEqual(simple?.captionFields, []);
  });

  describe('filters', () => {
    test('price between keeps prices inside the dollar range, ends in either order', async () => {
      const inRange = await everything({ _filter: { price: { operator: 'between', value: [30, 45] } } });
      assert.ok(inRange.length > 0 && inRange.every((product) => product.price >= 30 && product.price <= 45));
      const all = await everything();
      assert.equal(inRange.length, all.filter((product) => product.price >= 30 && product.price <= 45).length);
      assert.deepEqual(ids(await everything({ _filter: { price: { operator: 'between', value: [45, 30] } } })), ids(inRange));
    });

    test('duration and amount between match clips inside both ranges', async () => {
      const found = await everything({
        _filter: { duration: { operator: 'between', value: [90, 180] }, amount: { operator: 'between', value: [20, 40] } },
      });
      assert.ok(found.length > 0);
      for (const { clipProperties } of found) {
        assert.ok(clipProperties && clipProperties.duration >= 90 && clipProperties.duration <= 180 && clipProperties.imageCount >= 20 && clipProperties.imageCount <= 40);
      }
    });

    test('range ends beyond what a column holds (up to 1e400, read as Infinity) match as "no upper end", never a 500', async () => {
      const clips = await everything({ _filter: { type: { operator: 'eq', value: ProductType.CLIP } } });
      for (const field of ['amount', 'duration'] as const)
        assert.deepEqual(ids(await everything({ _filter: { [field]: { operator: 'between', value: [0, 2 ** 31] } } })), ids(clips), field);
      const all = await everything();
      assert.deepEqual(ids(await everything({ _filter: { price: { operator: 'between', value: [0, 21_474_837] } } })), ids(all));
      const infinite = `/api/catalog?_perPage=100&_filter=${encodeURIComponent('{"price":{"operator":"between","value":[0,1e400]}}')}`;
      const response = await call(app, 'GET', infinite);
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(ids(response.json().data), ids(all));
      assert.deepEqual(await everything({ _filter: { amount: { operator: 'between', value: [2 ** 32, 2 ** 33] } } }), []);
    });

    test('categories in matches products in any of the categories', async () => {
      const found = await everything({ _filter: { categories: { operator: 'in', value: [2, 7] } } });
      assert.ok(found.length > 0 && found.every((product) => product.categories.includes(2) || product.categories.includes(7)));
      const all = await everything();
      assert.equal(found.length, all.filter((product) => product.categories.includes(2) || product.categories.includes(7)).length);
    });

    test('id in answers exactly those products, and a bare id list means in', async () => {
      assert.deepEqual(ids(await everything({ _filter: { id: { operator: 'in', value: [9, 3, 5] } } })), [3, 5, 9]);
      assert.deepEqual(ids(await everything({ _filter: { id: [4, 2] } })), [2, 4]);
      assert.deepEqual(ids(await everything({ _filter: { id: [999_999] } })), []);
    });

    test('id not-in leaves those products out', async () => {
      const found = await everything({ _filter: { id: { operator: 'not-in', value: [1, 2] } } });
      assert.equal(found.length, PRODUCT_COUNT - 2);
      assert.ok(!found.some((product) => product.id === 1 || product.id === 2));
    });

    test('type eq keeps one product type', async () => {
      const simple = await everything({ _filter: { type: { operator: 'eq', value: ProductType.SIMPLE } } });
      assert.ok(simple.length > 0 && simple.every((product) => product.type === ProductType.SIMPLE));
    });

    test('the related carousel form: same categories, clips only, the current product left out, first _limit', async () => {
      const body = await list({
        _filter: { categories: { operator: 'in', value: [1, 5] }, type: { operator: 'eq', value: ProductType.CLIP }, id: { operator: 'not-in', value: [2] } },
        _limit: 9,
      });
      assert.equal(body.data.length, 9);
      assert.equal(body.pagination.perPage, 9);
      assert.ok(body.total > 9);
      for (const product of body.data) {
        assert.equal(product.type, ProductType.CLIP);
        assert.notEqual(product.id, 2);
        assert.ok(product.categories.some((category) => category === 1 || category === 5));
      }
    });
  });

  describe('sorting', () => {
    const keyOf: Record<string, (product: Product) => number | null> = {
      popularity: (product) => product.popularity,
      price: (product) => product.price,
      'clipProperties.duration': (product) => product.clipProperties?.duration ?? null,
      'clipProperties.imageCount': (product) => product.clipProperties?.imageCount ?? null,
      ctime: (product) => Date.parse(product.ctime),
    };
    for (const option of SORT_OPTIONS.filter(({ field }) => field in keyOf)) {
      test(`${option.label} (${option.field} ${option.order}) holds across the whole list, missing values last`, async () => {
        const products = await everything({ _sort: option.field, _order: option.order });
        assert.equal(products.length, PRODUCT_COUNT);
        const key = keyOf[option.field] as (product: Product) => number | null;
        const sign = option.order === 'asc' ? 1 : -1;
        for (let index = 1; index < products.length; index += 1) {
          const [before, after] = [products[index - 1] as Product, products[index] as Product];
          const [a, b] = [key(before), key(after)];
          if (a === null) assert.equal(b, null, `${before.name} without a value comes before ${after.name}`);
          else if (b !== null) {
            assert.ok(sign * (b - a) > 0 || (a === b && sign * (after.id - before.id) > 0), `${before.name} (${a}) then ${after.name} (${b})`);
          }
        }
      });
    }

    test('default is catalogue order (by id)', async () => {
      const products = await everything({ _sort: 'default' });
      assert.deepEqual(ids(products), ids(products).sort((a, b) => a - b));
    });

    test('_order alone picks the sort option order: popularity is most popular first without it', async () => {
      const products = await everything({ _sort: 'popularity' });
      assert.ok((products[0] as Product).popularity >= (products.at(-1) as Product).popularity);
    });

    test('random keeps one order while paging with the same seed and draws another with a new seed', async () => {
      const whole = ids(await everything({ _sort: 'random', seed: 'draw-1' }));
      const pages = [1, 2, 3].map((page) => list({ _sort: 'random', seed: 'draw-1', _page: page, _perPage: 10 }));
      assert.deepEqual((await Promise.all(pages)).flatMap((page) => ids(page.data)), whole.slice(0, 30));
      assert.deepEqual(ids(await everything({ _sort: 'random', seed: 'draw-1' })), whole);
      assert.notDeepEqual(whole, [...whole].sort((a, b) => a - b), 'not catalogue order');
      assert.notDeepEqual(ids(await everything({ _sort: 'random', seed: 'draw-2' })), whole);
      assert.deepEqual([...whole].sort((a, b) => a - b), ids(await everything()), 'every product once');
    });
  });

  describe('pagination', () => {
    test('the last page holds the rest; past it the data is empty but the total stays', async () => {
      const pages = Math.ceil(PRODUCT_COUNT / CATALOG_PAGE_SIZE);
      const last = await list({ _page: pages });
      assert.equal(last.data.length, PRODUCT_COUNT - (pages - 1) * CATALOG_PAGE_SIZE);
      const beyond = await list({ _page: pages + 1 });
      assert.deepEqual(beyond.data, []);
      assert.equal(beyond.total, PRODUCT_COUNT);
      assert.deepEqual(beyond.pagination, { page: pages + 1, perPage: CATALOG_PAGE_SIZE, pages });
    });

    test('pages do not overlap and keep the filter', async () => {
      const filter = { price: { operator: 'between', value: [20, 60] } };
      const [first, second] = await Promise.all([list({ _filter: filter, _perPage: 5 }), list({ _filter: filter, _perPage: 5, _page: 2 })]);
      assert.deepEqual([...ids(first.data), ...ids(second.data)], ids(await everything({ _filter: filter })).slice(0, 10));
    });

    test('no match answers an empty first page of zero pages', async () => {
      const body = await list({ _filter: { price: { operator: 'between', value: [100_000, 200_000] } } });
      assert.deepEqual(body, { data: [], total: 0, pagination: { page: 1, perPage: CATALOG_PAGE_SIZE, pages: 0 } });
    });
  });

  describe('keyword search (q)', () => {
    test('matches word prefixes in names and descriptions', async () => {
      const found = await everything({ q: 'wed' });
      assert.ok(found.length > 3);
      assert.ok(found.every((product) => /\bwed/i.test(`${product.name} ${product.description}`)));
      assert.ok(found.some((product) => !/\bwed/i.test(product.name)), 'description matches count too');
    });

    test('ranks name matches first and needs every word', async () => {
      const [best] = (await list({ q: 'wedding' })).data;
      assert.match(best?.name ?? '', /wedding/i);
      assert.deepEqual(
        (await everything({ q: 'golden ann' })).map((product) => product.name),
        ['Golden Anniversary'],
      );
      assert.deepEqual((await everything({ q: '  GOLDEN  ' })).map((product) => product.name).sort(), ['Golden Anniversary', 'Golden Hour Vows']);
    });

    test('finds nothing for unknown words or punctuation only, and ignores a blank keyword', async () => {
      assert.equal((await list({ q: 'zebrafish' })).total, 0);
      assert.equal((await list({ q: '!!! & | :*' })).total, 0);
      assert.equal((await list({ q: '   ' })).total, PRODUCT_COUNT);
    });

    test('combines with filters and other sorts', async () => {
      const found = await everything({ q: 'wed', _filter: { price: { operator: 'between', value: [40, 100] } }, _sort: 'price', _order: 'desc' });
      assert.ok(found.length > 0 && found.every((product) => product.price >= 40));
      assert.deepEqual(found.map((product) => product.price), found.map((product) => product.price).sort((a, b) => b - a));
    });
  });

  describe('bad input answers 400 naming the parameter', () => {
    test('a _filter that is not JSON, or not an object', async () => {
      assert.match(await rejected('/api/catalog?_filter=%7Bprice', '_filter'), /not valid JSON/);
      assert.match(await rejected({ _filter: [1, 2] }, '_filter'), /JSON object/);
    });

    test('an unknown filter field or operator, or a malformed value', async () => {
      assert.match(await rejected({ _filter: { colour: { operator: 'eq', value: 'red' } } }, '_filter.colour'), /Unknown field/);
      await rejected({ _filter: { price: { operator: 'in', value: [1, 2] } } }, '_filter.price.operator');
      await rejected({ _filter: { categories: { operator: 'between', value: [1, 2] } } }, '_filter.categories.operator');
      await rejected({ _filter: { id: { operator: 'like', value: [1] } } }, '_filter.id.operator');
      await rejected({ _filter: { price: { operator: 'between', value: [1, 2, 3] } } }, '_filter.price.value');
      await rejected({ _filter: { price: { operator: 'between', value: [-5, 2] } } }, '_filter.price.value.0');
      await rejected({ _filter: { categories: { operator: 'in', value: [] } } }, '_filter.categories.value');
      await rejected({ _filter: { type: { operator: 'eq', value: 3 } } }, '_filter.type.value');
    });

    test('negative, zero or non-numeric pages, and huge or zero page sizes', async () => {
      assert.match(await rejected({ _page: -1 }, '_page'), /whole number from 1/);
      await rejected({ _page: 0 }, '_page');
      await rejected({ _page: 'two' }, '_page');
      await rejected({ _page: 1.5 }, '_page');
      assert.match(await rejected({ _perPage: 1000 }, '_perPage'), /from 1 to 100/);
      await rejected({ _perPage: 0 }, '_perPage');
      await rejected({ _limit: 10_000 }, '_limit');
    });

    test('an unknown sort, order or query parameter', async () => {
      await rejected({ _sort: 'name' }, '_sort');
      await rejected({ _order: 'up' }, '_order');
      assert.match(await rejected({ colour: 'red' }, 'colour'), /Unknown field/);
    });
  });

  test('marks the signed-in user\'s wishlist and cart products', async () => {
    const user = await signUp(app);
    await call(app, 'POST', '/api/wishlist/add', { token: user.token, payload: { product: 3 } });
    await call(app, 'POST', '/api/cart/update', { token: user.token, payload: { product: 5 } });
    const products = (await list({ _filter: { id: [3, 5, 7] } }, user.token)).data;
    assert.deepEqual(
      products.map(({ id, onWishlist, inCart }) => ({ id, onWishlist, inCart })),
      [
        { id: 3, onWishlist: true, inCart: false },
        { id: 5, onWishlist: false, inCart: true },
        { id: 7, onWishlist: false, inCart: false },
      ],
    );
    const visitor = (await list({ _filter: { id: [3, 5] } })).data;
    assert.ok(visitor.every((product) => !product.onWishlist && !product.inCart));
  });
});

describe('GET /api/catalog/{slug} and /api/catalog/popular', () => {
  let app: FastifyInstance;
  beforeEach(() => {
    app = buildTestApp(database, testConfig({ MEDIA_DIR: mediaDir, CATALOG_CACHE_TTL_MS: '0' }));
  });
  afterEach(() => app.close());

  test('a slug answers its product', async () => {
    const response = await call(app, 'GET', '/api/catalog/first-dance');
    assert.equal(response.statusCode, 200);
    const product = response.json();
    assert.ok(is(product, ProductStruct));
    assert.equal(product.name, 'First Dance');
  });

  test('an unknown or malformed slug answers 404 "Could not find product"', async () => {
    for (const slug of ['no-such-product', 'UPPER', 'a%20b', 'x'.repeat(90), '-dash-']) {
      const response = await call(app, 'GET', `/api/catalog/${slug}`);
      assert.equal(response.statusCode, 404, slug);
      assert.deepEqual(response.json(), { message: 'Could not find product' });
    }
  });

  test('popular lists the most popular products, 9 by default, optionally of some categories', async () => {
    const response = await call(app, 'GET', '/api/catalog/popular');
    assert.equal(response.statusCode, 200);
    const products: Product[] = response.json();
    assert.ok(is(products, array(ProductStruct)));
    assert.equal(products.length, POPULAR_CAROUSEL_LIMIT);
    const popularity = products.map((product) => product.popularity);
    assert.deepEqual(popularity, [...popularity].sort((a, b) => b - a));

    const travel: Product[] = (await call(app, 'GET', '/api/catalog/popular?categories=3,6&limit=4')).json();
    assert.equal(travel.length, 4);
    assert.ok(travel.every((product) => product.categories.includes(3) || product.categories.includes(6)));
  });

  test('popular with type=2 lists only clips, most popular first (the product page’s "Popular video stories")', async () => {
    const everything: Product[] = (await call(app, 'GET', '/api/catalog/popular?limit=50')).json();
    assert.ok(everything.some((product) => product.type === ProductType.SIMPLE), 'the seed has popular simple products');
    const response = await call(app, 'GET', '/api/catalog/popular?type=2&limit=50');
    assert.equal(response.statusCode, 200);
    const clips: Product[] = response.json();
    assert.ok(clips.every((product) => product.type === ProductType.CLIP));
    // The same order: the clips among the 50 most popular products lead the list.
    const clipsAmongEverything = everything.filter((product) => product.type === ProductType.CLIP);
    assert.deepEqual(
      clips.slice(0, clipsAmongEverything.length).map((product) => product.id),
      clipsAmongEverything.map((product) => product.id),
    );
  });

  test('popular rejects a malformed category list or limit', async () => {
    for (const url of ['/api/catalog/popular?categories=1,x', '/api/catalog/popular?limit=0', '/api/catalog/popular?limit=500', '/api/catalog/popular?sort=x', '/api/catalog/popular?type=3', '/api/catalog/popular?type=clip']) {
      const response = await call(app, 'GET', url);
      assert.equal(response.statusCode, 400, url);
      assert.ok(response.json().field, url);
    }
  });

  test('wishlist and cart adds make a product more popular; removing takes it back', async () => {
    const popularityOf = async () => ((await call(app, 'GET', '/api/catalog/golden-anniversary')).json() as Product).popularity;
    const before = await popularityOf();
    const user = await signUp(app);
    const product = ((await call(app, 'GET', '/api/catalog/golden-anniversary')).json() as Product).id;
    await call(app, 'POST', '/api/wishlist/add', { token: user.token, payload: { product } });
    await call(app, 'POST', '/api/wishlist/add', { token: user.token, payload: { product } });
    const cart = (await call(app, 'POST', '/api/cart/update', { token: user.token, payload: { product } })).json();
    assert.equal(await popularityOf(), before + 3, 'wishlist +1 once, cart +2');
    await call(app, 'POST', '/api/cart/remove', { token: user.token, payload: { id: cart[0].id } });
    await call(app, 'POST', '/api/wishlist/remove', { token: user.token, payload: { product } });
    assert.equal(await popularityOf(), before);
  });
});

describe('the visitors\' answer cache', () => {
  test('reuses an answer for the same URL within its lifetime, with fresh flags for a signed-in user', async () => {
    const app = buildTestApp(database, testConfig({ MEDIA_DIR: mediaDir, CATALOG_CACHE_TTL_MS: '60000' }));
    try {
      const url = catalogUrl({ _filter: { id: [11] } });
      const first = (await call(app, 'GET', url)).json();
      await database.db.execute(sql`update products set popularity = popularity + 1000 where id = 11`);
      assert.deepEqual((await call(app, 'GET', url)).json(), first, 'the kept answer');
      const user = await signUp(app);
      await call(app, 'POST', '/api/wishlist/add', { token: user.token, payload: { product: 11 } });
      const signedIn = (await call(app, 'GET', url, { token: user.token })).json();
      assert.equal(signedIn.data[0].onWishlist, true);
      assert.equal((await call(app, 'GET', url)).json().data[0].onWishlist, false, 'the visitor answer is untouched');
      const fresh = (await call(app, 'GET', catalogUrl({ _filter: { id: [11] }, _perPage: 12 }))).json();
      assert.equal(fresh.data[0].popularity, first.data[0].popularity + 1001);
    } finally {
      await database.db.execute(sql`update products set popularity = popularity - 1001 where id = 11`);
      await app.close();
    }
  });
});
