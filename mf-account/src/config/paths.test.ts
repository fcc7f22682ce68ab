import { paths, safeReturnTarget } from './paths';

describe('safeReturnTarget', () => {
  it('keeps a path on this site, with its query and fragment', () => {
    expect(safeReturnTarget('/account/orders')).toBe('/account/orders');
    expect(safeReturnTarget('/catalog?filter=%7B%7D#top')).toBe('/catalog?filter=%7B%7D#top');
  });

  it('falls back to /account for nothing, other sites and the sign-in pages', () => {
    for (const raw of [
      null,
      '',
      'account',
      'https://evil.example/',
      '//evil.example/x',
      '/.//evil.example/x',
      '/x/..//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      '/sign-in',
      '/sign-up?return=/x',
      '/password-reset/abc',
    ]) {
      expect(safeReturnTarget(raw)).toBe('/account');
    }
  });
});

describe('paths', () => {
  it('add the return target to sign-in and sign-up links only when it is not the default', () => {
    expect(paths.signIn.getHref()).toBe('/sign-in');
    expect(paths.signIn.getHref('/account')).toBe('/sign-in');
    expect(paths.signUp.getHref('/account/orders')).toBe('/sign-up?return=%2Faccount%2Forders');
    expect(paths.socialSignIn.getHref('google', '/account')).toBe('/auth/google?return=%2Faccount');
  });
});
