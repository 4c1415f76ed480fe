import {
  CONTRACT_START_HOUR,
  type ContractRentBody,
  type ContractRentView,
  coefficientOf,
  coefficientValue,
  earliestUpdateDay,
  type RentHistoryView,
  type RentUpdateBody,
  rentUpdateProposal,
  storedDay,
  todayInPortugal,
  updatedAmount,
} from '@arrenda/core';
import type { AppContext } from '../context';
import { applyRentsInForce } from '../contracts/rent-history-queries';
import { atHour } from '../contracts/values';
import type { Reader, Tx } from '../db/client';
import { amountOf, amountOrNull, moneyText, moneyTextOrNull } from '../db/money';
import { badRequest, conflict, notFound } from '../errors';
import type { EntityAccess } from '../plugins/access';
import { lockContract } from '../rents/generation-queries';
import { storeLetter } from './letter';
import {
  contractDaysOf,
  deleteHistoryRow,
  dismissedYears,
  dismissYear,
  type HistoryRow,
  historyOf,
  insertHistoryRow,
  paidRentDueIn,
  updateHistoryRow,
} from './queries';

/** A contract under its property, in the caller's entity. */
export interface ContractPath {
  propertyId: number;
  contractId: number;
}

const toView = (row: HistoryRow): ContractRentView => {
  const amount = amountOf(row.amount);
  const coefficient = row.coefficientYear === null ? undefined : coefficientOf(row.coefficientYear);
  return {
    id: row.id,
    effectiveDate: row.effectiveDay,
    amount,
    taxableAmount: amountOrNull(row.taxableAmount) ?? amount,
    reason: row.reason,
    coefficient: row.coefficient === null ? null : row.coefficient / 10_000,
    coefficientYear: row.coefficientYear,
    aviso: coefficient?.aviso ?? null,
    note: row.note,
    letterFileId: row.letterFileId,
    locked: row.locked,
    version: row.version,
  };
};

/** The years a contract no longer proposes an update for: those updated, and those dismissed. */
const closedYears = (history: readonly HistoryRow[], dismissed: readonly number[]) => [
  ...dismissed,
  ...history.flatMap((row) =>
    row.reason === 'UPDATE' && row.coefficientYear !== null ? [row.coefficientYear] : [],
  ),
];

/** The row the next update starts from: the latest of the history (START at least). */
function latestOf(history: readonly HistoryRow[]): HistoryRow {
  const latest = history.at(-1);
  if (!latest) throw new Error('a contract without its START rent');
  return latest;
}

/** The contract's history, oldest first, and the years whose update was dismissed. */
async function historyAndDismissed(db: Reader, entityId: number, contractId: number) {
  const [history, dismissed] = await Promise.all([
    historyOf(db, entityId, contractId),
    dismissedYears(db, entityId, contractId),
  ]);
  return { history, dismissed };
}

/** The contract's days, history and dismissed years; 404 when the path does not lead to it. */
async function historyWithDays(db: Reader, entityId: number, path: ContractPath) {
  const days = await contractDaysOf(db, entityId, path.propertyId, path.contractId);
  if (!days) throw notFound('server.contractNotFound');
  return { days, ...(await historyAndDismissed(db, entityId, path.contractId)) };
}

/** GET .../contracts/{contractId}/rent-history: the history, newest first, and today's proposal. */
export async function readHistory(
  ctx: AppContext,
  access: EntityAccess,
  path: ContractPath,
): Promise<RentHistoryView> {
  const { days, history, dismissed } = await historyWithDays(ctx.db, access.entityId, path);
  const latest = latestOf(history);
  const today = todayInPortugal();
  const proposal = rentUpdateProposal(
    {
      amount: amountOf(latest.amount),
      since: latest.effectiveDay,
      closedYears: closedYears(history, dismissed),
    },
    days.endDay,
    today,
  );
  return {
    items: history.map(toView).reverse(),
    proposal: proposal
      ? {
          currentAmount: proposal.currentAmount,
          coefficient: coefficientValue(proposal.coefficient),
          coefficientYear: proposal.coefficient.year,
          aviso: proposal.coefficient.aviso,
          newAmount: proposal.newAmount,
          effectiveDate: proposal.effectiveDay,
          letterDate: today,
        }
      : null,
    dismissedYears: dismissed,
  };
}

/** The stored instant of a history day (10:00 UTC, as a contract's start). */
const historyInstant = (day: string) => atHour(day, CONTRACT_START_HOUR);

/**
 * Locks the contract (its rent writes wait) and reads its history; 404 when the path does not lead
 * to it.
 */
