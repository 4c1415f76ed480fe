import type { ContractView } from '@arrenda/core';
import { describe, expect, it } from 'vitest';
import { reminderDigestMail } from './mails';

const contract = (fields: Partial<ContractView>) =>
  ({
    id: 12,
    propertyId: 7,
    property: {
      id: 7,
      name: null,
      propertyType: { id: 5, name: 'GARAGE' },
      propertyTypeId: 5,
      address: null,
    },
    tenants: [],
    endDate: '2026-12-31T16:00:00.000Z',
    startDateRenegotiationPeriod: null,
    endDateRenegotiationPeriod: null,
    ...fields,
  }) as ContractView;

const ending = (entityName: string, tenants: ContractView['tenants']) => ({
  entityId: 1,
  entityName,
  event: {
    key: 'CONTRACT_ENDING_30:contract:12:2026-12-31',
    code: 'CONTRACT_ENDING_30' as const,
    contractId: 12,
    rentId: null,
    day: '2026-12-31',
    days: 1,
  },
  contract: contract({ tenants }),
  rent: null,
});

const context = { appUrl: 'https://arrenda.example', supportEmail: 'help@arrenda.example' };

describe('reminder digest mail', () => {
  it('names an unnamed property by its type, in the language of the mail', () => {
    const en = reminderDigestMail('ana@arrenda.test', null, [ending('Carteira', [])], {
      ...context,
      language: 'en',
    });
    expect(en.subject).toBe('Arrenda: 1 reminder');
    expect(en.text).toContain('Hello,\n');
    expect(en.text).toContain('Garage: The contract ends tomorrow, 31 December 2026.\n');
    const pt = reminderDigestMail('ana@arrenda.test', 'Ana', [ending('Carteira', [])], {
      ...context,
      language: 'pt',
    });
    expect(pt.subject).toBe('Arrenda: 1 lembrete');
    expect(pt.text).toContain('Olá Ana,\n');
    expect(pt.text).toContain('Garagem: O contrato termina amanhã, 31 de dezembro de 2026.\n');
  });

  it('writes names typed by users as text in the HTML part', () => {
    const mail = reminderDigestMail(
      'ana@arrenda.test',
      '<b>Ana</b>',
      [ending('<img src=x onerror=alert(1)>', [{ id: 1, name: '"Rui" & <script>' }])],
      { ...context, language: 'en' },
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('Entity: &#60;img src=x onerror=alert(1)&#62;');
    expect(mail.html).toContain('Garage (&#34;Rui&#34; &#38; &#60;script&#62;)');
    expect(mail.text).toContain('Garage ("Rui" & <script>): The contract ends tomorrow');
  });

  it('sends a missing e-receipt to the month of the Tax Authority e-receipts page, in both languages', () => {
    const item = {
      ...ending('Carteira', []),
      event: {
        key: 'AT_RECEIPT_MISSING:contract:12:2026-11-20',
        code: 'AT_RECEIPT_MISSING' as const,
        contractId: 12,
        rentId: null,
        day: '2026-11-20',
        days: 3,
      },
    };
    const en = reminderDigestMail('ana@arrenda.test', null, [item], { ...context, language: 'en' });
    expect(en.text).toContain(
      'Garage: A payment received on 20 November 2026 has no Tax Authority e-receipt recorded yet',
    );
    expect(en.text).toContain('https://arrenda.example/entities/1/taxYear?tab=atReceipts&month=2026-11');
    expect(en.html).toContain('Open the e-receipts');
    const pt = reminderDigestMail('ana@arrenda.test', null, [item], { ...context, language: 'pt' });
    expect(pt.text).toContain(
      'Garagem: Um pagamento recebido em 20 de novembro de 2026 ainda não tem recibo eletrónico',
    );
  });
});
