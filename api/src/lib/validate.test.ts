import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { array, enums, number, object, optional, string } from 'superstruct';
import { HttpError } from './http-error';
import { DETAIL_MAX_LENGTH, validate } from './validate';

const Order = object({ email: string(), items: array(object({ id: number() })), note: optional(string()) });

function failure(run: () => unknown): HttpError {
  try {
    run();
  } catch (error) {
    assert.ok(error instanceof HttpError);
    return error;
  }
  assert.fail('expected a validation error');
}

describe('validate', () => {
  test('returns the value when it matches the struct', () => {
    const order = { email: 'a@example.com', items: [{ id: 1 }] };
    assert.deepEqual(validate(Order, order), order);
  });

  test('answers 400 with the dotted key path of a nested failure', () => {
    const error = failure(() => validate(Order, { email: 'a@example.com', items: [{ id: 'one' }] }));
    assert.equal(error.statusCode, 400);
    assert.equal(error.field, 'items.0.id');
    assert.equal(error.message, 'Invalid items.0.id: expected a number, but received: "one"');
  });

  test('cuts a long value sent out of the message', () => {
    const error = failure(() => validate(Order, { email: 'a@example.com', items: [{ id: 'z'.repeat(100_000) }] }));
    assert.equal(error.field, 'items.0.id');
    assert.ok(error.message.startsWith('Invalid items.0.id: expected a number, but received: "zzz'), error.message);
    assert.ok(error.message.endsWith('…'));
    assert.ok(error.message.length <= DETAIL_MAX_LENGTH + 'Invalid items.0.id: …'.length, String(error.message.length));
  });

  test('says a missing field is required', () => {
    const error = failure(() => validate(Order, { items: [] }));
    assert.deepEqual([error.message, error.field], ['email is required', 'email']);
  });

  test('uses a custom message for a field when one is given', () => {
    const error = failure(() => validate(object({ s: optional(enums(['s', 'm'])) }), { s: 'x' }, { s: 'Unknown size' }));
    assert.deepEqual([error.message, error.field], ['Unknown size', 's']);
  });

  test('names no field when the whole value is wrong', () => {
    const error = failure(() => validate(Order, null));
    assert.equal(error.field, undefined);
    assert.match(error.message, /^Invalid request: expected an object/);
  });
});

describe('validate with a message function', () => {
  test('words the failure from what went wrong', () => {
    const Sized = object({ name: optional(string()) });
    const error = failure(() => validate(Sized, { name: 5 }, { name: (failure) => `name got ${typeof failure.value}` }));
    assert.deepEqual([error.message, error.field], ['name got number', 'name']);
  });
});
