/**
 * A supplier's data for reading (staff supplier detail and review detail): the sections in the
 * wizard's order, each a card of its fields; and the change-review comparison of one section
 * (old and new value of each changed field, side by side).
 */
import { useTranslation } from 'react-i18next';
import { Card, Empty, Space, Table } from 'antd';
import { DATA_SECTIONS, fieldSpecOf, viewFieldsOf, type DataSection } from '@aerosupply/shared/supplier-profile/fields';
import type { FileItem } from '@aerosupply/shared/validation/upload';
import { fieldLabelKey } from './decode';
import { useDataLookups } from './lookups';
import { FieldValue, SectionFields } from './SectionView';

type Values = Record<string, unknown>;

export function SupplierDataView({ data, files }: { data: Partial<Record<DataSection, Values>>; files: Record<string, FileItem> }) {
  const { t } = useTranslation();
  const lk = useDataLookups(files);
  const sections = DATA_SECTIONS.filter((s) => data[s] && Object.keys(data[s]).length > 0);
  if (sections.length === 0) return <Empty description={t('supplierProfile.view.noData')} />;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle" data-testid="supplier-data">
      {sections.map((s) => (
        <Card key={s} size="small" title={t(`supplierProfile.sections.${s}`)} data-testid={`supplier-data-${s}`}>
          <SectionFields specs={viewFieldsOf(s)} values={data[s]} lk={lk} />
        </Card>
      ))}
    </Space>
  );
}

/** Labels of a change request's changed fields (never their keys). */
export function useChangedFieldLabels() {
  const { t } = useTranslation();
  return (section: DataSection, fields: string[]) =>
    fields.map((name) => {
      const spec = fieldSpecOf(section, name);
      return spec ? t(fieldLabelKey(spec)) : t('supplierProfile.view.otherField');
    });
}

/** Old and new value of each changed field of one section, labelled, side by side. */
export function ChangeDiff({ section, before, after, changedFields, files }: { section: DataSection; before: Values; after: Values; changedFields: string[]; files: Record<string, FileItem> }) {
  const { t } = useTranslation();
  const lk = useDataLookups(files);
  const rows = changedFields.map((name) => ({ name, spec: fieldSpecOf(section, name) }));
  return (
    <Table
      rowKey="name"
      size="small"
      pagination={false}
      scroll={{ x: 'max-content' }}
      data-testid="change-diff"
      dataSource={rows}
      columns={[
        { title: t('supplierProfile.view.field'), key: 'field', width: 180, render: (_: unknown, r) => (r.spec ? t(fieldLabelKey(r.spec)) : t('supplierProfile.view.otherField')) },
        { title: t('supplierProfile.view.before'), key: 'before', render: (_: unknown, r) => (r.spec ? <FieldValue spec={r.spec} row={before} lk={lk} /> : '-') },
        { title: t('supplierProfile.view.after'), key: 'after', render: (_: unknown, r) => (r.spec ? <FieldValue spec={r.spec} row={after} lk={lk} /> : '-') },
      ]}
    />
  );
}
