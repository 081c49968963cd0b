/**
 * The bilingual agreement PDF (issue 13 item 4) in the portal's print layout (D-522): every label in
 * Chinese and English, the header data, the lines as a table whose header repeats on each page, the
 * total, then the contract clauses. Rendered by the files module (pdfkit, Noto Sans SC embedded).
 */
import { translate } from '@aerosupply/shared';
import type { AgreementDetail } from '@aerosupply/shared/agreements/schemas';
import { renderPdf, type PdfBlock, type PdfColumn } from '../files';

const both = (key: string, sep = ' / ') => `${translate(key, 'zh')}${sep}${translate(key, 'en')}`;
const amount = (v: number, decimals = 2) => v.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: 4 });
const col = (key: string, width: number, align?: 'right'): PdfColumn => ({ title: both(`agreements.pdf.col.${key}`, '\n'), width, align });

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

export function agreementPdf(a: AgreementDetail, now: Date, timeZone: string): { pdf: Buffer; filename: string } {
  const supplier = a.supplierNameEn && a.supplierNameEn !== a.supplierName ? `${a.supplierName} / ${a.supplierNameEn}` : a.supplierName;
  const blocks: PdfBlock[] = [
    { kind: 'title', text: translate('agreements.pdf.title', 'zh') },
    { kind: 'title', text: translate('agreements.pdf.title', 'en') },
    { kind: 'subtitle', text: `${a.agreementNo} · ${both('agreements.pdf.version')} ${a.version} · ${both('agreements.pdf.status')}: ${both(`agreements.status.${a.status}`)}` },
    { kind: 'subtitle', text: a.title },
    { kind: 'heading', text: both('agreements.pdf.header') },
    {
      kind: 'fields',
      rows: [
        [both('agreements.pdf.supplier', '\n'), `${supplier}${a.vendorCode ? ` (${a.vendorCode})` : ''}`],
        [both('agreements.pdf.buyer', '\n'), a.buyerName],
        [both('agreements.pdf.validity', '\n'), `${a.validFrom} – ${a.validTo}`],
        [both('agreements.pdf.currency', '\n'), a.currency],
        [both('agreements.pdf.incoterms', '\n'), `${a.incoterms}${a.incotermsPlace ? ` ${a.incotermsPlace}` : ''}`],
        [both('agreements.pdf.paymentTerms', '\n'), a.paymentTerms],
      ],
    },
    { kind: 'heading', text: both('agreements.pdf.lines') },
    {
      kind: 'table',
      columns: [col('line', 0.07), col('part', 0.33), col('category', 0.16), col('qty', 0.12, 'right'), col('unitPrice', 0.14, 'right'), col('amount', 0.18, 'right')],
      rows: a.lines.map((l) => [
        String(l.lineNo),
        // The part with the awarded offer's facts under it (alternate, manufacturer, condition, ...).
        `${l.partNumber}${l.description ? ` · ${l.description}` : ''}${lineDetails(l) ? `\n${lineDetails(l)}` : ''}`,
        both(`agreements.category.${l.category}`, '\n'),
        `${amount(l.quantity, 0)} ${l.unit}`,
        amount(l.unitPrice),
        amount(l.amount),
      ]),
    },
  ];
  if (a.charges.length) {
    blocks.push({ kind: 'heading', text: both('agreements.pdf.charges') });
    for (const c of a.charges) {
      const where = c.lineNo === null ? both('agreements.pdf.wholeAgreement') : `${both('agreements.pdf.line')} ${c.lineNo}`;
      blocks.push({ kind: 'bullet', text: `${where} · ${c.name}: ${amount(c.amount)} ${a.currency}` });
    }
  }
  blocks.push({
    kind: 'totals',
    rows: [
      ...(a.charges.length ? [[both('agreements.pdf.linesTotal'), `${amount(a.linesAmount)} ${a.currency}`] as [string, string]] : []),
      [both('agreements.pdf.total'), `${amount(a.totalAmount)} ${a.currency}`],
    ],
  });
  if (a.clauses.length) {
    blocks.push({ kind: 'heading', text: both('agreements.pdf.clauses') });
    for (const c of a.clauses) {
      blocks.push({ kind: 'para', text: `${both(`agreements.contractType.${c.contractType}`)} · ${c.contractNo} ${c.contractName} · ${c.clauseNo}` });
      blocks.push({ kind: 'bullet', text: c.clauseText });
    }
  }
  const pdf = renderPdf({
    title: `${a.agreementNo} ${a.title}`,
    author: 'AeroSupply',
    header: { title: both('agreements.pdf.title', ' · '), number: a.agreementNo, version: a.version },
    blocks,
    generatedAt: now,
    timeZone,
  });
  return { pdf, filename: `${a.agreementNo}-v${a.version}.pdf` };
}
