import { describe, expect, it } from 'vitest';
import { loginPathFor, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a path of this app, with its query and hash', () => {
    expect(safeReturnPath('/entities/7')).toBe('/entities/7');
    expect(safeReturnPath('/entities/7/tenants?view=old_tenants#x')).toBe(
      '/entities/7/tenants?view=old_tenants#x',
    );
    expect(safeReturnPath('/portal')).toBe('/portal');
  });

  it.each([
    null,
    '',
    'entities/7',
    'https://evil.example/',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\tevil.example',
    'javascript:alert(1)',
    ' /entities',
    '/login',
    '/login?redirect=/entities',
    '/registration',
  ])('refuses %j', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it('builds the login path with the page to come back to, only when it is safe', () => {
    expect(loginPathFor('/entities/7?x=1')).toBe('/login?redirect=%2Fentities%2F7%3Fx%3D1');
    expect(loginPathFor('//evil.example')).toBe('/login');
    expect(loginPathFor('/')).toBe('/login');
  });
});
