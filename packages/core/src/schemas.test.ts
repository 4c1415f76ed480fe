import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  loginBody,
  registerBody,
  registrationForm,
  resetPasswordBody,
  resetPasswordForm,
} from './schemas/auth';
import { email, id, newPassword, optionalText } from './schemas/fields';
import { changePasswordBody, changePasswordForm, profileBody } from './schemas/profile';

/** The issues of a failed parse as {path: first message}, or the parsed value. */
function parse<S extends z.ZodType>(schema: S, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) return { value: result.data };
  // the first message of each field, as the server and the forms show it
  const issues: Record<string, string> = {};
  for (const issue of result.error.issues) issues[issue.path.join('.') || '_'] ??= issue.message;
  return { issues };
}

describe('email', () => {
  it('trims and lower-cases', () => {
    expect(parse(email(), '  Ana.Silva@Example.PT ')).toEqual({ value: 'ana.silva@example.pt' });
  });

  it.each([
    [undefined, 'validation.emailRequired'],
    [null, 'validation.emailRequired'],
    [42, 'validation.emailRequired'],
    ['', 'validation.emailRequired'],
    ['   ', 'validation.emailRequired'],
    ['ana', 'validation.emailInvalid'],
    ['ana@', 'validation.emailInvalid'],
    ['@example.pt', 'validation.emailInvalid'],
    ['ana @example.pt', 'validation.emailInvalid'],
  ])('refuses %j with %s', (input, message) => {
    expect(parse(email(), input)).toEqual({ issues: { _: message } });
  });

  it('bounds the length', () => {
    const local = 'a'.repeat(50);
    expect(parse(email(60), `${local}@example.pt`)).toEqual({ issues: { _: 'validation.maxChars#60' } });
    expect(parse(email(60), `${'a'.repeat(48)}@example.pt`)).toEqual({
      value: `${'a'.repeat(48)}@example.pt`,
    });
  });
});

describe('newPassword', () => {
  it.each([
    [undefined, 'validation.passwordRequired'],
    ['', 'validation.passwordRequired'],
    ['12345', 'validation.minChars#6'],
    ['x'.repeat(21), 'validation.maxChars#20'],
  ])('refuses %j with %s', (input, message) => {
    expect(parse(newPassword, input)).toEqual({ issues: { _: message } });
  });

  it('keeps 6 to 20 characters exactly, spaces included', () => {
    expect(parse(newPassword, 'abcdef')).toEqual({ value: 'abcdef' });
    expect(parse(newPassword, 'x'.repeat(20))).toEqual({ value: 'x'.repeat(20) });
    expect(parse(newPassword, ' Lua Cheia ')).toEqual({ value: ' Lua Cheia ' });
  });
});

describe('optionalText', () => {
  const text = optionalText(60);

  it.each([
    ['', null],
    ['   ', null],
    ['\t\n', null],
    [null, null],
    [undefined, undefined],
  ])('turns %j into %j', (input, output) => {
    expect(parse(text, input)).toEqual({ value: output });
  });

  it('trims text and keeps up to the maximum', () => {
    expect(parse(text, '  Ana  ')).toEqual({ value: 'Ana' });
    expect(parse(text, 'a'.repeat(60))).toEqual({ value: 'a'.repeat(60) });
    expect(parse(text, ` ${'a'.repeat(60)} `)).toEqual({ value: 'a'.repeat(60) });
  });

  it('refuses more than the maximum, and what is not text', () => {
    expect(parse(text, 'a'.repeat(61))).toEqual({ issues: { _: 'validation.maxChars#60' } });
    expect(parse(text, 42)).toEqual({ issues: { _: 'validation.invalid' } });
  });
});

describe('id', () => {
  it('reads a path parameter as a positive integer', () => {
    expect(parse(id, '7')).toEqual({ value: 7 });
    expect(parse(id, 2_147_483_647)).toEqual({ value: 2_147_483_647 });
  });

  it.each(['0', '-1', '1.5', 'abc', '2147483648', '99999999999'])('refuses %j', (input) => {
    expect(parse(id, input).issues).toBeDefined();
  });
});

