/**
 * The search form above a list: a responsive grid of filters with Search and Reset, collapsing
 * beyond `visibleCount` fields. Values are plain strings (dates as YYYY-MM-DD) so they round-trip
 * through the URL (see useListParams). The buttons sit on the filters' line, at its right end; on a
 * phone the whole form folds behind one "Filters" button (issue 11 item 5).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Col, DatePicker, Form, Grid, Input, Row, Select, Space } from 'antd';
import { DownOutlined, FilterOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import type { FilterValues } from '../lib/useListParams';
import type { Option } from '../lib/dict';
import { CodeSelect, DictSelect } from './DictSelect';

const DATE = 'YYYY-MM-DD';

interface BaseField {
  /** Query key of the filter (also the form field name). */
  name: string;
  /** Visible label, already translated. */
  label: string;
  placeholder?: string;
}

export type SearchField =
  | (BaseField & { type?: 'text'; maxLength?: number })
  /**
   * `defaultValue`: what the list filters by when the URL names nothing (the server's default,
   * shown rather than applied silently; D-664); such a select is never empty.
   */
  | (BaseField & { type: 'select'; options: Option[]; loading?: boolean; defaultValue?: string })
  | (BaseField & { type: 'dict'; domain: string })
  | (BaseField & { type: 'code'; table: string })
  | (BaseField & { type: 'date' })
  /** Two query keys: `from` and `to` (default `<name>From` / `<name>To`). */
  | (BaseField & { type: 'dateRange'; from?: string; to?: string })
  /** Any control taking `value`/`onChange` of a string. */
  | (BaseField & { type: 'custom'; render: () => ReactNode });

export interface SearchFormProps {
  fields: SearchField[];
  /** Current filter values (usually `useListParams().filters`). */
  values: FilterValues;
  onSearch: (values: FilterValues) => void;
  /** Defaults to searching with every filter empty. */
  onReset?: () => void;
  loading?: boolean;
  /** Fields shown before "More filters" (default 3). */
  visibleCount?: number;
}

function rangeKeys(field: SearchField & { type: 'dateRange' }): [string, string] {
  return [field.from ?? `${field.name}From`, field.to ?? `${field.name}To`];
}

/** The filters' default values (for useListParams): a select's `defaultValue`. */
export function searchDefaults(fields: readonly SearchField[]): FilterValues {
  const out: FilterValues = {};
  for (const f of fields) if (f.type === 'select' && f.defaultValue) out[f.name] = f.defaultValue;
  return out;
}

/** Every query key the fields use (for useListParams). */
export function searchKeys(fields: readonly SearchField[]): string[] {
  return fields.flatMap((f) => (f.type === 'dateRange' ? rangeKeys(f) : [f.name]));
}

type FormValues = Record<string, unknown>;

function toForm(fields: SearchField[], values: FilterValues): FormValues {
  const out: FormValues = {};
  for (const f of fields) {
    if (f.type === 'dateRange') {
      const [from, to] = rangeKeys(f);
      const a = values[from] ? dayjs(values[from]) : null;
      const b = values[to] ? dayjs(values[to]) : null;
      out[f.name] = a || b ? [a, b] : undefined;
    } else if (f.type === 'date') {
      out[f.name] = values[f.name] ? dayjs(values[f.name]) : undefined;
    } else {
      out[f.name] = values[f.name];
    }
  }
  return out;
}

function fromForm(fields: SearchField[], form: FormValues): FilterValues {
  const out: FilterValues = {};
  for (const f of fields) {
    const v = form[f.name];
    if (f.type === 'dateRange') {
      const [from, to] = rangeKeys(f);
      const range = (v ?? []) as (Dayjs | null)[];
      out[from] = range[0] ? range[0].format(DATE) : undefined;
      out[to] = range[1] ? range[1].format(DATE) : undefined;
    } else if (f.type === 'date') {
      out[f.name] = v ? (v as Dayjs).format(DATE) : undefined;
    } else {
      out[f.name] = typeof v === 'string' ? v.trim() || undefined : v === undefined || v === null ? undefined : String(v);
    }
  }
  return out;
}

/** Props Form.Item passes to its child (id, value, onChange, aria-*): forwarded to the real control. */
type Injected = Record<string, unknown>;

