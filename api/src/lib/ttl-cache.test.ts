import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  test('answers a stored value until its lifetime ends', () => {
    let now = 1000;
    const cache = new TtlCache<string>(10, 500, () => now);
    cache.set('a', 'one');
    now += 499;
    assert.equal(cache.get('a'), 'one');
    now += 1;
    assert.equal(cache.get('a'), undefined);
    assert.equal(cache.size, 0);
  });

  test('drops the least recently used entry when full', () => {
    const cache = new TtlCache<number>(2, 1000);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    assert.deepEqual([cache.get('a'), cache.get('b'), cache.get('c')], [1, undefined, 3]);
  });

  test('keeps nothing with a lifetime of 0', () => {
    const cache = new TtlCache<number>(2, 0);
    cache.set('a', 1);
    assert.equal(cache.get('a'), undefined);
  });
});
