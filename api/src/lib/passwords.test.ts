import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { hashPassword, needsRehash, verifyPassword } from './passwords';
import { hashToken, isWellFormedToken, newToken } from './tokens';
import { hasHiddenCharacters, maskEmail, normaliseEmail } from './email';

describe('passwords', () => {
  test('hash as argon2id v19 with m=19456 KiB, t=2, p=1 and a fresh salt each time', async () => {
    const [first, second] = await Promise.all([hashPassword('correct horse'), hashPassword('correct horse')]);
    assert.match(first, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    assert.notEqual(first, second);
    assert.equal(needsRehash(first), false);
    assert.equal(needsRehash('$argon2id$v=19$m=4096,t=3,p=1$c2FsdHNhbHQ$aGFzaA'), true);
  });

  test('verify the right password and refuse a wrong one, a missing hash and a broken hash', async () => {
    const stored = await hashPassword('correct horse');
    assert.equal(await verifyPassword(stored, 'correct horse'), true);
    assert.equal(await verifyPassword(stored, 'correct horse '), false);
    assert.equal(await verifyPassword(null, 'correct horse'), false);
    assert.equal(await verifyPassword('$argon2id$broken', 'correct horse'), false);
  });

  test('Unicode passwords round-trip', async () => {
    const stored = await hashPassword('pässwörd 🔑 密码');
    assert.equal(await verifyPassword(stored, 'pässwörd 🔑 密码'), true);
  });
});

describe('tokens', () => {
  test('are 256 random bits as 43 base64url characters; only their SHA-256 is kept', () => {
    const { token, hash } = newToken();
    assert.ok(isWellFormedToken(token));
    assert.equal(Buffer.from(token, 'base64url').length, 32);
    assert.match(hash, /^[0-9a-f]{64}$/);
    assert.equal(hashToken(token), hash);
    assert.notEqual(newToken().token, token);
    for (const bad of ['', 'x'.repeat(42), 'x'.repeat(44), `${'x'.repeat(42)}=`, `${'x'.repeat(42)}/`]) assert.equal(isWellFormedToken(bad), false, bad);
  });
});

describe('email addresses', () => {
  test('are compared trimmed, NFC-normalised and in lower case', () => {
    assert.equal(normaliseEmail('  Ann@Example.COM '), 'ann@example.com');
    assert.equal(normaliseEmail('Jo\u0308rg@example.com'), 'jörg@example.com');
  });

  test('with hidden characters are caught', () => {
    assert.equal(hasHiddenCharacters('a\u200b@b.co'), true);
    assert.equal(hasHiddenCharacters('a\u0000@b.co'), true);
    assert.equal(hasHiddenCharacters('jörg@bücher.example'), false);
  });

  test('are masked for logs', () => {
    assert.equal(maskEmail('ann.smith@example.com'), 'a***@e***.com');
    assert.equal(maskEmail('x@localhost'), 'x***@l***');
    assert.equal(maskEmail('nonsense'), '***');
  });
});
