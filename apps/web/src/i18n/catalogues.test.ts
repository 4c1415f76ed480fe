import { describe, expect, it } from 'vitest';
import enCommon from './en/common.json';
import enEntities from './en/entities.json';
import enLanding from './en/landing.json';
import enProperties from './en/properties.json';
import enPropertyForm from './en/property-form.json';
import ptCommon from './pt/common.json';
import ptEntities from './pt/entities.json';
import ptLanding from './pt/landing.json';
import ptProperties from './pt/properties.json';
import ptPropertyForm from './pt/property-form.json';

/** Every text exists in both languages (the product is English and Portuguese). */
describe('translation catalogues', () => {
  it.each([
    ['common', enCommon, ptCommon],
    ['landing', enLanding, ptLanding],
    ['entities', enEntities, ptEntities],
    ['properties', enProperties, ptProperties],
    ['property-form', enPropertyForm, ptPropertyForm],
  ])('%s has the same keys in en and pt, none empty', (_name, en, pt) => {
    expect(Object.keys(pt).sort()).toEqual(Object.keys(en).sort());
    for (const value of [...Object.values(en), ...Object.values(pt)])
      expect(String(value).trim()).not.toBe('');
  });
});
