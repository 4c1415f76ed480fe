import type { ConfirmationStatus } from '@arrenda/core';

/** Which confirmations a list shows: by status, and of one contract or of the whole entity. */
export interface ConfirmationFilter {
  status?: ConfirmationStatus;
  contractId?: number;
}

/**
 * Query keys of the landlord's payment confirmations, under the entity's ['entities', entityId]:
 * a payment or rent change of the entity (which invalidates it) reaches them too.
 */
export const confirmationKeys = {
  all: (entityId: number) => ['entities', entityId, 'paymentConfirmations'] as const,
  list: (entityId: number, filter: ConfirmationFilter) =>
    ['entities', entityId, 'paymentConfirmations', filter] as const,
};

/** The API's confirmations of an entity, and one of them. */
export const confirmationsPath = (entityId: number) => `/entities/${entityId}/paymentConfirmations`;
export const confirmationPath = (entityId: number, confirmationId: number) =>
  `${confirmationsPath(entityId)}/${confirmationId}`;
