import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { addressBody } from './schemas/addresses';
import { PORTUGAL_COUNTRY_ID } from './schemas/contact-fields';
import { entityBody, entityEditBody } from './schemas/entities';
import { tenantBody } from './schemas/tenants';

/** The first message of each field of a failed parse; {} when it passes. */
function issues(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

const SPAIN = 2;
const entity = { name: 'Casa', entityTypeId: 1, countryId: PORTUGAL_COUNTRY_ID };

describe('a Portuguese entity', () => {
  it('takes a NIF/NIPC with its check digit, a dddd-ddd postal code and a phone', () => {
    const valid = {
      ...entity,
      financeNumber: '500100144',
      postalCode: '1100-053',
      phone: '+351 912 345 678',
    };
    expect(issues(entityBody, valid)).toEqual({});
    expect(issues(entityEditBody, { ...valid, phone: '212345678' })).toEqual({});
  });

  it('refuses a wrong check digit, another postal code shape and a phone no one can dial', () => {
    const wrong = { ...entity, financeNumber: '123456788', postalCode: '1100053', phone: '12345' };
    const expected = {
      financeNumber: 'validation.nifInvalid',
      postalCode: 'validation.postalCodePortugal',
      phone: 'validation.phoneInvalid',
    };
    expect(issues(entityBody, wrong)).toEqual(expected);
    expect(issues(entityEditBody, wrong)).toEqual(expected);
  });
});

describe('an entity of another country', () => {
  it('keeps its own fiscal number and postal code, and writes its phone with the country code', () => {
    const foreign = { ...entity, countryId: SPAIN, financeNumber: 'B12345678', postalCode: '28001' };
    expect(issues(entityBody, { ...foreign, phone: '+34 912 345 678' })).toEqual({});
    expect(issues(entityBody, { ...foreign, phone: '12345' })).toEqual({ phone: 'validation.phoneInvalid' });
  });
});

describe('a tenant', () => {
  it('is Portuguese by default: NIF with check digit and dddd-ddd postal code', () => {
    expect(issues(tenantBody, { name: 'Ana', fiscalNumber: '123 456 789', postalCode: '4000-123' })).toEqual(
      {},
    );
    expect(issues(tenantBody, { name: 'Ana', fiscalNumber: '123456780', postalCode: '4000' })).toEqual({
      fiscalNumber: 'validation.nifInvalid',
      postalCode: 'validation.postalCodePortugal',
    });
  });

  it("is another country's when the fiscal number carries its prefix", () => {
    expect(issues(tenantBody, { name: 'Jean', fiscalNumber: 'FR 123456789', postalCode: '75008' })).toEqual(
      {},
    );
    expect(issues(tenantBody, { name: 'Ana', fiscalNumber: 'PT123456780' })).toEqual({
      fiscalNumber: 'validation.nifInvalid',
    });
  });

  it('checks the phone', () => {
    expect(issues(tenantBody, { name: 'Ana', phone: '912345678' })).toEqual({});
    expect(issues(tenantBody, { name: 'Ana', phone: 'call me' })).toEqual({
      phone: 'validation.phoneInvalid',
    });
  });
});

describe('an address', () => {
  it("holds a floor such as '1.º Esq.' (up to 20 characters)", () => {
    const address = { street: 'Rua Augusta', cityId: 1, number: '12' };
    expect(issues(addressBody, { ...address, floor: '1.º Esq. Traseiras' })).toEqual({});
    expect(issues(addressBody, { ...address, floor: 'x'.repeat(21) })).toEqual({
      floor: 'validation.maxChars#20',
    });
  });
});
