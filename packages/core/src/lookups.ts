/** Lookup ids fixed by docs/product.md and docs/domain.md; the database seeds the same ids. */

export const ENTITY_TYPE = { PERSONAL: 1, COMPANY: 2 } as const;

export const PROPERTY_TYPE = {
  HOUSE: 1,
  BUILDING: 2,
  APARTMENT: 3,
  BEDROOM: 4,
  GARAGE: 5,
  WAREHOUSE: 6,
  LAND: 7,
  OTHER: 8,
} as const;

export const FREQUENCY_TYPE = { DAY: 1, WEEK: 2, MONTH: 3, YEAR: 4 } as const;

export const ACCESS_TYPE = { ADMIN: 1, MANAGER: 2, EDITOR: 3, READ: 4 } as const;
export type AccessTypeName = keyof typeof ACCESS_TYPE;

export type Right = 'view' | 'create' | 'edit' | 'delete' | 'admin';

/** docs/domain.md's access table: which access type holds which right. */
export const RIGHTS: Record<AccessTypeName, readonly Right[]> = {
  ADMIN: ['view', 'create', 'edit', 'delete', 'admin'],
  MANAGER: ['view', 'create', 'edit', 'delete'],
  EDITOR: ['view', 'create', 'edit'],
  READ: ['view'],
};

export function hasRight(accessType: string | null | undefined, right: Right): boolean {
  if (!accessType || !(accessType in RIGHTS)) return false;
  return RIGHTS[accessType as AccessTypeName].includes(right);
}
