import { describe, expect, it } from 'vitest';
import { LANGUAGES, pickLanguage, sharedMessages } from './i18n';

describe('pickLanguage', () => {
  it.each(['pt', 'pt-PT', 'pt-BR', 'PT-pt', 'PT', ' pt-PT ', 'pt-PT,pt;q=0.9,en;q=0.8'])(
    'picks Portuguese for %j',
    (tag) => {
      expect(pickLanguage(tag)).toBe('pt');
    },
  );

  it.each(['en', 'en-US', 'en-GB', 'fr', 'fr-FR', 'es', 'de-DE,pt;q=0.9', '', '*'])(
    'picks English for %j',
    (tag) => {
      expect(pickLanguage(tag)).toBe('en');
    },
  );

  it('falls back to English without a tag', () => {
    expect(pickLanguage(undefined)).toBe('en');
    expect(pickLanguage(null)).toBe('en');
  });
});

describe('sharedMessages', () => {
  it('has the two languages of docs/product.md', () => {
    expect(LANGUAGES).toEqual(['en', 'pt']);
    expect(Object.keys(sharedMessages).sort()).toEqual(['en', 'pt']);
    expect(sharedMessages.en['server.notFound']).toBe('Not found.');
    expect(sharedMessages.pt['server.notFound']).toBe('Não encontrado.');
  });
});
