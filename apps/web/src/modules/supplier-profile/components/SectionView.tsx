/** Read-only view of a section of the supplier's data, driven by the same field specs as the forms. */
import { useTranslation } from 'react-i18next';
import { Descriptions, Table, Typography } from 'antd';
import type { FileItem } from '@aerosupply/shared/validation/upload';
import { FileList } from '../../../components/FileList';
import { useCodeTable, useDictOptions } from '../../../lib/dict';
import { categoryName, useCategoryIndex } from './fields';
import type { FieldSpec } from './specs';

type Values = Record<string, unknown>;

function CodeTableText({ table, value }: { table: string; value: unknown }) {
  const { labelOf } = useCodeTable(table);
  const list = Array.isArray(value) ? value : [value];
  return <>{list.map((v) => labelOf(String(v))).join(', ')}</>;
}
function DictText({ domain, value }: { domain: string; value: unknown }) {
  const { options } = useDictOptions(domain);
  return <>{options.find((o) => o.value === value)?.label ?? String(value)}</>;
}
function CategoryText({ row }: { row: Values }) {
  const { byCode } = useCategoryIndex();
  const l1 = byCode.get(String(row.level1 ?? ''));
  const l2 = byCode.get(String(row.level2 ?? ''));
  return (
    <>
      {l1 ? categoryName(l1) : String(row.level1 ?? '-')} / {l2 ? categoryName(l2) : String(row.level2 ?? '-')}
    </>
  );
}

function Value({ spec, values, files }: { spec: FieldSpec; values: Values; files: Record<string, FileItem> }) {
  const { t } = useTranslation();
  const v = values[spec.name];
  if (spec.kind === 'category') return <CategoryText row={values} />;
  if (spec.kind === 'bool') return <>{v === true ? t('supplierProfile.values.yes') : t('supplierProfile.values.no')}</>;
  if (v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)) return <>-</>;
  switch (spec.kind) {
    case 'files':
      return <FileList files={(v as string[]).map((k) => files[k] ?? { uid: k, fileKey: k, filename: k, url: `/api/files/${k}`, type: '', fileSize: 0, fileContentType: '' })} />;
    case 'code':
      return <>{(Array.isArray(v) ? v : [v]).map((c) => t(`supplierProfile.codes.${spec.list}.${String(c)}`)).join(', ')}</>;
    case 'table':
      return <CodeTableText table={spec.table} value={v} />;
    case 'dict':
      return <DictText domain={spec.domain} value={v} />;
    case 'number':
      return <>{typeof v === 'number' ? v.toLocaleString() : String(v)}</>;
    default:
      return <>{String(v)}</>;
  }
}

export function SectionView({ specs, values, files }: { specs: FieldSpec[]; values: Values | undefined; files: Record<string, FileItem> }) {
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
          items={scalars.map((s) => ({ key: s.name, label: t(`supplierProfile.fields.${s.name}`), children: <Value spec={s} values={data} files={files} /> }))}
        />
      )}
      {lists.map((list) => (
        <div key={list.name} style={{ marginTop: 16 }}>
          <Typography.Title level={5}>{t(`supplierProfile.fields.${list.name}`)}</Typography.Title>
          <Table<Values>
            size="small"
            rowKey={(_, i) => String(i)}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: t('common.table.empty') }}
            dataSource={(data[list.name] as Values[] | undefined) ?? []}
            columns={list.item.map((s) => ({
              key: s.name,
              title: s.kind === 'category' ? t('supplierProfile.fields.category') : t(`supplierProfile.fields.${s.name}`),
              render: (_: unknown, row: Values) => <Value spec={s} values={row} files={files} />,
            }))}
          />
        </div>
      ))}
    </>
  );
}
