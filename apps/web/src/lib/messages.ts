import { parseMessage } from '@arrenda/core';
import type { TFunction } from 'i18next';

/** Translates a validation message of the core schemas (an i18n key, maybe with its values). */
export function translateMessage(t: TFunction, encoded: string | undefined): string | undefined {
  if (!encoded) return undefined;
  const { key, values } = parseMessage(encoded);
  const { texts, ...others } = values;
  return t(key, { ...others, ...texts, defaultValue: encoded });
}
