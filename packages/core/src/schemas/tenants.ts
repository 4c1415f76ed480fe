import { z } from 'zod';
import { msg } from '../messages';
import { addressView } from './addresses';
import { checkContact, isForeignFiscalNumber } from './contact-fields';
import { fileView } from './entities';
import { editVersion, email, id, optionalText, requiredText } from './fields';
import { lovItem } from './lov';
import { idsQuery, pageQuery } from './paging';

/** An optional e-mail: blank means none, otherwise a valid address of at most `max` characters. */
const optionalEmail = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    email(max).nullable().optional(),
  );

/**
 * POST and PUT /entities/{id}/tenants[/{tenantId}] (docs/product.md#records-and-fields and #validation). A tenant is Portuguese
 * unless the fiscal number carries another country's prefix (docs/domain.md "Contact details").
 */
export const tenantBody = z
  .object({
    version: editVersion,
    name: requiredText(60, msg('validation.nameRequired')),
    email: optionalEmail(60),
    phone: optionalText(20),
    fiscalNumber: optionalText(50),
    note: optionalText(255),
    /** Used only on receipts; the property's address when empty (docs/product.md#records-and-fields). */
    address: optionalText(250),
    postalCode: optionalText(30),
  })
  .superRefine((body, ctx) =>
    checkContact(body, ctx, {
      portuguese: !isForeignFiscalNumber(body.fiscalNumber),
      fiscalField: 'fiscalNumber',
    }),
  );
export type TenantBody = z.infer<typeof tenantBody>;
export type TenantForm = z.input<typeof tenantBody>;

/** GET /entities/{id}/tenants[/{tenantId}]: the list row and what the edit form loads. */
export const tenantView = z.object({
  id: z.number(),
  /** The row's version, sent back with an edit (editVersion). */
  version: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  fiscalNumber: z.string().nullable(),
  note: z.string().nullable(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  /** Current contracts the tenant is on (ACTIVE_TENANTS when > 0). */
  numActiveContracts: z.number(),
  /** Every contract the tenant is on: none yet means a new tenant, neither current nor past. */
  numContracts: z.number(),
  /** Contracts of the tenant already ended: all of them (and at least one) makes a past tenant. */
  numEndedContracts: z.number(),
});
export type TenantView = z.infer<typeof tenantView>;

/** One contract of a tenant's history (newest first). */
export const tenantContractItem = z.object({
  id: z.number(),
  propertyId: z.number(),
  property: z.object({
    id: z.number(),
    name: z.string().nullable(),
    propertyType: lovItem,
    address: addressView.nullable(),
  }),
  startDate: z.string(),
  endDate: z.string(),
  amount: z.number(),
  currency: z.string(),
  /** Whether the contract runs today (startDate <= now <= endDate). */
  current: z.boolean(),
});
export type TenantContractItem = z.infer<typeof tenantContractItem>;

/** GET /entities/{id}/tenants/{tenantId}/overview: the tenant page. */
export const tenantOverview = tenantView.extend({
  contracts: z.array(tenantContractItem),
  files: z.array(fileView),
});
export type TenantOverview = z.infer<typeof tenantOverview>;

/**
 * The tenant list's views (docs/product.md#states-and-transitions, widened): current and new tenants, or past ones, whose
 * contracts all ended.
 */
export const TENANT_LIST_VIEWS = ['ACTIVE_TENANTS', 'OLD_TENANTS'] as const;
export type TenantListView = (typeof TENANT_LIST_VIEWS)[number];

export const TENANT_SORTS = ['name', 'fiscalNumber'] as const;
export type TenantSort = (typeof TENANT_SORTS)[number];

/**
 * GET /entities/{id}/tenants: all (or a contract's), or a page with any paging key, a view or `ids`
 * (the tenants a form holds, to label them).
 */
export const tenantListQuery = pageQuery.extend({
  contractId: id.optional(),
  ids: idsQuery.optional(),
  view: z.enum(TENANT_LIST_VIEWS).optional(),
  sort: z.enum(TENANT_SORTS).optional(),
});
export type TenantListQuery = z.infer<typeof tenantListQuery>;
