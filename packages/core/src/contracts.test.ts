import { describe, expect, it } from 'vitest';
import { contractBody, contractTotal, retainedAmount } from './schemas/contracts';
import { tenantBody } from './schemas/tenants';

const valid = {
  propertyId: 1,
  currencyId: 1,
  frequencyTypeId: 3,
  frequencyValue: 1,
  amount: 750,
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  tenantsId: [1],
};

const fieldErrors = (input: object) => {
  const result = contractBody.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('contract amounts', () => {
  it('adds the extra amount in cents', () => {
    expect(contractTotal(0.1, 0.2)).toBe(0.3);
    expect(contractTotal(750, null)).toBe(750);
  });

  it('retains the percentage of the taxable amount, rounded to the cent, only with retention', () => {
    expect(retainedAmount(true, 1000, 25)).toBe(250);
    expect(retainedAmount(true, 333.33, 25)).toBe(83.33);
    expect(retainedAmount(true, 100.1, 16.5)).toBe(16.52);
    expect(retainedAmount(false, 1000, 25)).toBe(0);
    expect(retainedAmount(true, null, 25)).toBe(0);
  });
});

describe('contract submit checks (docs/product.md#validation)', () => {
  it('accepts a valid contract, taking the day of ISO date-times', () => {
    const parsed = contractBody.parse({
      ...valid,
      startDate: '2026-01-01T10:00:00.000Z',
      extraAmountDescription: ' ',
    });
    expect(parsed).toMatchObject({
      startDate: '2026-01-01',
      taxRetention: false,
      extraAmountDescription: null,
    });
  });

  it('names every missing required field', () => {
    expect(fieldErrors({ tenantsId: [] })).toEqual({
      propertyId: 'validation.propertyRequired',
      currencyId: 'validation.currencyRequired',
      frequencyTypeId: 'validation.frequencyTypeRequired',
      frequencyValue: 'validation.frequencyValueRequired',
      amount: 'validation.amountRequired',
      startDate: 'validation.startDateRequired',
      endDate: 'validation.endDateRequired',
      tenantsId: 'validation.tenantsMissing',
    });
  });

  it('asks for a taxable amount with retention, suggesting the total', () => {
    expect(
      fieldErrors({ ...valid, extraAmount: 50.5, taxRetention: true, taxRetentionPercentage: 25 }),
    ).toEqual({
      taxableAmount: 'validation.taxableForRetention#800.5',
    });
    expect(fieldErrors({ ...valid, taxRetention: true, taxableAmount: 750 })).toEqual({
      taxRetentionPercentage: 'validation.retentionPercentageRequired',
    });
  });

  it('checks the order of the dates and the renegotiation period inside the contract', () => {
    expect(fieldErrors({ ...valid, startDate: '2027-01-01' })).toEqual({
      startDate: 'validation.startBeforeEnd',
      endDate: 'validation.endAfterStart',
    });
    expect(
      fieldErrors({
        ...valid,
        startDateRenegotiationPeriod: '2026-11-01',
        endDateRenegotiationPeriod: '2026-10-01',
      }),
    ).toEqual({
      startDateRenegotiationPeriod: 'validation.renegotiationStartBeforeEnd',
      endDateRenegotiationPeriod: 'validation.renegotiationEndAfterStart',
    });
    expect(
      fieldErrors({
        ...valid,
        startDateRenegotiationPeriod: '2025-12-01',
        endDateRenegotiationPeriod: '2027-01-01',
      }),
    ).toEqual({
      startDateRenegotiationPeriod: 'validation.duringContract',
      endDateRenegotiationPeriod: 'validation.duringContract',
    });
    expect(fieldErrors({ ...valid, endDate: '2026-02-30' })).toEqual({ endDate: 'validation.invalidDate' });
  });

  it('refuses decimals in the frequency and more than 100 %', () => {
    expect(fieldErrors({ ...valid, frequencyValue: 1.5, taxRetentionPercentage: 101 })).toEqual({
      frequencyValue: 'validation.noDecimals',
      taxRetentionPercentage: 'validation.maxNumber#100',
    });
  });
});

describe('tenant body', () => {
  it('needs a name, takes blank e-mail as none and refuses a bad one', () => {
    expect(tenantBody.parse({ name: ' Ana ', email: '' })).toMatchObject({ name: 'Ana', email: null });
    const result = tenantBody.safeParse({ name: '', email: 'ana@' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['name', 'validation.nameRequired'],
      ['email', 'validation.emailInvalid'],
    ]);
  });
});
