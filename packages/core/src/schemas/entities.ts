import { z } from 'zod';
import { msg } from '../messages';
import { checkContact, PORTUGAL_COUNTRY_ID } from './contact-fields';
import { editVersion, email, optionalText, requiredId, requiredText } from './fields';
import { lovItem } from './lov';

const entityFields = z.object({
  version: editVersion,
  name: requiredText(60, msg('validation.nameRequired')),
  entityTypeId: requiredId(msg('validation.entityTypeRequired')),
  countryId: requiredId(msg('validation.countryRequired')),
  legalName: optionalText(60),
  financeNumber: optionalText(20),
  description: optionalText(200),
  phone: optionalText(20),
  address: optionalText(250),
  postalCode: optionalText(30),
  /** Printed on receipts next to the landlord's address. */
  city: optionalText(60),
  /** Whether issuing a receipt mails it to the tenants by default; false when left out. */
  mailReceipts: z.boolean().optional(),
  /** Exempt from the Tax Authority's e-receipts (the annual Modelo 44 instead); left out, an edit keeps it. */
  atReceiptsExempt: z.boolean().optional(),
});

/** A Portuguese entity's NIF/NIPC and postal code follow the Portuguese rules (docs/domain.md). */
const checkEntityContact = (body: z.infer<typeof entityFields>, ctx: z.RefinementCtx) =>
  checkContact(body, ctx, {
    portuguese: body.countryId === PORTUGAL_COUNTRY_ID,
    fiscalField: 'financeNumber',
  });

export const entityBody = entityFields.superRefine(checkEntityContact);
export type EntityBody = z.infer<typeof entityBody>;
export type EntityForm = z.input<typeof entityBody>;

export const fileView = z.object({ id: z.number(), name: z.string(), createdAt: z.string() });
export type FileView = z.infer<typeof fileView>;

export const entityView = z.object({
  id: z.number(),
  /** The row's version, sent back with an edit (editVersion). */
  version: z.number(),
  name: z.string(),
  entityType: lovItem,
  country: lovItem,
  legalName: z.string().nullable(),
  financeNumber: z.string().nullable(),
  description: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  mailReceipts: z.boolean(),
  atReceiptsExempt: z.boolean(),
  countProperties: z.number(),
  /** The caller's access type name (ADMIN, MANAGER, EDITOR, READ). */
  accessType: z.string(),
  files: z.array(fileView),
});
export type EntityView = z.infer<typeof entityView>;

export const idResponse = z.object({ id: z.number() });
export type IdResponse = z.infer<typeof idResponse>;

export const entityUserView = z.object({
  id: z.number(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  accessType: z.string(),
});
export type EntityUserView = z.infer<typeof entityUserView>;

export const addEntityUserBody = z.object({
  email: email(),
  accessTypeId: requiredId(msg('validation.accessTypeRequired')),
});
export type AddEntityUserBody = z.infer<typeof addEntityUserBody>;
export type AddEntityUserForm = z.input<typeof addEntityUserBody>;

export const updateEntityUserBody = z.object({
  accessTypeId: requiredId(msg('validation.accessTypeRequired')),
});
export type UpdateEntityUserBody = z.infer<typeof updateEntityUserBody>;

/** The edit form says 'Cannot be empty' for a cleared entity type (docs/product.md#validation). */
export const entityEditBody = entityFields
  .extend({ entityTypeId: requiredId(msg('validation.cannotBeEmpty')) })
  .superRefine(checkEntityContact);
