import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text';
import { renderUpdateLetter, type UpdateLetterData } from './pdf/update-letter';

const letter: UpdateLetterData = {
  landlordName: 'Senhorios Reunidos, Lda.',
  landlordTaxNumber: '500000000',
  landlordAddress: 'Rua do Ouro 1',
  landlordPostalCode: '1100-060 Lisboa',
  tenants: [
    { name: 'Ana Conceição', taxNumber: '200000000' },
    { name: 'João Simões', taxNumber: null },
  ],
  tenantAddress: 'Rua Augusta 12, 2.º Esq.',
  tenantPostalCode: '1100-053 Lisboa',
  propertyAddress: 'Rua Augusta 12, 2.º Esq., 1100-053 Lisboa',
  propertyArticle: 'U-1234',
  propertyFraction: 'C',
  contractStart: '2025-03-01',
  currentAmount: 750,
  coefficient: '1,0224',
  coefficientYear: 2026,
  aviso: 'Aviso n.º 23174/2025/2',
  coefficientAmount: 766.8,
  newAmount: 766.8,
  newAmountText: 'setecentos e sessenta e seis euros e oitenta cêntimos',
  ownClause: false,
  note: null,
  effectiveDate: '2026-03-01',
  letterDate: '2026-01-31',
  place: 'Lisboa',
  supportEmail: 'ajuda@arrenda.example',
};

describe('the rent update letter', () => {
  it('states the parties, the property, the rent, the coefficient and its notice, the new rent in figures and words, and its day', async () => {
    const text = await pdfText(await renderUpdateLetter(letter));
    for (const expected of [
      'Senhorios Reunidos, Lda.',
      'NIF 500000000',
      'Ana Conceição (NIF 200000000)',
      'João Simões',
      'Lisboa, 31 de janeiro de 2026',
      'Assunto: Atualização anual da renda',
      'Rua Augusta 12, 2.º Esq., 1100-053 Lisboa, artigo matricial U-1234, fração C',
      'contrato com início em 01-03-2025',
      'artigo 24.º da Lei n.º 6/2006',
      'artigo 1077.º do Código Civil',
      'coeficiente de 1,0224 fixado para o ano de 2026 pelo Aviso n.º 23174/2025/2',
      'Renda em vigor 750,00 €',
      '750,00 € × 1,0224, arredondado ao cêntimo superior 766,80 €',
      'Nova renda mensal 766,80 €',
      'Devida a partir de 1 de março de 2026',
      'A nova renda mensal é de 766,80 € (setecentos e sessenta e seis euros e oitenta cêntimos).',
      'O senhorio',
      'Arrenda · ajuda@arrenda.example',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('says so when the new rent is below the coefficient, or set by the contract own clause with its note', async () => {
    const lower = await pdfText(
      await renderUpdateLetter({ ...letter, newAmount: 760, newAmountText: 'setecentos e sessenta euros' }),
    );
    expect(lower).toContain(
      'A nova renda mensal é de 760,00 € (setecentos e sessenta euros), inferior ao valor que resultaria da aplicação do coeficiente (766,80 €).',
    );
    const clause = await pdfText(
      await renderUpdateLetter({
        ...letter,
        newAmount: 800,
        newAmountText: 'oitocentos euros',
        ownClause: true,
        note: 'Cláusula 5.ª do contrato: atualização de 6,67 %.',
      }),
    );
    expect(clause).toContain(
      'Nos termos da cláusula de atualização do contrato, a nova renda mensal é de 800,00 € (oitocentos euros). Cláusula 5.ª do contrato: atualização de 6,67 %.',
    );
  });
});
