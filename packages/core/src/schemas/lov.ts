import { z } from 'zod';

export const lovItem = z.object({ id: z.number(), name: z.string() });
export type LovItem = z.infer<typeof lovItem>;

export const cityItem = lovItem.extend({ countryId: z.number(), country: z.string() });
export type CityItem = z.infer<typeof cityItem>;

export const currencyItem = lovItem.extend({ code: z.string(), symbol: z.string() });
export type CurrencyItem = z.infer<typeof currencyItem>;
