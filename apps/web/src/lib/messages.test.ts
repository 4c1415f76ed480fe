import { msg } from '@arrenda/core';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '@/i18n';
import { translateMessage } from './messages';

describe('translateMessage', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('turns the core schemas’ keys into the product’s English texts, with counts', () => {
    expect(translateMessage(i18n.t, msg('validation.emailRequired'))).toBe('Email is required');
    expect(translateMessage(i18n.t, msg('validation.maxChars', 60))).toBe(
      'Cannot contain more than 60 characters',
    );
    expect(translateMessage(i18n.t, msg('validation.minChars', 6))).toBe(
      'Cannot contain less than 6 characters',
    );
  });

  it('speaks Portuguese after the language switch', async () => {
    await i18n.changeLanguage('pt');
    expect(translateMessage(i18n.t, msg('validation.passwordsMatch'))).toBe(
      'As palavras-passe têm de coincidir',
    );
    expect(translateMessage(i18n.t, msg('validation.maxChars', 20))).toBe(
      'Não pode ter mais de 20 caracteres',
    );
    expect(document.documentElement.lang).toBe('pt');
    expect(localStorage.getItem('arrenda.language')).toBe('pt');
  });

  it('shows a text that is no key as it is, and nothing for no message', () => {
    expect(translateMessage(i18n.t, 'Some server text')).toBe('Some server text');
    expect(translateMessage(i18n.t, undefined)).toBeUndefined();
  });
});
