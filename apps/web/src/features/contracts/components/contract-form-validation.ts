import { type ContractBody, contractBody } from '@arrenda/core';
import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, Resolver } from 'react-hook-form';
import {
  type ContractField,
  type ContractFormValues,
  formValuesOf,
  toBodyInput,
} from './contract-form-values';

/** The form's messages by field (i18n keys of the core schema), or the body to send. */
export function validateContractForm(
  values: ContractFormValues,
): { body: ContractBody; messages?: never } | { body?: never; messages: Map<ContractField, string> } {
  const parsed = contractBody.safeParse(toBodyInput(values));
  if (parsed.success) return { body: parsed.data };
  const messages = new Map<ContractField, string>();
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]) as ContractField;
    if (!messages.has(field)) messages.set(field, issue.message);
  }
  return { messages };
}

/** Checks the form with contractBody's rules (docs/product.md#validation) and hands the parsed body to the submit. */
export const contractFormResolver: Resolver<ContractFormValues, unknown, ContractBody> = (
  values,
  _context,
  options,
) => {
  const result = validateContractForm(values);
  if (result.body) return { values: result.body, errors: {} };
  const errors: Record<string, FieldError> = {};
  for (const [field, message] of result.messages) errors[field] = { type: 'validation', message };
  return { values: {}, errors: toNestErrors(errors, options) };
};

const FIELDS = new Set<string>(Object.keys(formValuesOf()));
/** Server keys that name a form field differently (docs/product.md#errors lists 'property'). */
const ALIASES: Record<string, ContractField> = { property: 'propertyId' };

/** A refusal's field errors: those of form fields, and the others' messages for the form's alert. */
export function splitServerErrors(fieldErrors: Record<string, string> | undefined) {
  const byField: [ContractField, string][] = [];
  const others: string[] = [];
  for (const [key, message] of Object.entries(fieldErrors ?? {})) {
    const name = key.split(/[./]/)[0] ?? key;
    const field =
      ALIASES[name] ?? (FIELDS.has(name) && name !== 'frequency' ? (name as ContractField) : null);
    if (field) byField.push([field, message]);
    else others.push(message);
  }
  return { byField, others };
}
