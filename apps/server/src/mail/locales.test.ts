import { describe, expect, it } from 'vitest';
import en from './locales/en.json' with { type: 'json' };
import pt from './locales/pt.json' with { type: 'json' };
import { mailLines, mailT } from './translate';

/** Every text of a locale file by its dotted path (list items by index). */
function texts(node: unknown, prefix = ''): Map<string, string> {
  if (typeof node === 'string') return new Map([[prefix, node]]);
  const entries = Array.isArray(node) ? node.entries() : Object.entries(node as Record<string, unknown>);
  const all = new Map<string, string>();
  for (const [key, child] of entries) {
    for (const [path, text] of texts(child, prefix ? `${prefix}.${key}` : String(key))) all.set(path, text);
  }
  return all;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('mail texts', () => {
  const english = texts(en);
  const portuguese = texts(pt);

  it('say the same things in English and Portuguese, with the same placeholders', () => {
    expect([...portuguese.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [path, text] of english) {
      expect(placeholders(portuguese.get(path) ?? ''), path).toEqual(placeholders(text));
    }
  });

  it('fill their placeholders and plurals in the language asked', () => {
    expect(mailT('pt')('reminders.subject', { count: 1 })).toBe('Arrenda: 1 lembrete');
    expect(mailT('en')('reminders.subject', { count: 3 })).toBe('Arrenda: 3 reminders');
    expect(mailLines(mailT('en'), 'passwordChanged.lines', { supportEmail: 'help@example.com' })[1]).toBe(
      'If it was not you, reset your password now and contact help@example.com.',
    );
  });
});
