import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { insertedAt, movedOrder } from './positions';

// ids 1..4 at positions 0..3
const list = [4, 3, 2, 1].map((id) => ({ id, position: id - 1 }));

describe('photo order', () => {
  test('insertedAt puts the new id at its position, past the end last', () => {
    assert.deepEqual(insertedAt([1, 2, 3], 9, 0), [9, 1, 2, 3]);
    assert.deepEqual(insertedAt([1, 2, 3], 9, 2), [1, 2, 9, 3]);
    assert.deepEqual(insertedAt([1, 2, 3], 9, 40), [1, 2, 3, 9]);
    assert.deepEqual(insertedAt([], 9, 3), [9]);
  });

  test('a full list of positions is exactly the new order', () => {
    const positions = [3, 1, 4, 2].map((id, position) => ({ id, position }));
    assert.deepEqual(movedOrder(list, positions), { ok: true, value: [3, 1, 4, 2] });
  });

  test('a single move behaves as a drag: down lands after the photo it replaced, up before it', () => {
    assert.deepEqual(movedOrder(list, [{ id: 1, position: 2 }]), { ok: true, value: [2, 3, 1, 4] });
    assert.deepEqual(movedOrder(list, [{ id: 4, position: 1 }]), { ok: true, value: [1, 4, 2, 3] });
    assert.deepEqual(movedOrder(list, [{ id: 2, position: 99 }]), { ok: true, value: [1, 3, 4, 2] });
    assert.deepEqual(movedOrder(list, [{ id: 3, position: 2 }]), { ok: true, value: [1, 2, 3, 4] }, 'unchanged');
  });

  test('orders by the stored positions, whatever order the rows came in', () => {
    assert.deepEqual(
      movedOrder(
        [
          { id: 7, position: 5 },
          { id: 8, position: 1 },
        ],
        [],
      ),
      { ok: true, value: [8, 7] },
    );
  });

  test('an unknown id and a repeated one are refused, naming the entry', () => {
    assert.deepEqual(
      movedOrder(list, [
        { id: 1, position: 0 },
        { id: 9, position: 1 },
      ]),
      { ok: false, refusal: { reason: 'unknownPhoto', field: 'positions.1.id' } },
    );
    assert.deepEqual(
      movedOrder(
        list,
        [
          { id: 1, position: 0 },
          { id: 1, position: 1 },
        ],
        '',
      ),
      { ok: false, refusal: { reason: 'namedTwice', id: 1, field: '1.id' } },
    );
  });
});
