import type { Language } from './i18n';
import type { ExpenseTaxCategory } from './schemas/tax-year';

/**
 * The expense columns of Anexo F, quadro 4.1, by their names on the return (Portuguese) and in
 * English; "not said" for an expense without one.
 */
export const EXPENSE_TAX_CATEGORY_NAMES: Record<Language, Record<ExpenseTaxCategory | 'NONE', string>> = {
  en: {
    MAINTENANCE: 'Maintenance and repairs',
    CONDOMINIUM: 'Condominium',
    STAMP_DUTY: 'Stamp duty',
    PROPERTY_TAX: 'Municipal property tax (IMI)',
    MUNICIPAL_FEES: 'Municipal fees',
    OTHER: 'Other',
    NONE: 'No category',
  },
  pt: {
    MAINTENANCE: 'Conservação e manutenção',
    CONDOMINIUM: 'Condomínio',
    STAMP_DUTY: 'Imposto do selo',
    PROPERTY_TAX: 'Imposto municipal sobre imóveis',
    MUNICIPAL_FEES: 'Taxas autárquicas',
    OTHER: 'Outros',
    NONE: 'Sem categoria',
  },
};

/** A category's name in a language; null is an expense whose category was not said. */
export const expenseTaxCategoryName = (language: Language, category: ExpenseTaxCategory | null) =>
  EXPENSE_TAX_CATEGORY_NAMES[language][category ?? 'NONE'];