async function lockedHistory(tx: Tx, entityId: number, path: ContractPath) {
  const locked = await lockContract(tx, { entityId, ...path });
  if (!locked) throw notFound('server.contractNotFound');
  const days = { startDay: storedDay(locked.startDate), endDay: storedDay(locked.endDate) };
  return { days, ...(await historyAndDismissed(tx, entityId, path.contractId)) };
}

/** 409 when a paid rent falls due from `from` to the history's next day after `after` (none: no end). */
async function refusePaidPeriods(
  tx: Tx,
  entityId: number,
  contractId: number,
  history: readonly HistoryRow[],
  from: string,
  after: string,
) {
  const next = history.find((row) => row.effectiveDay > after);
  const until = next ? historyInstant(next.effectiveDay) : null;
  if (await paidRentDueIn(tx, entityId, contractId, historyInstant(from), until)) {
    throw conflict('server.rentHistoryPaid');
  }
}

/** The taxable amount an update keeps: none when the rent was all taxable, else scaled alike, at most the rent. */
function updatedTaxable(
  latest: HistoryRow,
  amount: number,
  coefficient: NonNullable<ReturnType<typeof coefficientOf>>,
) {
  const taxable = amountOrNull(latest.taxableAmount);
  if (taxable === null || taxable === amountOf(latest.amount)) return null;
  return Math.min(updatedAmount(taxable, coefficient), amount);
}

/**
 * POST .../contracts/{contractId}/rent-update: issues the statutory update (docs/domain.md "Rent
 * updates"): checks it against the law's rules, writes its Portuguese letter as a file of the
 * contract, and adds it to the history with that file, the contract's amount following when it
 * already applies.
 */
export async function issueUpdate(
  ctx: AppContext,
  access: EntityAccess,
  path: ContractPath,
  body: RentUpdateBody,
) {
  const { entityId } = access;
  // Checked before the letter is made (a refused update makes none), and again under the lock.
  const { days, history, dismissed } = await historyWithDays(ctx.db, entityId, path);
  const checked = { days, ...checkUpdate(history, dismissed, days.endDay, body) };
  const letter = await storeLetter(ctx, access, path, { ...checked, body });
  try {
    return await ctx.db.transaction(async (tx) => {
      // Another update may have come in while the letter was made.
      const locked = await lockedHistory(tx, entityId, path);
      const { coefficient, latest } = checkUpdate(locked.history, locked.dismissed, locked.days.endDay, body);
      await refusePaidPeriods(
        tx,
        entityId,
        path.contractId,
        locked.history,
        body.effectiveDate,
        body.effectiveDate,
      );
      const fileId = await letter.record(tx);
      const id = await insertHistoryRow(tx, {
        entityId,
        contractId: path.contractId,
        effectiveDate: historyInstant(body.effectiveDate),
        amount: moneyText(body.amount),
        taxableAmount: moneyTextOrNull(updatedTaxable(latest, body.amount, coefficient)),
        reason: 'UPDATE',
        coefficient: coefficient.tenThousandths,
        coefficientYear: coefficient.year,
        note: body.note ?? null,
        letterFileId: fileId,
      });
      await applyRentsInForce(tx, todayInPortugal(), path.contractId);
      return { id, letterFileId: fileId };
    });
  } catch (error) {
    await letter.discard();
    throw error;
  }
}

/** The update's checks (docs/domain.md "Rent updates"): the coefficient, the days, the year, the amount. */
function checkUpdate(
  history: readonly HistoryRow[],
  dismissed: readonly number[],
  endDay: string,
  body: RentUpdateBody,
) {
  const latest = latestOf(history);
  const year = Number(body.effectiveDate.slice(0, 4));
  const coefficient = coefficientOf(year);
  if (!coefficient) {
    throw badRequest('server.badRequest', {
      fieldErrors: { effectiveDate: 'server.rentUpdateNoCoefficient' },
    });
  }
  if (closedYears(history, dismissed).includes(year)) throw conflict('server.rentUpdateYearClosed');
  if (body.effectiveDate < earliestUpdateDay(latest.effectiveDay, body.letterDate)) {
    throw badRequest('server.badRequest', { fieldErrors: { effectiveDate: 'server.rentUpdateTooEarly' } });
  }
  if (body.effectiveDate > endDay) {
    throw badRequest('server.badRequest', { fieldErrors: { effectiveDate: 'server.rentUpdateAfterEnd' } });
  }
  const coefficientAmount = updatedAmount(amountOf(latest.amount), coefficient);
  if (!body.ownClause && body.amount > coefficientAmount) {
    throw badRequest('server.badRequest', { fieldErrors: { amount: 'server.rentUpdateAboveCoefficient' } });
  }
  return { coefficient, latest, coefficientAmount };
}

