import assert from 'node:assert/strict';
import { test } from 'node:test';
import { artSvg } from './art';

const titleLines = (svg: string) => [...svg.matchAll(/font-weight="bold">([^<]+)</g)].map((match) => match[1]);
const cover = {
  width: 1280,
  height: 720,
  palette: ['#123456', '#abcdef'] as [string, string],
  motif: 'rings' as const,
  seed: 'x',
};

test("a title keeps to the share of the width it is given, wrapping at words (a product card's buttons sit at the right)", () => {
  assert.deepEqual(titleLines(artSvg({ ...cover, title: 'Golden Hour Vows' })), ['Golden Hour Vows']);
  assert.deepEqual(titleLines(artSvg({ ...cover, title: 'Golden Hour Vows', titleWidth: 0.42 })), [
    'Golden',
    'Hour Vows',
  ]);
});
