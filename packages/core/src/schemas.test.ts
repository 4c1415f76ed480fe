import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  loginBody,
  registerBody,
  registrationForm,
  resetPasswordBody,
  resetPasswordForm,
} from './schemas/auth';
import { contractBody } from './schemas/contracts';
import { entityBody } from './schemas/entities';
import { expenseBody, expenseListQuery } from './schemas/expenses';
import {
  editVersion,
  email,
  id,
  newPassword,
  optionalId,
  optionalText,
  requiredId,
  requiredText,
} from './schemas/fields';
import { financeSummaryQuery } from './schemas/finance';
import { acceptInvitationBody, invitationQuery, paymentConfirmationBody } from './schemas/portal';
import { changePasswordBody, changePasswordForm, profileBody } from './schemas/profile';
import { paymentBody, rentBody } from './schemas/rents';
import { tenantBody } from './schemas/tenants';

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

  it.each(['0', '-1', '1.5', 'abc', '2147483648', '99999999999', '1099511627776', '9223372036854775808'])(
    'refuses %j',
    (input) => {
      expect(parse(id, input).issues).toBeDefined();
    },
  );
});

/** Control characters other than tab and line ends, each inside otherwise valid text. */
const CONTROL_CHARACTERS = [
  '\u0000',
  '\u0001',
  '\u0008',
  '\u000B',
  '\u000C',
  '\u001B',
  '\u001F',
  '\u007F',
  '\u0085',
  '\u009F',
];

describe('text fields', () => {
  it.each(CONTROL_CHARACTERS)('refuse the control character %j anywhere, before trimming', (control) => {
    const refused = { issues: { _: 'validation.controlCharacters' } };
    for (const input of [`Ana${control}Silva`, `${control}Ana`, `Ana${control}`]) {
      expect(parse(optionalText(60), input)).toEqual(refused);
      expect(parse(requiredText(60, 'validation.nameRequired'), input)).toEqual(refused);
    }
    expect(parse(email(), `ana${control}@example.pt`)).toEqual(refused);
  });

  it('keep tabs and line ends', () => {
    expect(parse(optionalText(60), 'Linha 1\r\nLinha 2\tfim')).toEqual({ value: 'Linha 1\r\nLinha 2\tfim' });
    expect(parse(requiredText(60, 'validation.nameRequired'), 'Ana\tSilva')).toEqual({ value: 'Ana\tSilva' });
  });

  it('refuse a NUL in every text field of the issue, with a field error', () => {
    const nul = 'a\u0000b';
    expect(parse(tenantBody, { name: nul, note: nul }).issues).toEqual({
      name: 'validation.controlCharacters',
      note: 'validation.controlCharacters',
    });
    expect(parse(entityBody, { name: nul, entityTypeId: 1, countryId: 1 }).issues).toEqual({
      name: 'validation.controlCharacters',
    });
    const expense = { currencyId: 1, date: '2026-02-01', amount: 40, name: 'IMI' };
    expect(parse(expenseBody, { ...expense, description: nul }).issues).toEqual({
      description: 'validation.controlCharacters',
    });
    expect(parse(invitationQuery, { email: `ana${nul}@example.pt`, token: 'abc' }).issues).toEqual({
      email: 'validation.controlCharacters',
    });
    expect(parse(acceptInvitationBody, { userEmail: `ana${nul}@example.pt`, token: 'abc' }).issues).toEqual({
      userEmail: 'validation.controlCharacters',
    });
  });
});

describe('days', () => {
  const expense = { currencyId: 1, amount: 40, name: 'IMI' };
  const dateOf = (date: unknown) => parse(expenseBody, { ...expense, date });

  it('take a day of 1900 to 2199, alone or as the day of an ISO date-time', () => {
    for (const [input, day] of [
      ['1900-01-01', '1900-01-01'],
      ['2199-12-31', '2199-12-31'],
      ['2026-11-25T00:00:00.000Z', '2026-11-25'],
      ['2026-11-25T23:59', '2026-11-25'],
      ['2026-11-25T10:00:00+01:00', '2026-11-25'],
    ]) {
      expect(dateOf(input).value?.date).toBe(day);
    }
  });

  it.each(['0000-01-01', '0000-12-31', '1899-12-31', '2200-01-01', '9999-12-31'])(
    'refuse %j as out of range',
    (input) => {
      expect(dateOf(input).issues).toEqual({ date: 'validation.dateRange' });
    },
  );

  it.each([
    '2026-11-25<script>',
    '2026-11-25 ',
    '2026-11-25x',
    '2026-11-25T00:00:00.000Zjunk',
    '2026-11-25T24:00',
    '+02026-11-25',
    '2026-02-30',
    '2026-13-01',
    '25-11-2026',
  ])('refuse %j as no day', (input) => {
    expect(dateOf(input).issues).toEqual({ date: 'validation.invalidDate' });
  });

  it('bound every date field: contracts, renegotiation periods, rents, payments, confirmations', () => {
    const contract = {
      propertyId: 1,
      currencyId: 1,
      frequencyTypeId: 3,
      frequencyValue: 1,
      amount: 750,
      tenantsId: [1],
      startDate: '2026-01-01',
      endDate: '9999-12-31',
      startDateRenegotiationPeriod: '0000-06-01',
    };
    expect(parse(contractBody, contract).issues).toMatchObject({
      endDate: 'validation.dateRange',
      startDateRenegotiationPeriod: 'validation.dateRange',
    });
    const rent = {
      currencyId: 1,
      amount: 700,
      paymentDueDate: '0000-03-08',
      paymentPeriodDate: '2026-03-15',
    };
    expect(parse(rentBody, rent).issues).toEqual({ paymentDueDate: 'validation.dateRange' });
    expect(parse(paymentBody, { currencyId: 1, amount: 10, paymentDate: '2026-01-09<b>' }).issues).toEqual({
      paymentDate: 'validation.invalidDate',
    });
    expect(parse(paymentConfirmationBody, { amount: 10, paymentDate: '0000-01-09' }).issues).toEqual({
      paymentDate: 'validation.dateRange',
    });
  });
});

