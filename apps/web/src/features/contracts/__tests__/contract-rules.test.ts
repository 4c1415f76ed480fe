import { describe, expect, it } from 'vitest';
import { contractFigures } from '@/features/contracts/components/contract-figures';
import { splitServerErrors } from '@/features/contracts/components/contract-form-validation';
import { frequencyText } from '@/features/contracts/components/contract-labels';
import i18n from '@/i18n';
import { contractLength, formatDay, localDate, localDay } from '@/lib/dates';

describe('contractLength', () => {
  it.each([
    ['2025-01-01', '2025-12-31', { months: 12, days: 0 }],
    ['2025-01-15', '2025-02-14', { months: 1, days: 0 }],
    ['2025-01-01', '2025-01-10', { months: 0, days: 10 }],
    ['2025-01-01', '2025-06-15', { months: 5, days: 15 }],
    // A month after the 29th of February is the 28th in a common year.
    ['2024-02-29', '2025-02-27', { months: 12, days: 0 }],
    ['2025-03-01', '2025-02-01', { months: 0, days: 0 }],
  ])('%s to %s', (start, end, length) => {
    expect(contractLength(`${start}T10:00:00.000Z`, `${end}T16:00:00.000Z`)).toEqual(length);
  });
});

describe('days', () => {
  it('round-trips a day through the date picker’s local date', () => {
    expect(localDay(localDate('2025-03-09'))).toBe('2025-03-09');
  });

  it('shows the stored day whatever the hour', async () => {
    expect(formatDay('2025-12-31T16:00:00.000Z', 'en')).toBe('31 Dec 2025');
    expect(formatDay('2025-12-31T16:00:00.000Z', 'pt')).toBe('31/12/2025');
    await i18n.changeLanguage('en');
  });
});

describe('contractFigures', () => {
  const base = {
    amount: 0.1,
    extraAmount: 0.2,
    taxableAmount: null,
    taxRetention: false,
    taxRetentionPercentage: null,
  };

  it('adds in whole cents, the taxable amount being the amount when none is given', () => {
    expect(contractFigures(base)).toEqual({ total: 0.3, taxable: 0.1, retained: 0, net: 0.3 });
  });

  it('retains the percentage of the taxable amount only with tax retention', () => {
    const values = { ...base, amount: 1000.1, taxableAmount: 1000.1, taxRetentionPercentage: 25 };
    expect(contractFigures(values).retained).toBe(0);
    expect(contractFigures({ ...values, taxRetention: true })).toEqual({
      total: 1000.3,
      taxable: 1000.1,
      retained: 250.03,
      net: 750.27,
    });
  });

  it('counts nothing before an amount is typed', () => {
    expect(contractFigures({ ...base, amount: null, extraAmount: null })).toEqual({
      total: 0,
      taxable: 0,
      retained: 0,
      net: 0,
    });
  });
});

describe('frequencyText', () => {
  it('says Monthly for type 3 value 1, else every N units', async () => {
    await i18n.changeLanguage('en');
    const t = i18n.t.bind(i18n);
    expect(frequencyText(t, { frequencyTypeId: 3, frequencyValue: 1 })).toBe('Monthly');
    expect(frequencyText(t, { frequencyTypeId: 3, frequencyValue: 3 })).toBe('Every 3 months');
    expect(frequencyText(t, { frequencyTypeId: 2, frequencyValue: 1 })).toBe('Every week');
    await i18n.changeLanguage('pt');
    expect(frequencyText(i18n.t.bind(i18n), { frequencyTypeId: 4, frequencyValue: 2 })).toBe('A cada 2 anos');
    await i18n.changeLanguage('en');
  });
});

describe('splitServerErrors', () => {
  it('puts field errors on their fields (property too) and the rest in the alert', () => {
    expect(splitServerErrors({ property: 'a', 'tenantsId.0': 'b', frequency: 'c', addressId: 'd' })).toEqual({
      byField: [
        ['propertyId', 'a'],
        ['tenantsId', 'b'],
      ],
      others: ['c', 'd'],
    });
  });
});