/** POST .../rent-update/dismissals: the contract gets no update in that year. */
export async function dismiss(ctx: AppContext, access: EntityAccess, path: ContractPath, year: number) {
  const days = await contractDaysOf(ctx.db, access.entityId, path.propertyId, path.contractId);
  if (!days) throw notFound('server.contractNotFound');
  await dismissYear(ctx.db, access.entityId, path.contractId, year);
}

/**
 * 409 when a renegotiated rent's day is another row's (`others`, the history without the row being
 * changed) or comes before the first terms (the contract itself is edited then).
 */
function checkRenegotiationDay(others: readonly HistoryRow[], first: HistoryRow | undefined, day: string) {
  if (others.some((row) => row.effectiveDay === day)) throw conflict('server.rentHistoryDayTaken');
  if (first && day < first.effectiveDay) throw conflict('server.rentHistoryStart');
}

/** POST .../rent-history: a renegotiated rent from a day on. */
export async function addRenegotiation(
  ctx: AppContext,
  access: EntityAccess,
  path: ContractPath,
  body: ContractRentBody,
) {
  const { entityId } = access;
  return ctx.db.transaction(async (tx) => {
    const { history } = await lockedHistory(tx, entityId, path);
    checkRenegotiationDay(history, history[0], body.effectiveDate);
    await refusePaidPeriods(tx, entityId, path.contractId, history, body.effectiveDate, body.effectiveDate);
    const id = await insertHistoryRow(tx, {
      entityId,
      contractId: path.contractId,
      effectiveDate: historyInstant(body.effectiveDate),
      amount: moneyText(body.amount),
      taxableAmount: moneyTextOrNull(body.taxableAmount),
      reason: 'RENEGOTIATION',
      note: body.note ?? null,
    });
    await applyRentsInForce(tx, todayInPortugal(), path.contractId);
    return { id };
  });
}

/** The row of the history a change names; 404 when it is not the contract's. */
function rowOf(history: readonly HistoryRow[], rowId: number) {
  const row = history.find((candidate) => candidate.id === rowId);
  if (!row) throw notFound('server.rentHistoryNotFound');
  return row;
}

/**
 * PUT .../rent-history/{rowId}: changes a renegotiated rent (its day, amounts, note). The first
 * terms change with the contract, and an update's letter stays as it was sent (409 for both).
 */
export async function editRow(
  ctx: AppContext,
  access: EntityAccess,
  path: ContractPath,
  rowId: number,
  body: ContractRentBody,
) {
  const { entityId } = access;
  await ctx.db.transaction(async (tx) => {
    const { history } = await lockedHistory(tx, entityId, path);
    const row = rowOf(history, rowId);
    if (row.reason !== 'RENEGOTIATION') throw conflict('server.rentHistoryStart');
    const others = history.filter((candidate) => candidate.id !== rowId);
    checkRenegotiationDay(others, history[0], body.effectiveDate);
    // The days it re-prices: from the earlier of its old and new day to the next row after the later.
    const [from, after] =
      row.effectiveDay < body.effectiveDate
        ? [row.effectiveDay, body.effectiveDate]
        : [body.effectiveDate, row.effectiveDay];
    await refusePaidPeriods(tx, entityId, path.contractId, others, from, after);
    const updated = await updateHistoryRow(
      tx,
      entityId,
      rowId,
      {
        effectiveDate: historyInstant(body.effectiveDate),
        amount: moneyText(body.amount),
        taxableAmount: moneyTextOrNull(body.taxableAmount),
        note: body.note ?? null,
      },
      body.version,
    );
    if (!updated) throw conflict('server.staleEdit', { stale: true });
    await applyRentsInForce(tx, todayInPortugal(), path.contractId);
  });
  return readHistory(ctx, access, path);
}

/** DELETE .../rent-history/{rowId}: an update or renegotiation no paid rent was charged at. */
export async function deleteRow(ctx: AppContext, access: EntityAccess, path: ContractPath, rowId: number) {
  const { entityId } = access;
  await ctx.db.transaction(async (tx) => {
    const { history } = await lockedHistory(tx, entityId, path);
    const row = rowOf(history, rowId);
    if (row.reason === 'START') throw conflict('server.rentHistoryStart');
    if (row.locked) throw conflict('server.rentHistoryPaid');
    await deleteHistoryRow(tx, entityId, rowId);
    await applyRentsInForce(tx, todayInPortugal(), path.contractId);
  });
}
