import { addressBody, isPortuguesePostalCode, msg, PORTUGAL_COUNTRY_ID, propertyBody } from '@arrenda/core';
import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, Path, Resolver } from 'react-hook-form';
import { toAddressBody, toPayload } from './property-form-payload';
import { formValuesOf, type PropertyFormValues } from './property-form-values';

export type FormPath = Path<PropertyFormValues>;

/**
 * The form's messages by field path, as the core schemas give them (i18n keys), checked on what
 * would be sent: hidden areas and a details block the type does not offer are not checked.
 */
export function validatePropertyForm(values: PropertyFormValues): Map<FormPath, string> {
  const messages = new Map<FormPath, string>();
  const add = (path: string, message: string) => {
    if (!messages.has(path as FormPath)) messages.set(path as FormPath, message);
  };
  const property = propertyBody.safeParse(toPayload(values, null));
  if (!property.success) for (const issue of property.error.issues) add(issue.path.join('.'), issue.message);

  const address = toAddressBody(values);
  if (address) {
    if (values.countryId == null) add('countryId', msg('validation.countryRequired'));
    const parsed = addressBody.safeParse(address);
    if (!parsed.success)
      for (const issue of parsed.error.issues) add(`address.${issue.path.join('.')}`, issue.message);
    const { postalCode } = address;
    const portuguese = values.countryId === PORTUGAL_COUNTRY_ID;
    if (portuguese && typeof postalCode === 'string' && !isPortuguesePostalCode(postalCode)) {
      add('address.postalCode', msg('validation.postalCodePortugal'));
    }
  }
  if (values.isSubProperty && values.parentPropertyId == null) {
    add('parentPropertyId', 'propertyForm.parentRequired');
  }
  return messages;
}

export const propertyFormResolver: Resolver<PropertyFormValues> = (values, _context, options) => {
  const messages = validatePropertyForm(values);
  if (messages.size === 0) return { values, errors: {} };
  const errors: Record<string, FieldError> = {};
  for (const [path, message] of messages) errors[path] = { type: 'validation', message };
  return { values: {}, errors: toNestErrors(errors, options) };
};

/** Every field of the form by its own name ('street' → 'address.street'), for the server's field errors. */
const PATH_BY_FIELD = (() => {
  const paths = new Map<string, FormPath>();
  const { baseInfo, address, propertyDetails, propertyTaxInformation, ...top } = formValuesOf();
  const groups = { baseInfo, address, propertyDetails, propertyTaxInformation };
  for (const [group, fields] of Object.entries(groups)) {
    for (const field of Object.keys(fields)) paths.set(field, `${group}.${field}` as FormPath);
  }
  for (const field of Object.keys(top)) paths.set(field, field as FormPath);
  return paths;
})();

/** The form field a server field error belongs to; keys may be plain ('name') or paths ('baseInfo.name'). */
function formPathOf(key: string): FormPath | undefined {
  return PATH_BY_FIELD.get(key.split(/[./]/).at(-1) ?? key);
}

/**
 * A refusal's field errors (docs/product.md#errors): those of form fields by path, and the others'
 * messages (e.g. addressId), which only the form's alert can show.
 */
export function splitServerErrors(fieldErrors: Record<string, string> | undefined) {
  const byPath: [FormPath, string][] = [];
  const others: string[] = [];
  for (const [key, message] of Object.entries(fieldErrors ?? {})) {
    const path = formPathOf(key);
    if (path) byPath.push([path, message]);
    else others.push(message);
  }
  return { byPath, others };
}

export type FormSection = 'base' | 'details' | 'tax';

/** The collapsible section showing a field. */
export function sectionOf(path: string): FormSection {
  if (path.startsWith('propertyDetails')) return 'details';
  if (path.startsWith('propertyTaxInformation')) return 'tax';
  return 'base';
}

const SECTION_ORDER: readonly FormSection[] = ['base', 'details', 'tax'];

/** Paths in the order the form shows their sections (base, details, tax). */
export const inFormOrder = (paths: readonly FormPath[]) =>
  [...paths].sort((a, b) => SECTION_ORDER.indexOf(sectionOf(a)) - SECTION_ORDER.indexOf(sectionOf(b)));
