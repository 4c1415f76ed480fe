import type { Language } from '@arrenda/core';

/** Property type codes (lookup names) in words, as the web shows them: for mails and exports. */
const PROPERTY_TYPES: Record<Language, Record<string, string>> = {
  en: {
    HOUSE: 'House',
    BUILDING: 'Building',
    APARTMENT: 'Apartment',
    BEDROOM: 'Bedroom',
    GARAGE: 'Garage',
    WAREHOUSE: 'Warehouse',
    LAND: 'Land',
    OTHER: 'Other',
  },
  pt: {
    HOUSE: 'Moradia',
    BUILDING: 'Prédio',
    APARTMENT: 'Apartamento',
    BEDROOM: 'Quarto',
    GARAGE: 'Garagem',
    WAREHOUSE: 'Armazém',
    LAND: 'Terreno',
    OTHER: 'Outro',
  },
};

/** A property as a reader names it: its own name, else its type in the reader's language. */
export const propertyName = (language: Language, name: string | null, typeCode: string) =>
  name ?? PROPERTY_TYPES[language][typeCode] ?? typeCode;
