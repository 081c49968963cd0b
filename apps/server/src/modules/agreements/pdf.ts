/**
 * The bilingual agreement PDF (issue 13 item 4): every label in Chinese and English, with the
 * minimal PDF writer of the files module (the help manual's, no font files; D-279).
 */
import { translate } from '@aerosupply/shared';
import type { AgreementDetail } from '@aerosupply/shared/agreements/schemas';
import { renderPdf, type PdfBlock } from '../files';

const both = (key: string) => `${translate(key, 'zh')} / ${translate(key, 'en')}`;
const amount = (v: number, decimals = 2) => v.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: 4 });

/** The awarded offer's facts of a line (D-470), or null when the line has none. */
function lineDetails(l: AgreementDetail['lines'][number]): string | null {
  const parts = [
    l.replacesPn && `${both('agreements.pdf.replaces')}: ${l.replacesPn}`,
    (l.manufacturerName || l.manufacturerCode || l.manufacturerPn) && `${both('agreements.pdf.manufacturer')}: ${[l.manufacturerName, l.manufacturerCode, l.manufacturerPn].filter(Boolean).join(' ')}`,
    l.conditionCode && `${both('agreements.pdf.condition')}: ${l.conditionCode}`,
    l.certificate && `${both('agreements.pdf.certificate')}: ${l.certificate}`,
    l.leadTimeDays !== null && `${both('agreements.pdf.leadTime')}: ${l.leadTimeDays}`,
    l.postponedDate && `${both('agreements.pdf.postponedDate')}: ${l.postponedDate}`,
  ].filter((p): p is string => typeof p === 'string' && p !== '');
  return parts.length ? parts.join(' · ') : null;
}

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
    ...a.lines.flatMap((l): PdfBlock[] => {
      const line: PdfBlock = {
        kind: 'bullet',
        text: `${l.lineNo}. ${l.partNumber}${l.description ? ` ${l.description}` : ''} · ${both(`agreements.category.${l.category}`)} · ${amount(l.quantity, 0)} ${l.unit} × ${amount(l.unitPrice)} = ${amount(l.amount)} ${a.currency}`,
      };
      const offer = lineDetails(l);
      return offer ? [line, { kind: 'para', text: offer }] : [line];
    }),
  ];
  if (a.charges.length) {
    blocks.push({ kind: 'para', text: `${both('agreements.pdf.linesTotal')}: ${amount(a.linesAmount)} ${a.currency}` });
    blocks.push({ kind: 'heading', text: both('agreements.pdf.charges') });
    for (const c of a.charges) {
      const where = c.lineNo === null ? both('agreements.pdf.wholeAgreement') : `${both('agreements.pdf.line')} ${c.lineNo}`;
      blocks.push({ kind: 'bullet', text: `${where} · ${c.name}: ${amount(c.amount)} ${a.currency}` });
    }
  }
  blocks.push({ kind: 'para', text: `${both('agreements.pdf.total')}: ${amount(a.totalAmount)} ${a.currency}` });
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
