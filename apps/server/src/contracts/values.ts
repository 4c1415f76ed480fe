import { CONTRACT_END_HOUR, CONTRACT_START_HOUR, type ContractBody } from '@arrenda/core';
import { moneyText, moneyTextOrNull } from '../db/money';

/** A chosen day at its stored hour (docs/product.md#states-and-transitions: starts at 10:00, ends at 16:00), in UTC. */
export const atHour = (day: string, hour: number) =>
  new Date(`${day}T${String(hour).padStart(2, '0')}:00:00.000Z`);
const optionalAt = (day: string | null | undefined, hour: number) => (day ? atHour(day, hour) : null);

/** The contract row's columns from the payload. */
export const contractValues = (body: ContractBody) => ({
  currencyId: body.currencyId,
  frequencyTypeId: body.frequencyTypeId,
  frequencyValue: body.frequencyValue,
  amount: moneyText(body.amount),
  extraAmount: moneyTextOrNull(body.extraAmount),
  // A description only describes an extra amount.
  extraAmountDescription: body.extraAmount == null ? null : (body.extraAmountDescription ?? null),
  taxableAmount: moneyTextOrNull(body.taxableAmount),
  taxRetention: body.taxRetention,
  taxRetentionPercentage: moneyTextOrNull(body.taxRetentionPercentage),
  // Left out of an edit, the contract keeps its setting; a new one defaults to none (the column's default).
  ...(body.automaticRents === undefined ? {} : { automaticRents: body.automaticRents }),
  // Likewise the due day; a new contract's rents fall due on day 1 (the column's default).
  ...(body.rentDueDay === undefined ? {} : { rentDueDay: body.rentDueDay }),
  // And its number at the Tax Authority.
  ...(body.atContractNumber === undefined ? {} : { atContractNumber: body.atContractNumber }),
  guarantee: moneyTextOrNull(body.guarantee),
  startDate: atHour(body.startDate, CONTRACT_START_HOUR),
  endDate: atHour(body.endDate, CONTRACT_END_HOUR),
  startDateRenegotiationPeriod: optionalAt(body.startDateRenegotiationPeriod, CONTRACT_START_HOUR),
  endDateRenegotiationPeriod: optionalAt(body.endDateRenegotiationPeriod, CONTRACT_END_HOUR),
});
