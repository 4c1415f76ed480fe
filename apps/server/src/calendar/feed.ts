import {
  addDays,
  addYears,
  dayStart,
  dueDayOf,
  FREQUENCY_TYPE,
  type Language,
  lastDayOf,
  type RentUpdateState,
  rentUpdateProposal,
  todayInPortugal,
} from '@arrenda/core';
import ical, { type ICalCalendar } from 'ical-generator';
import { formatMoney } from '../i18n';
import { propertyName } from '../lov/property-names';
import { type MailT, mailT } from '../mail/translate';
import type { FeedContract, FeedRentChange } from './queries';

/** What the feed is made of: the user's contracts, their rent changes and update states. */
export interface FeedData {
  contracts: readonly FeedContract[];
  changes: readonly FeedRentChange[];
  updates: ReadonlyMap<number, RentUpdateState>;
}

const ALL_BUT_FEBRUARY = 'BYMONTH=1,3,4,5,6,7,8,9,10,11,12';

/**
 * The rules (RFC 5545 RRULE) of a contract's due days, each month or every N months until its end,
 * each with the UID suffix of its event. A due day past the 28th falls on the month's last day when
 * the month is shorter (docs/domain.md "Rent due day"): the 31st is every month's last day; the 29th
 * and the 30th are their day in every month but February, whose last day is a yearly rule of its
 * own (rules that calendars all read alike: BYSETPOS is not).
 */
function dueRules(contract: FeedContract): { suffix: string; rule: string; start: string }[] {
  const day = contract.rentDueDay;
  const every = `INTERVAL=${contract.frequencyValue}`;
  const until = `UNTIL=${contract.endDay.replaceAll('-', '')}`;
  const start = firstDue(contract);
  if (day === 31) return [{ suffix: '', rule: `FREQ=MONTHLY;${every};BYMONTHDAY=-1;${until}`, start }];
  // A day every month has, or every N months (whose Februaries are not told apart: left out): the day alone.
  if (day <= 28 || contract.frequencyValue > 1) {
    return [{ suffix: '', rule: `FREQ=MONTHLY;${every};BYMONTHDAY=${day};${until}`, start }];
  }
  return [
    { suffix: '', rule: `FREQ=MONTHLY;${ALL_BUT_FEBRUARY};BYMONTHDAY=${day};${until}`, start },
    {
      suffix: '-february',
      rule: `FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1;${until}`,
      start: firstFebruaryEnd(contract.startDay),
    },
  ];
}

/** The last day of the first February on or after a day. */
function firstFebruaryEnd(day: string) {
  const year = Number(day.slice(0, 4));
  const thisYear = lastDayOf(`${year}-02`);
  return thisYear >= day ? thisYear : lastDayOf(`${year + 1}-02`);
}

/** The first due day on or after the contract's start. */
function firstDue(contract: FeedContract) {
  const month = contract.startDay.slice(0, 7);
  const due = dueDayOf(month, contract.rentDueDay);
  if (due >= contract.startDay) return due;
  return dueDayOf(addDays(`${month}-28`, 7).slice(0, 7), contract.rentDueDay);
}

/**
 * Adds a contract's events (docs/domain.md "Calendar feed"), each under a UID of its own kind and
 * row that never changes, so that calendars update an event rather than add it again.
 */
function addContract(
  calendar: ICalCalendar,
  t: MailT,
  language: Language,
  data: FeedData,
  contract: FeedContract,
  appUrl: string,
) {
  const page = `${appUrl}/entities/${contract.entityId}/properties/${contract.propertyId}/contracts/${contract.id}`;
  const what = `${propertyName(language, contract.propertyName, contract.propertyType)}${
    contract.tenants ? ` (${contract.tenants})` : ''
  }`;
  const allDay = (id: string, start: string, summary: string, url: string, end?: string) =>
    calendar.createEvent({
      id: `${id}@arrenda`,
      start: dayStart(start),
      ...(end ? { end: dayStart(end) } : {}),
      allDay: true,
      summary,
      description: `${contract.entityName}\n${url}`,
      url,
    });
  allDay(`contract-end-${contract.id}`, contract.endDay, t('calendar.contractEnd', { what }), page);
  if (contract.renegotiationStart && contract.renegotiationEnd) {
    allDay(
      `renegotiation-${contract.id}`,
      contract.renegotiationStart,
      t('calendar.renegotiation', { what }),
      page,
      addDays(contract.renegotiationEnd, 1),
    );
  }
  if (contract.frequencyTypeId === FREQUENCY_TYPE.MONTH) {
    for (const { suffix, rule, start } of dueRules(contract)) {
      if (start > contract.endDay) continue;
      allDay(
        `rent-due-${contract.id}${suffix}`,
        start,
        t('calendar.rentDue', { what }),
        `${page}#rents`,
      ).repeating(rule);
    }
  }
  const history = `${page}#rent-history`;
  for (const change of data.changes.filter((row) => row.contractId === contract.id)) {
    const amount = formatMoney(language, change.amount, contract.currency);
    allDay(`rent-change-${change.id}`, change.effectiveDay, t('calendar.newRent', { amount, what }), history);
  }
  const update = data.updates.get(contract.id);
  if (update && rentUpdateProposal(update, contract.endDay, todayInPortugal())) {
    const anniversary = addYears(update.since, 1);
    const year = anniversary.slice(0, 4);
    allDay(`rent-update-${contract.id}-${year}`, anniversary, t('calendar.rentUpdate', { what }), history);
    allDay(
      `rent-update-letter-${contract.id}-${year}`,
      addDays(anniversary, -29),
      t('calendar.updateLetter', { what }),
      history,
    );
  }
}

/** The user's calendar as iCalendar text (RFC 5545), in their language. */
export function feedCalendar(data: FeedData, language: Language, appUrl: string): string {
  const t = mailT(language);
  const calendar = ical({
    name: 'Arrenda',
    prodId: { company: 'Arrenda', product: 'Arrenda', language: language.toUpperCase() },
    ttl: 3600,
  });
  for (const contract of data.contracts) addContract(calendar, t, language, data, contract, appUrl);
  return calendar.toString();
}
