import type { ContractView, Language } from '@arrenda/core';
import { formatMoney, LOCALES } from '../i18n';
import { propertyName } from '../lov/property-names';
import { type MailContext, type MailLine, renderMail } from '../mail/layout';
import { type MailT, mailT } from '../mail/translate';
import type { MailMessage } from '../plugins/mail';
import type { ReminderEvent } from './events';
import type { UnpaidRent } from './queries';

/** One event of a digest, with what the mail shows of its entity, contract and rent. */
export interface DigestItem {
  entityId: number;
  entityName: string;
  event: ReminderEvent;
  contract: ContractView;
  /** The rent of a RENT_OVERDUE event. */
  rent: UnpaidRent | null;
}

/** Days and months in UTC, the calendar days contracts and rents are stored on. */
const formatDay = (language: Language, instant: string | Date) =>
  new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(instant),
  );
const formatMonth = (language: Language, instant: Date) =>
  new Intl.DateTimeFormat(LOCALES[language], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    instant,
  );
function eventText(t: MailT, language: Language, { event, contract, rent }: DigestItem): string {
  const date = formatDay(language, `${event.day}T12:00:00.000Z`);
  switch (event.code) {
    case 'CONTRACT_ENDING_60':
    case 'CONTRACT_ENDING_30': {
      const key = event.days === 0 ? 'endingToday' : event.days === 1 ? 'endingTomorrow' : 'endingIn';
      return t(`reminders.${key}`, { date, days: event.days });
    }
    case 'RENEGOTIATION_OPEN':
      return t('reminders.renegotiation', {
        deadline: formatDay(language, contract.endDateRenegotiationPeriod ?? contract.endDate),
      });
    case 'RENT_UPDATE_AVAILABLE':
      return t('reminders.rentUpdate', { date });
    case 'AT_RECEIPT_MISSING':
      return t('reminders.atReceiptMissing', { date });
    case 'RENT_OVERDUE_1':
    case 'RENT_OVERDUE_15': {
      if (!rent) throw new Error(`rent event ${event.key} without its rent`);
      const values = {
        month: formatMonth(language, rent.paymentPeriodDate),
        due: date,
        days: event.days,
        amount: formatMoney(language, rent.amountToPay, rent.currency.trim()),
      };
      return t(event.code === 'RENT_OVERDUE_1' ? 'reminders.overdue' : 'reminders.stillOverdue', values);
    }
  }
}

/** The contract page, at its rents for a rent event; the month's e-receipt trail for a missing e-receipt. */
export function contractUrl(appUrl: string, { entityId, contract, rent, event }: DigestItem) {
  if (event.code === 'AT_RECEIPT_MISSING') {
    return `${appUrl}/entities/${entityId}/taxYear?tab=atReceipts&month=${event.day.slice(0, 7)}`;
  }
  return `${appUrl}/entities/${entityId}/properties/${contract.propertyId}/contracts/${contract.id}${rent ? '#rents' : ''}`;
}

/** "T1 Ouro (Ana Silva, Rui Costa)": the property's name, else its type, and the tenants. */
function subjectOf(language: Language, contract: ContractView) {
  const { name, propertyType } = contract.property;
  const property = propertyName(language, name, propertyType.name);
  const tenants = contract.tenants.map((tenant) => tenant.name).join(', ');
  return tenants ? `${property} (${tenants})` : property;
}

/**
 * One mail with all of a user's new events, grouped by entity in the order given, each with its
 * day, property, tenants and a link to its contract; links to all reminders and to the profile,
 * where reminders are turned off. In the user's language.
 */
export function reminderDigestMail(
  to: string,
  firstName: string | null,
  items: readonly DigestItem[],
  ctx: MailContext,
): MailMessage {
  const t = mailT(ctx.language);
  const lines: MailLine[] = [
    firstName ? t('reminders.greetingName', { name: firstName }) : t('reminders.greeting'),
    t('reminders.intro'),
  ];
  let entityId: number | null = null;
  for (const item of items) {
    if (item.entityId !== entityId) {
      entityId = item.entityId;
      lines.push(t('reminders.entity', { name: item.entityName }));
    }
    lines.push(`${subjectOf(ctx.language, item.contract)}: ${eventText(t, ctx.language, item)}`);
    lines.push({
      label: t(
        item.event.code === 'AT_RECEIPT_MISSING'
          ? 'reminders.openAtReceipts'
          : item.rent
            ? 'reminders.openRents'
            : 'reminders.openContract',
      ),
      url: contractUrl(ctx.appUrl, item),
    });
  }
  lines.push(t('reminders.why'), { label: t('reminders.settings'), url: `${ctx.appUrl}/profile` });
  return renderMail(to, ctx, {
    subject: t('reminders.subject', { count: items.length }),
    lines,
    action: { label: t('reminders.all'), url: `${ctx.appUrl}/reminders` },
  });
}
