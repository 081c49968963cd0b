/**
 * The bilingual agreement PDF (issue 13 item 4): every label in Chinese and English, with the
 * minimal PDF writer of the files module (the help manual's, no font files; D-279).
 */
import { translate } from '@aerosupply/shared';
import type { AgreementDetail } from '@aerosupply/shared/agreements/schemas';
import { renderPdf, type PdfBlock } from '../files';

const both = (key: string) => `${translate(key, 'zh')} / ${translate(key, 'en')}`;
const amount = (v: number, decimals = 2) => v.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: 4 });

export function agreementPdf(a: AgreementDetail): { pdf: Buffer; filename: string } {
  const supplier = a.supplierNameEn && a.supplierNameEn !== a.supplierName ? `${a.supplierName} / ${a.supplierNameEn}` : a.supplierName;
  const blocks: PdfBlock[] = [
    { kind: 'title', text: translate('agreements.pdf.title', 'zh') },
    { kind: 'title', text: translate('agreements.pdf.title', 'en') },
    { kind: 'subtitle', text: `${a.agreementNo} · ${both('agreements.pdf.version')} ${a.version} · ${both('agreements.pdf.status')}: ${both(`agreements.status.${a.status}`)}` },
    { kind: 'subtitle', text: a.title },
    { kind: 'heading', text: both('agreements.pdf.header') },
    { kind: 'para', text: `${both('agreements.pdf.supplier')}: ${supplier}${a.vendorCode ? ` (${a.vendorCode})` : ''}` },
    { kind: 'para', text: `${both('agreements.pdf.buyer')}: ${a.buyerName}` },
    { kind: 'para', text: `${both('agreements.pdf.validity')}: ${a.validFrom} – ${a.validTo}` },
    { kind: 'para', text: `${both('agreements.pdf.currency')}: ${a.currency}` },
    { kind: 'para', text: `${both('agreements.pdf.incoterms')}: ${a.incoterms}${a.incotermsPlace ? ` ${a.incotermsPlace}` : ''}` },
    { kind: 'para', text: `${both('agreements.pdf.paymentTerms')}: ${a.paymentTerms}` },
    { kind: 'heading', text: both('agreements.pdf.lines') },
    ...a.lines.map(
      (l): PdfBlock => ({
        kind: 'bullet',
        text: `${l.lineNo}. ${l.partNumber}${l.description ? ` ${l.description}` : ''} · ${both(`agreements.category.${l.category}`)} · ${amount(l.quantity, 0)} ${l.unit} × ${amount(l.unitPrice)} = ${amount(l.amount)} ${a.currency}`,
      }),
    ),
    { kind: 'para', text: `${both('agreements.pdf.total')}: ${amount(a.totalAmount)} ${a.currency}` },
  ];
  if (a.clauses.length) {
    blocks.push({ kind: 'heading', text: both('agreements.pdf.clauses') });
    for (const c of a.clauses) {
      blocks.push({ kind: 'para', text: `${both(`agreements.contractType.${c.contractType}`)} · ${c.contractNo} ${c.contractName} · ${c.clauseNo}` });
      blocks.push({ kind: 'bullet', text: c.clauseText });
    }
  }
  const pdf = renderPdf({ title: `${a.agreementNo} ${a.title}`, author: 'AeroSupply', blocks, creationDate: '20260101000000Z' });
  return { pdf, filename: `${a.agreementNo}-v${a.version}.pdf` };
}
