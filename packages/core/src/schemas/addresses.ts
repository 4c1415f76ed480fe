import { z } from 'zod';
import { msg } from '../messages';
import { editVersion, optionalCoordinate, optionalText, requiredId, requiredText } from './fields';
import { cityItem } from './lov';

/** POST and PUT /entities/{id}/addresses (docs/product.md#records-and-fields and #validation). */
export const addressBody = z.object({
  version: editVersion,
  street: requiredText(200, msg('validation.streetRequired')),
  cityId: requiredId(msg('validation.cityRequired')),
  number: requiredText(5, msg('validation.numberRequired')),
  /** Long enough for '1.º Esq.' or 'R/C Dto. Traseiras'. */
  floor: optionalText(20),
  mailBox: optionalText(50),
  postalCode: optionalText(30),
  latitude: optionalCoordinate(90),
  longitude: optionalCoordinate(180),
});
export type AddressBody = z.infer<typeof addressBody>;
export type AddressForm = z.input<typeof addressBody>;

export const addressView = z.object({
  id: z.number(),
  /** The row's version, sent back with an edit (editVersion). */
  version: z.number(),
  street: z.string(),
  number: z.string(),
  floor: z.string().nullable(),
  mailBox: z.string().nullable(),
  postalCode: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  city: cityItem,
});
export type AddressView = z.infer<typeof addressView>;
