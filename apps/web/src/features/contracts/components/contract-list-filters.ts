import type { ContractView } from '@arrenda/core';
import { dayOf, localDay } from './contract-dates';

/** The contract list's filters (spec section 2), in the order they are offered. */
export const CONTRACT_FILTERS = ['ACTIVE', 'EXPIRED', 'IN_DEBT'] as const;
export type ContractFilter = (typeof CONTRACT_FILTERS)[number];

export const DEFAULT_CONTRACT_FILTER: ContractFilter = 'ACTIVE';

export const isContractFilter = (value: string | null): value is ContractFilter =>
  (CONTRACT_FILTERS as readonly (string | null)[]).includes(value);

const isActive = (contract: ContractView, now: Date) => dayOf(contract.endDate) >= localDay(now);

/**
 * Spec section 4: Active means the end day is today or later (contracts still to start included);
 * Expired is every other contract, so that no contract is in both on its last day; In Debt means a
 * debt above 0.
 */
const MATCHES: Record<ContractFilter, (contract: ContractView, now: Date) => boolean> = {
  ACTIVE: isActive,
  EXPIRED: (contract, now) => !isActive(contract, now),
  IN_DEBT: (contract) => contract.debt > 0,
};

export const contractsInFilter = (
  contracts: readonly ContractView[],
  filter: ContractFilter,
  now = new Date(),
): ContractView[] => contracts.filter((contract) => MATCHES[filter](contract, now));