describe('registrationForm', () => {
  it('passes when the passwords match, with a normalised e-mail', () => {
    expect(
      parse(registrationForm, {
        email: ' Ana@Example.PT',
        password: 'Gato-Preto-42',
        confirmPassword: 'Gato-Preto-42',
      }),
    ).toEqual({
      value: { email: 'ana@example.pt', password: 'Gato-Preto-42', confirmPassword: 'Gato-Preto-42' },
    });
  });

  it('refuses passwords that do not match, under confirmPassword', () => {
    expect(
      parse(registrationForm, {
        email: 'ana@example.pt',
        password: 'Gato-Preto-42',
        confirmPassword: 'Gato-Preto-43',
      }),
    ).toEqual({ issues: { confirmPassword: 'validation.passwordsMatch' } });
  });

  it('reports the field errors of the spec', () => {
    expect(parse(registrationForm, { email: '', password: '123', confirmPassword: '123' })).toEqual({
      issues: { email: 'validation.emailRequired', password: 'validation.minChars#6' },
    });
  });
});

describe('resetPasswordForm and resetPasswordBody', () => {
  it("use the spec's 'between 6 and 20' message", () => {
    expect(parse(resetPasswordForm, { password: '12345', confirmPassword: '12345' })).toEqual({
      issues: { password: 'validation.passwordBetween' },
    });
    expect(parse(resetPasswordForm, { password: 'x'.repeat(21), confirmPassword: 'x'.repeat(21) })).toEqual({
      issues: { password: 'validation.passwordBetween' },
    });
    expect(parse(resetPasswordForm, { password: '', confirmPassword: '' })).toEqual({
      issues: { password: 'validation.passwordRequired' },
    });
  });

  it('refuses passwords that do not match', () => {
    expect(parse(resetPasswordForm, { password: 'Nova-Senha-22', confirmPassword: 'Nova-Senha-23' })).toEqual(
      {
        issues: { confirmPassword: 'validation.passwordsMatch' },
      },
    );
  });

  it('normalises the e-mail of the API body and requires the token', () => {
    expect(
      parse(resetPasswordBody, { userEmail: 'ANA@example.pt', newPassword: 'Nova-Senha-22', token: 'abc' }),
    ).toEqual({ value: { userEmail: 'ana@example.pt', newPassword: 'Nova-Senha-22', token: 'abc' } });
    expect(
      parse(resetPasswordBody, { userEmail: 'ana@example.pt', newPassword: 'Nova-Senha-22', token: '' }),
    ).toEqual({
      issues: { token: 'validation.isRequired' },
    });
  });
});

describe('API bodies', () => {
  it('registerBody drops confirmPassword and unknown fields', () => {
    expect(parse(registerBody, { email: 'ana@example.pt', password: 'Gato-Preto-42', admin: true })).toEqual({
      value: { email: 'ana@example.pt', password: 'Gato-Preto-42' },
    });
  });

  it('loginBody needs a password but not the new-password length', () => {
    expect(parse(loginBody, { email: 'ana@example.pt', password: 'abc' })).toEqual({
      value: { email: 'ana@example.pt', password: 'abc' },
    });
    expect(parse(loginBody, { email: 'ana@example.pt', password: '' })).toEqual({
      issues: { password: 'validation.passwordRequired' },
    });
  });

  it('profileBody turns empty names into null', () => {
    expect(parse(profileBody, { firstName: '', lastName: ' Silva ' })).toEqual({
      value: { firstName: null, lastName: 'Silva' },
    });
    expect(parse(profileBody, { firstName: 'a'.repeat(61) })).toEqual({
      issues: { firstName: 'validation.maxChars#60' },
    });
  });

  it('changePasswordBody applies the new-password rules to the new password only', () => {
    expect(parse(changePasswordBody, { currentPassword: 'abc', newPassword: 'Nova-Senha-22' })).toEqual({
      value: { currentPassword: 'abc', newPassword: 'Nova-Senha-22' },
    });
    expect(parse(changePasswordBody, { currentPassword: 'abc', newPassword: '12345' })).toEqual({
      issues: { newPassword: 'validation.minChars#6' },
    });
  });

  it('changePasswordForm needs the confirmation to match', () => {
    expect(
      parse(changePasswordForm, {
        currentPassword: 'abc',
        newPassword: 'Nova-Senha-22',
        confirmPassword: 'Nova',
      }),
    ).toEqual({ issues: { confirmPassword: 'validation.passwordsMatch' } });
  });
});
