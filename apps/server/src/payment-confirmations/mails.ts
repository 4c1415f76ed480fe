import { formatMoney, LOCALES } from '../i18n';
import { type MailContext, renderMail } from '../mail/layout';
import { mailLines, mailT } from '../mail/translate';
import type { MailMessage } from '../plugins/mail';

/** "janeiro de 2026" / "January 2026": a rent's period, stored mid-month in UTC. */
const period = (ctx: MailContext, date: Date) =>
  new Intl.DateTimeFormat(LOCALES[ctx.language], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    date,
  );

/** "30/01/2026": payment days are stored at noon UTC. */
const day = (ctx: MailContext, date: Date) =>
  new Intl.DateTimeFormat(LOCALES[ctx.language], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);

/** What a mail says about a confirmation: who, which rent, how much and when. */
export interface ConfirmationFacts {
  entityId: number;
  landlordName: string;
  tenantName: string;
  /** The property's name and address, as far as it has them. */
  place: string;
  paymentPeriodDate: Date;
  /** Decimal text, as stored ("750.00"). */
  amount: string;
  currencyCode: string;
  paymentDate: Date;
  note: string | null;
}

/** The facts as the mail texts name them, formatted in the mail's language. */
const factValues = (ctx: MailContext, facts: ConfirmationFacts) => ({
  landlordName: facts.landlordName,
  tenantName: facts.tenantName,
  place: facts.place,
  amount: formatMoney(ctx.language, facts.amount, facts.currencyCode),
  month: period(ctx, facts.paymentPeriodDate),
  paid: day(ctx, facts.paymentDate),
});

/** To the entity's users who may accept it. */
export function confirmationReceivedMail(
  to: string,
  ctx: MailContext,
  facts: ConfirmationFacts,
): MailMessage {
  const t = mailT(ctx.language);
  const values = factValues(ctx, facts);
  return renderMail(to, ctx, {
    subject: t('confirmationReceived.subject', values),
    lines: [
      t('confirmationReceived.paid', values),
      ...(facts.note ? [t('confirmationReceived.note', { note: facts.note })] : []),
      t('confirmationReceived.next'),
    ],
    action: { label: t('confirmationReceived.action'), url: `${ctx.appUrl}/entities/${facts.entityId}` },
  });
}

/** To the tenant's account once the landlord accepted its confirmation. */
export function confirmationAcceptedMail(
  to: string,
  ctx: MailContext,
  facts: ConfirmationFacts,
): MailMessage {
  const t = mailT(ctx.language);
  return renderMail(to, ctx, {
    subject: t('confirmationAccepted.subject'),
    lines: mailLines(t, 'confirmationAccepted.lines', factValues(ctx, facts)),
    action: { label: t('confirmationAccepted.action'), url: `${ctx.appUrl}/portal` },
  });
}

/** To the tenant's account, with the landlord's reason. */
export function confirmationRejectedMail(
  to: string,
  ctx: MailContext,
  facts: ConfirmationFacts & { reason: string },
): MailMessage {
  const t = mailT(ctx.language);
  return renderMail(to, ctx, {
    subject: t('confirmationRejected.subject'),
    lines: mailLines(t, 'confirmationRejected.lines', { ...factValues(ctx, facts), reason: facts.reason }),
    action: { label: t('confirmationRejected.action'), url: `${ctx.appUrl}/portal` },
  });
}
