import type { Language } from '@arrenda/core';
import { type MailContext, render } from '../auth/mails';
import type { MailMessage } from '../plugins/mail';

const locale = (language: Language) => (language === 'pt' ? 'pt-PT' : 'en-GB');

/** "750,00 €" / "€750.00". */
const money = (language: Language, amount: number, currencyCode: string) =>
  new Intl.NumberFormat(locale(language), { style: 'currency', currency: currencyCode }).format(amount);

/** "janeiro de 2026" / "January 2026": a rent's period, stored mid-month in UTC. */
const period = (language: Language, date: Date) =>
  new Intl.DateTimeFormat(locale(language), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);

/** "30/01/2026": payment days are stored at noon UTC. */
const day = (language: Language, date: Date) =>
  new Intl.DateTimeFormat(locale(language), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);

export function invitationMail(
  to: string,
  ctx: MailContext,
  { landlordName, tenantName, token }: { landlordName: string; tenantName: string; token: string },
): MailMessage {
  const url = `${ctx.appUrl}/tenantInvitation?${new URLSearchParams({ email: to, token }).toString()}`;
  return render(
    to,
    ctx,
    ctx.language === 'pt'
      ? {
          subject: `Arrenda: ${landlordName} convida-o para o portal do inquilino`,
          lines: [
            `Olá ${tenantName},`,
            `${landlordName} convida-o para o portal do inquilino do Arrenda, onde pode consultar os seus contratos, rendas e recibos e avisar o senhorio dos pagamentos que faz.`,
            'Abra a ligação abaixo para aceitar. Se ainda não tem conta no Arrenda, vai escolher uma palavra-passe. A ligação é válida durante 7 dias.',
          ],
          action: { label: 'Aceitar o convite', url },
        }
      : {
          subject: `Arrenda: ${landlordName} invites you to the tenant portal`,
          lines: [
            `Hello ${tenantName},`,
            `${landlordName} invites you to the Arrenda tenant portal, where you can see your contracts, rents and receipts and tell your landlord about the payments you make.`,
            'Open the link below to accept. If you have no Arrenda account yet, you will choose a password. The link is valid for 7 days.',
          ],
          action: { label: 'Accept invitation', url },
        },
  );
}

/** What a mail says about a confirmation: who, which rent, how much and when. */
export interface ConfirmationFacts {
  entityId: number;
  landlordName: string;
  tenantName: string;
  /** The property's name and address, as far as it has them. */
  place: string;
  paymentPeriodDate: Date;
  amount: number;
  currencyCode: string;
  paymentDate: Date;
  note: string | null;
}

/** To the entity's users who may accept it. */
export function confirmationReceivedMail(
  to: string,
  ctx: MailContext,
  facts: ConfirmationFacts,
): MailMessage {
  const { language } = ctx;
  const amount = money(language, facts.amount, facts.currencyCode);
  const month = period(language, facts.paymentPeriodDate);
  const paid = day(language, facts.paymentDate);
  const url = `${ctx.appUrl}/entities/${facts.entityId}`;
  return render(
    to,
    ctx,
    language === 'pt'
      ? {
          subject: `Arrenda: ${facts.tenantName} confirmou um pagamento`,
          lines: [
            `${facts.tenantName} indica que pagou ${amount} em ${paid}, da renda de ${month} (${facts.place}).`,
            ...(facts.note ? [`Nota: ${facts.note}`] : []),
            'Abra a visão geral da entidade para o aceitar (o pagamento é registado na renda) ou rejeitar.',
          ],
          action: { label: 'Rever o pagamento', url },
        }
      : {
          subject: `Arrenda: ${facts.tenantName} confirmed a payment`,
          lines: [
            `${facts.tenantName} says they paid ${amount} on ${paid} for the ${month} rent (${facts.place}).`,
            ...(facts.note ? [`Note: ${facts.note}`] : []),
            "Open the entity's overview to accept it (the payment is added to the rent) or reject it.",
          ],
          action: { label: 'Review payment', url },
        },
  );
}

/** To the tenant's account once the landlord accepted its confirmation. */
export function confirmationAcceptedMail(
  to: string,
  ctx: MailContext,
  facts: ConfirmationFacts,
): MailMessage {
  const { language } = ctx;
  const amount = money(language, facts.amount, facts.currencyCode);
  const month = period(language, facts.paymentPeriodDate);
  const paid = day(language, facts.paymentDate);
  const url = `${ctx.appUrl}/portal`;
  return render(
    to,
    ctx,
    language === 'pt'
      ? {
          subject: 'Arrenda: o seu pagamento foi aceite',
          lines: [
            `${facts.landlordName} aceitou o seu pagamento de ${amount} de ${paid}, da renda de ${month} (${facts.place}).`,
            'O pagamento já aparece na renda.',
          ],
          action: { label: 'Os meus arrendamentos', url },
        }
      : {
          subject: 'Arrenda: your payment was accepted',
          lines: [
            `${facts.landlordName} accepted your payment of ${amount} on ${paid} for the ${month} rent (${facts.place}).`,
            'The payment now shows on the rent.',
          ],
          action: { label: 'My rentals', url },
        },
  );
}

/** To the tenant's account, with the landlord's reason. */
export function confirmationRejectedMail(
  to: string,
  ctx: MailContext,
  facts: ConfirmationFacts & { reason: string },
): MailMessage {
  const { language } = ctx;
  const amount = money(language, facts.amount, facts.currencyCode);
  const month = period(language, facts.paymentPeriodDate);
  const paid = day(language, facts.paymentDate);
  const url = `${ctx.appUrl}/portal`;
  return render(
    to,
    ctx,
    language === 'pt'
      ? {
          subject: 'Arrenda: a sua confirmação de pagamento foi rejeitada',
          lines: [
            `${facts.landlordName} rejeitou a sua confirmação do pagamento de ${amount} de ${paid}, da renda de ${month} (${facts.place}).`,
            `Motivo: ${facts.reason}`,
            'Se acha que se trata de um erro, contacte o seu senhorio.',
          ],
          action: { label: 'Os meus arrendamentos', url },
        }
      : {
          subject: 'Arrenda: your payment confirmation was rejected',
          lines: [
            `${facts.landlordName} rejected your confirmation of a payment of ${amount} on ${paid} for the ${month} rent (${facts.place}).`,
            `Reason: ${facts.reason}`,
            'If you think this is a mistake, contact your landlord.',
          ],
          action: { label: 'My rentals', url },
        },
  );
}
