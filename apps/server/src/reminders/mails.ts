import type { ContractView, Language } from '@arrenda/core';
import { type MailContext, type MailLine, render } from '../auth/mails';
import { formatMoney, LOCALES } from '../i18n';
import { propertyName } from '../lov/property-names';
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

/** The words of a digest in one language; days and amounts come formatted. */
interface Words {
  subject: (count: number) => string;
  greeting: (name: string | null) => string;
  intro: string;
  entity: (name: string) => string;
  ending: (date: string, days: number) => string;
  renegotiation: (deadline: string) => string;
  overdue: (month: string, due: string, amount: string) => string;
  stillOverdue: (month: string, due: string, days: number, amount: string) => string;
  openContract: string;
  openRents: string;
  why: string;
  settings: string;
  all: string;
}

const WORDS: Record<Language, Words> = {
  en: {
    subject: (count) => `Arrenda: ${count} ${count === 1 ? 'reminder' : 'reminders'}`,
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    intro: 'These contracts and rents need your attention:',
    entity: (name) => `Entity: ${name}`,
    ending: (date, days) =>
      days === 0
        ? `The contract ends today, ${date}.`
        : days === 1
          ? `The contract ends tomorrow, ${date}.`
          : `The contract ends on ${date}, in ${days} days.`,
    renegotiation: (deadline) => `The renegotiation period is open until ${deadline}.`,
    overdue: (month, due, amount) => `The rent of ${month} is overdue since ${due}: ${amount} to pay.`,
    stillOverdue: (month, due, days, amount) =>
      `The rent of ${month} is still unpaid ${days} days after its due date, ${due}: ${amount} to pay.`,
    openContract: 'Open the contract',
    openRents: 'Open the rents',
    why: 'You get these reminders because you can edit these entities. You can turn them off in your profile.',
    settings: 'Reminder settings',
    all: 'See all reminders',
  },
  pt: {
    subject: (count) => `Arrenda: ${count} ${count === 1 ? 'lembrete' : 'lembretes'}`,
    greeting: (name) => (name ? `Olá ${name},` : 'Olá,'),
    intro: 'Estes contratos e rendas precisam da sua atenção:',
    entity: (name) => `Entidade: ${name}`,
    ending: (date, days) =>
      days === 0
        ? `O contrato termina hoje, ${date}.`
        : days === 1
          ? `O contrato termina amanhã, ${date}.`
          : `O contrato termina a ${date}, daqui a ${days} dias.`,
    renegotiation: (deadline) => `O período de renegociação está aberto até ${deadline}.`,
    overdue: (month, due, amount) => `A renda de ${month} está em atraso desde ${due}: ${amount} por pagar.`,
    stillOverdue: (month, due, days, amount) =>
      `A renda de ${month} continua por pagar ${days} dias depois do vencimento, ${due}: ${amount} por pagar.`,
    openContract: 'Abrir o contrato',
    openRents: 'Abrir as rendas',
    why: 'Recebe estes lembretes porque pode editar estas entidades. Pode desativá-los no seu perfil.',
    settings: 'Definições dos lembretes',
    all: 'Ver todos os lembretes',
  },
};

/** Days and months in UTC, the calendar days contracts and rents are stored on. */
const formatDay = (language: Language, instant: string | Date) =>
  new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(instant),
  );
const formatMonth = (language: Language, instant: Date) =>
  new Intl.DateTimeFormat(LOCALES[language], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    instant,
  );
function eventText(words: Words, language: Language, { event, contract, rent }: DigestItem): string {
  const day = formatDay(language, `${event.day}T12:00:00.000Z`);
  switch (event.code) {
    case 'CONTRACT_ENDING_60':
    case 'CONTRACT_ENDING_30':
      return words.ending(day, event.days);
    case 'RENEGOTIATION_OPEN':
      return words.renegotiation(
        formatDay(language, contract.endDateRenegotiationPeriod ?? contract.endDate),
      );
    case 'RENT_OVERDUE_1':
    case 'RENT_OVERDUE_15': {
      if (!rent) throw new Error(`rent event ${event.key} without its rent`);
      const month = formatMonth(language, rent.paymentPeriodDate);
      const amount = formatMoney(language, rent.amountToPay, rent.currency.trim());
      return event.code === 'RENT_OVERDUE_1'
        ? words.overdue(month, day, amount)
        : words.stillOverdue(month, day, event.days, amount);
    }
  }
}

/** The contract page, at its rents for a rent event. */
export const contractUrl = (appUrl: string, { entityId, contract, rent }: DigestItem) =>
  `${appUrl}/entities/${entityId}/properties/${contract.propertyId}/contracts/${contract.id}${rent ? '#rents' : ''}`;

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
  const words = WORDS[ctx.language];
  const lines: MailLine[] = [words.greeting(firstName), words.intro];
  let entityId: number | null = null;
  for (const item of items) {
    if (item.entityId !== entityId) {
      entityId = item.entityId;
      lines.push(words.entity(item.entityName));
    }
    lines.push(`${subjectOf(ctx.language, item.contract)}: ${eventText(words, ctx.language, item)}`);
    lines.push({
      label: item.rent ? words.openRents : words.openContract,
      url: contractUrl(ctx.appUrl, item),
    });
  }
  lines.push(words.why, { label: words.settings, url: `${ctx.appUrl}/profile` });
  return render(to, ctx, {
    subject: words.subject(items.length),
    lines,
    action: { label: words.all, url: `${ctx.appUrl}/reminders` },
  });
}
