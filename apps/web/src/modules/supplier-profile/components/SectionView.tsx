/**
 * Read-only view of the supplier's data, driven by the same field specs as the wizard's forms
 * (packages/shared/src/supplier-profile/fields.ts) and decoded by decode.ts: translated labels in the
 * wizard's order, code and dictionary texts, countries, categories with their codes, dates, and
 * files as names with sizes that download. Used by the supplier's own information pages, the staff
 * supplier detail and the data-change review.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Descriptions, Table, Typography } from 'antd';
import type { FieldSpec } from '@aerosupply/shared/supplier-profile/fields';
import type { FileItem } from '@aerosupply/shared/validation/upload';
import { decodeField, EMPTY_TEXT, fieldLabelKey, type DataLookups } from './decode';
import { FileLinks } from './FileLinks';
import { useDataLookups } from './lookups';
import { ScrollRegion } from '../../../components/ScrollRegion';

type Values = Record<string, unknown>;

/** Rows of a list field as a small table (columns = the item's fields). */
export function ListTable({ spec, rows, lk }: { spec: FieldSpec & { kind: 'list' }; rows: Values[]; lk: DataLookups }) {
  const { t } = useTranslation();
  return (
    <ScrollRegion label={t(`supplierProfile.fields.${spec.name}`)}>
      <Table<Values>
        size="small"
        rowKey={(_, i) => String(i)}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('common.table.empty') }}
        dataSource={rows}
        columns={spec.item.map((s) => ({
          key: s.name,
          title: t(fieldLabelKey(s)),
          render: (_: unknown, row: Values) => <FieldValue spec={s} row={row} lk={lk} />,
        }))}
      />
    </ScrollRegion>
  );
}

/** One field's value as it is read. */
export function FieldValue({ spec, row, lk }: { spec: FieldSpec; row: Values; lk: DataLookups }): ReactNode {
  const shown = decodeField(spec, row, lk);
  switch (shown.type) {
    case 'empty':
      return EMPTY_TEXT;
    case 'text':
      return shown.text;
    case 'files':
      return <FileLinks files={shown.files} missing={shown.missing} />;
    case 'list':
      return spec.kind === 'list' ? <ListTable spec={spec} rows={shown.rows} lk={lk} /> : EMPTY_TEXT;
  }
}

/** The fields of one section: scalars as a description list, lists as titled tables. */
export function SectionFields({ specs, values, lk }: { specs: FieldSpec[]; values: Values | undefined; lk: DataLookups }) {
  const { t } = useTranslation();
  const data = values ?? {};
  const scalars = specs.filter((s) => s.kind !== 'list');
  const lists = specs.filter((s): s is FieldSpec & { kind: 'list' } => s.kind === 'list');
  return (
    <>
      {scalars.length > 0 && (
        <Descriptions
          size="small"
          bordered
          column={{ xs: 1, md: 2, xl: 3 }}
          items={scalars.map((s) => ({ key: s.name, label: t(fieldLabelKey(s)), children: <FieldValue spec={s} row={data} lk={lk} /> }))}
        />
      )}
      {lists.map((list) => (
        <div key={list.name} style={{ marginTop: 16 }}>
          <Typography.Title level={5}>{t(fieldLabelKey(list))}</Typography.Title>
          <ListTable spec={list} rows={((data[list.name] as Values[] | undefined) ?? []).filter((r) => typeof r === 'object' && r !== null)} lk={lk} />
        </div>
      ))}
    </>
  );
}

export function SectionView({ specs, values, files }: { specs: FieldSpec[]; values: Values | undefined; files: Record<string, FileItem> }) {
  const lk = useDataLookups(files);
  return <SectionFields specs={specs} values={values} lk={lk} />;
}