function Control({ field, ...injected }: { field: SearchField } & Injected) {
  const { t } = useTranslation();
  const placeholder = field.placeholder;
  switch (field.type) {
    case 'select':
      return (
        <Select
          {...injected}
          options={field.options}
          loading={field.loading}
          allowClear={!field.defaultValue}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={placeholder ?? t('common.placeholders.select')}
        />
      );
    case 'dict':
      return <DictSelect {...injected} domain={field.domain} placeholder={placeholder} />;
    case 'code':
      return <CodeSelect {...injected} table={field.table} placeholder={placeholder} />;
    case 'date':
      return <DatePicker {...injected} style={{ width: '100%' }} format={DATE} />;
    case 'dateRange':
      return (
        <DatePicker.RangePicker
          {...injected}
          style={{ width: '100%' }}
          format={DATE}
          allowEmpty={[true, true]}
          placeholder={[t('common.placeholders.dateRange.start'), t('common.placeholders.dateRange.end')]}
        />
      );
    case 'custom':
      return <>{field.render()}</>;
    default:
      return <Input {...injected} allowClear maxLength={field.maxLength ?? 60} placeholder={placeholder ?? t('common.placeholders.input')} />;
  }
}

export function SearchForm({ fields, values, onSearch, onReset, loading, visibleCount = 3 }: SearchFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const collapsible = fields.length > visibleCount;
  // A linked search naming a collapsed filter opens the extra filters.
  const [expanded, setExpanded] = useState(() => searchKeys(fields.slice(visibleCount)).some((key) => Boolean(values[key])));

  // The URL is the source of truth: back/forward and links refill the form.
  const serialized = JSON.stringify(values);
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(toForm(fields, JSON.parse(serialized) as FilterValues));
    // `fields` is usually an inline array; the values decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, serialized]);

  const screens = Grid.useBreakpoint();
  const phone = screens.sm === false;
  const [open, setOpen] = useState(false);
  const active = searchKeys(fields).filter((key) => Boolean(values[key])).length;

  const form_ = (
    <Form<FormValues>
      form={form}
      // Prefixes field ids (search_<name>) so they never clash with a dialog form on the same page.
      name="search"
      layout="vertical"
      className="as-search-form"
      role="search"
      aria-label={t('common.searchForm.label')}
      id="as-search-form"
      hidden={phone && !open}
      onFinish={(v) => {
        onSearch(fromForm(fields, v));
        if (phone) setOpen(false);
      }}
    >
      <Row gutter={16} align="bottom">
        {fields.map((field, index) => (
          // Collapsed filters stay mounted (hidden) so their values still take part in the search.
          // xl={5}: from 1200 px three filters leave room for the buttons on their line, in English
          // with its wider sidebar too (issue 11 item 5); below, the buttons take a line of their own.
          <Col key={field.name} xs={24} sm={12} lg={8} xl={5} xxl={6} hidden={collapsible && !expanded && !phone && index >= visibleCount}>
            <Form.Item name={field.name} label={field.label}>
              <Control field={field} />
            </Form.Item>
          </Col>
        ))}
        <Col xs={24} sm={{ flex: 'none' }} className="as-search-actions">
          {/* An invisible label line keeps the buttons level with the controls, not with the labels. */}
          <Form.Item label={<span className="as-visually-hidden">{t('common.actions.search')}</span>} className="as-search-actions-item">
            <Space>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden="true" />} loading={loading}>
                {t('common.actions.search')}
              </Button>
              <Button
                onClick={() => {
                  form.resetFields();
                  const empty = fromForm(fields, {});
                  if (onReset) onReset();
                  else onSearch(empty);
                }}
              >
                {t('common.actions.reset')}
              </Button>
              {collapsible && !phone && (
                <Button
                  type="link"
                  onClick={() => setExpanded((v) => !v)}
                  aria-expanded={expanded}
                  icon={expanded ? <UpOutlined aria-hidden="true" /> : <DownOutlined aria-hidden="true" />}
                >
                  {expanded ? t('common.actions.collapse') : t('common.actions.expand')}
                </Button>
              )}
            </Space>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
  if (!phone) return form_;
  return (
    <>
      <Button
        icon={<FilterOutlined aria-hidden="true" />}
        onClick={() => setOpen((v) => !v)}
        aria-expanded={open}
        aria-controls="as-search-form"
        style={{ marginBottom: 12 }}
        data-testid="search-filters-toggle"
      >
        {t('common.searchForm.filters')}
        {active > 0 && <Badge count={active} size="small" color="#0b5cad" />}
      </Button>
      {form_}
    </>
  );
}
