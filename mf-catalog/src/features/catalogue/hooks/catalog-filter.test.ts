import { CATALOG_MAX_PAGE, CATALOG_PAGE_SIZE } from '@shop/shared';
import { categories } from '../../../test/fixtures';
import {
  catalogQuery,
  filterTags,
  parseFilterParam,
  parsePageParam,
  serializeFilter,
  setFilterKey,
  withForcedCategory,
} from './catalog-filter';

afterEach(() => jest.restoreAllMocks());

describe('the filter query parameter', () => {
  it('is written with keys sorted and undefined or empty values dropped', () => {
    expect(
      serializeFilter({
        price: [10, 50],
        keyword: 'love',
        categories: [2, 1],
        amount: undefined,
        sorting: 'price-asc',
      }),
    ).toBe('{"categories":[2,1],"keyword":"love","price":[10,50],"sorting":"price-asc"}');
    expect(serializeFilter({ categories: [], keyword: '  ' })).toBeNull();
    expect(serializeFilter({})).toBeNull();
  });

  it('reads what it wrote', () => {
    const filter = {
      duration: [60, 120] as [number, number],
      keyword: 'trip',
      sorting: 'random' as const,
      seed: 'abc',
    };
    expect(parseFilterParam(serializeFilter(filter))).toEqual({
      ...filter,
      price: undefined,
      amount: undefined,
      categories: undefined,
    });
  });

  it('logs invalid JSON and falls back to the defaults', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(parseFilterParam('{"keyword":')).toEqual({});
    expect(error).toHaveBeenCalledWith('Failed to parse filter query parameter', expect.any(SyntaxError));
    expect(parseFilterParam('{"keyword":', 'initial')).toEqual({});
    expect(error).toHaveBeenCalledWith('Failed to parse initial filter', expect.any(SyntaxError));
  });

  it('drops keys and values of the wrong shape', () => {
    expect(
      serializeFilter(
        parseFilterParam('{"price":[1],"amount":[30,10],"categories":[1,"x",1],"sorting":"nope","colour":"red"}'),
      ),
    ).toBe('{"amount":[10,30],"categories":[1]}');
    expect(parseFilterParam('[1,2]')).toEqual({});
  });

  it('drops values the API refuses: a negative range end and a keyword over 200 characters', () => {
    expect(
      serializeFilter(parseFilterParam('{"price":[-10,50],"amount":[-3,-1],"duration":[0,90],"keyword":"vows"}')),
    ).toBe('{"duration":[0,90],"keyword":"vows"}');
    expect(parseFilterParam(JSON.stringify({ keyword: 'a'.repeat(201) })).keyword).toBeUndefined();
    expect(parseFilterParam(JSON.stringify({ keyword: ` ${'a'.repeat(200)} ` })).keyword).toBe('a'.repeat(200));
  });

  it('forces the category of a category page', () => {
    expect(withForcedCategory({ categories: [2, 3], keyword: 'x' }, 1)).toEqual({ categories: [1], keyword: 'x' });
    expect(withForcedCategory({ categories: [2] }, undefined)).toEqual({ categories: [2] });
  });

  it('draws a new seed each time Random is chosen and drops it for other sorts', () => {
    const first = setFilterKey({}, 'sorting', 'random');
    const second = setFilterKey(first, 'sorting', 'random');
    expect(first.seed).toEqual(expect.any(String));
    expect(second.seed).not.toBe(first.seed);
    expect(setFilterKey(second, 'sorting', 'newest').seed).toBeUndefined();
  });

  it('reads the page as a whole number from 1', () => {
    expect(parsePageParam('3')).toBe(3);
    expect(parsePageParam(null)).toBe(1);
    expect(parsePageParam('0')).toBe(1);
    expect(parsePageParam('2.5')).toBe(1);
    expect(parsePageParam('x')).toBe(1);
    // The API's largest page: a larger one would be refused, this one answers past the last page.
    expect(parsePageParam('99999999')).toBe(CATALOG_MAX_PAGE);
  });
});

describe('filterTags', () => {
  const labels = (...args: Parameters<typeof filterTags>) => filterTags(...args).map((tag) => tag.label);

  it('labels each active filter exactly', () => {
    expect(labels({ keyword: 'love', amount: [10, 30], duration: [65, 600], price: [19, 129] }, categories)).toEqual([
      'Search: love',
      'Amount: 10-30 pictures',
      'Duration: 1:05-10:00',
      'Price: $19-$129',
    ]);
  });

  it('shows a single category only when other tags exist', () => {
    expect(labels({ categories: [1] }, categories)).toEqual([]);
    expect(labels({ categories: [1], keyword: 'x' }, categories)).toEqual(['Search: x', 'Wedding Stories']);
  });

  it('shows one tag per category when more than one is selected', () => {
    expect(labels({ categories: [1, 2] }, categories)).toEqual(['Wedding Stories', 'Birthday Surprises']);
  });

  it('does not let a category page remove its own category', () => {
    const tags = filterTags({ categories: [1], price: [1, 2] }, categories, 1);
    expect(tags.find((tag) => tag.categoryId === 1)?.removable).toBe(false);
  });
});

describe('catalogQuery', () => {
  it('turns the filter into GET /api/catalog conditions, the keyword, the sort and the page', () => {
    expect(
      catalogQuery(
        {
          price: [10, 50],
          amount: [5, 9],
          duration: [60, 90],
          categories: [1, 2],
          keyword: 'love',
          sorting: 'price-desc',
        },
        3,
      ),
    ).toEqual({
      _page: 3,
      _perPage: CATALOG_PAGE_SIZE,
      _filter:
        '{"amount":{"operator":"between","value":[5,9]},"categories":{"operator":"in","value":[1,2]},"duration":{"operator":"between","value":[60,90]},"price":{"operator":"between","value":[10,50]}}',
      q: 'love',
      _sort: 'price',
      _order: 'desc',
    });
  });

  it('sends the seed with the random sort and nothing for the default sort', () => {
    expect(catalogQuery({ sorting: 'random', seed: 's1' }, 1)).toEqual({
      _page: 1,
      _perPage: CATALOG_PAGE_SIZE,
      _sort: 'random',
      _order: 'asc',
      seed: 's1',
    });
    expect(catalogQuery({}, 1)).toEqual({ _page: 1, _perPage: CATALOG_PAGE_SIZE });
  });
});
