import { en } from './en';
import { pt } from './pt';

export type Language = 'en' | 'pt';
export const LANGUAGES: readonly Language[] = ['en', 'pt'];

export const sharedMessages: Record<Language, Record<string, string>> = { en, pt };

/**
 * Each language's shared messages on its own: the web app's catalogue of a language takes only its
 * own, so that the other language's stay out of the code it loads.
 */
export { en as sharedEnglish } from './en';
export { pt as sharedPortuguese } from './pt';

/** The product's rule: Portuguese when the language tag starts with pt, English otherwise. */
export function pickLanguage(tag: string | null | undefined): Language {
  return tag?.trim().toLowerCase().startsWith('pt') ? 'pt' : 'en';
}
