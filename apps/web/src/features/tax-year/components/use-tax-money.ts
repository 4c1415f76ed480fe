import type { CurrencyItem } from '@arrenda/core';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLov } from '@/features/lov/api/get-lov';
import { EURO, useFormat } from '@/lib/format';

/** The ISO code of the app's default currency, known before the list of currencies has loaded. */
const EURO_CODE = 'EUR';

/**
 * Money as the app writes it, for the tax year's answers, which name currencies by their ISO code
 * ('EUR', as the statement's files do) where the app's formatting takes the currency's name
 * ('Euro'): the code is looked up in the list of currencies (a name passes as it is).
 */
export function useTaxMoney() {
  const { t } = useTranslation();
  const format = useFormat();
  const currencies = useLov('currencies');
  const names = useMemo(
    () =>
      new Map((currencies.data as CurrencyItem[] | undefined)?.map((item) => [item.code, item.name]) ?? []),
    [currencies.data],
  );
  const nameOf = useCallback(
    (currency: string) => names.get(currency) ?? (currency === EURO_CODE ? EURO : currency),
    [names],
  );
  return useMemo(
    () => ({
      money: (amount: number, currency: string) => format.money(amount, nameOf(currency)),
      /** The currency's translated name: 'Euro', 'US Dollar'. */
      currencyName: (currency: string) => {
        const name = nameOf(currency);
        return t(`lov.currency.${name}`, { defaultValue: name });
      },
    }),
    [format, nameOf, t],
  );
}