describe('finance period', () => {
  it('refuses a period ending before it starts, naming both months as the pickers show them', () => {
    expect(parse(financeSummaryQuery, { startDate: '2026-05-15', endDate: '2026-03-15' }).issues).toEqual({
      endDate: 'validation.periodOrder#from=05%2F2026&to=03%2F2026',
    });
    expect(parse(financeSummaryQuery, { startDate: '2026-03-31', endDate: '2026-03-01' }).value).toEqual({
      startDate: '2026-03-31',
      endDate: '2026-03-01',
    });
  });

  it('bounds its days', () => {
    expect(parse(financeSummaryQuery, { startDate: '0000-01-15', endDate: '2026-03-15' }).issues).toEqual({
      startDate: 'validation.dateRange',
    });
  });
});

describe('ids in bodies and queries', () => {
  it.each([2_147_483_648, 1_099_511_627_776, 2 ** 63, 1e20])(
    'refuse %d, beyond a PostgreSQL integer',
    (big) => {
      expect(parse(requiredId('validation.currencyRequired'), big).issues).toBeDefined();
      expect(parse(optionalId, big)).toEqual({ issues: { _: 'validation.invalid' } });
      expect(parse(editVersion, big).issues).toBeDefined();
      expect(parse(expenseListQuery, { propertyId: String(big) }).issues?.propertyId).toBeDefined();
    },
  );

  it("say 'Invalid value' for an id just beyond a PostgreSQL integer", () => {
    expect(parse(requiredId('validation.currencyRequired'), 2_147_483_648)).toEqual({
      issues: { _: 'validation.invalid' },
    });
  });

  it('take the largest PostgreSQL integer', () => {
    expect(parse(requiredId('validation.currencyRequired'), 2_147_483_647)).toEqual({ value: 2_147_483_647 });
    expect(parse(expenseListQuery, { propertyId: '2147483647' })).toEqual({
      value: { propertyId: 2_147_483_647 },
    });
  });
});

describe('required amounts', () => {
  it("answer 'Invalid number' for what is no number, and the field's own message when missing", () => {
    const payment = { currencyId: 1, paymentDate: '2026-01-09' };
    for (const amount of ['abc', '10', true, {}, []]) {
      expect(parse(paymentBody, { ...payment, amount }).issues).toEqual({
        amount: 'validation.invalidNumber',
      });
    }
    for (const amount of [undefined, null, '']) {
      expect(parse(paymentBody, { ...payment, amount }).issues).toEqual({
        amount: 'validation.amountRequired',
      });
    }
    const rent = { currencyId: 1, paymentDueDate: '2026-03-08', paymentPeriodDate: '2026-03-15' };
    expect(parse(rentBody, { ...rent, amount: 'abc' }).issues).toEqual({
      amount: 'validation.invalidNumber',
    });
    const expense = { currencyId: 1, date: '2026-02-01', name: 'IMI' };
    expect(parse(expenseBody, { ...expense, amount: 'abc' }).issues).toEqual({
      amount: 'validation.invalidNumber',
    });
    expect(parse(expenseBody, expense).issues).toEqual({ amount: 'validation.amountRequired' });
    expect(parse(paymentConfirmationBody, { amount: 'abc', paymentDate: '2026-01-09' }).issues).toEqual({
      amount: 'validation.invalidNumber',
    });
    const contract = {
      propertyId: 1,
      currencyId: 1,
      frequencyTypeId: 3,
      frequencyValue: 'x',
      amount: 'abc',
      tenantsId: [1],
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    };
    expect(parse(contractBody, contract).issues).toEqual({
      amount: 'validation.invalidNumber',
      frequencyValue: 'validation.invalidNumber',
    });
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

  it('reports the field errors of docs/product.md', () => {
    expect(parse(registrationForm, { email: '', password: '123', confirmPassword: '123' })).toEqual({
      issues: { email: 'validation.emailRequired', password: 'validation.minChars#6' },
    });
  });
});

describe('resetPasswordForm and resetPasswordBody', () => {
  it("use the product's 'between 6 and 20' message", () => {
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
