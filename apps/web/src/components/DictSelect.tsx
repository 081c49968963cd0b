/**
 * Selects backed by the dictionary API (spec 000 §3); labels follow the UI language. Each has a
 * "Please select" placeholder unless given one (an explicit `placeholder={undefined}` keeps it).
 */
import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCodeTable, useCountries, useDictOptions, useTimeZones } from '../lib/dict';

type BaseProps = Omit<SelectProps<string>, 'options' | 'loading'>;

const searchable: Partial<SelectProps<string>> = {
  showSearch: { optionFilterProp: 'label' },
  allowClear: true,
};

/** Options of one dictionary domain (`TC_CURRENCY`, `TC_TAX_RATE`, ...). */
export function DictSelect({ domain, placeholder, ...rest }: BaseProps & { domain: string }) {
  const { t } = useTranslation();
  const { options, loading } = useDictOptions(domain);
  return <Select<string> placeholder={placeholder ?? t('common.placeholders.select')} {...searchable} {...rest} options={options} loading={loading} />;
}

/** Countries by ISO alpha-2 code. */
export function CountrySelect({ placeholder, ...props }: BaseProps) {
  const { t } = useTranslation();
  const { options, loading } = useCountries();
  return <Select<string> placeholder={placeholder ?? t('common.placeholders.select')} {...searchable} {...props} options={options} loading={loading} />;
}

/** Time zones of `countryCode` (disabled until a country is chosen). */
export function TimeZoneSelect({ countryCode, placeholder, ...rest }: BaseProps & { countryCode?: string | null }) {
  const { t } = useTranslation();
  const { options, loading } = useTimeZones(countryCode);
  return (
    <Select<string>
      placeholder={countryCode ? (placeholder ?? t('common.placeholders.select')) : t('common.placeholders.countryFirst')}
      {...searchable}
      disabled={!countryCode}
      {...rest}
      options={options}
      loading={loading}
    />
  );
}

/** Rows of a shared code table (`dictRoutes.codeTable`). */
export function CodeSelect({ table, placeholder, ...rest }: BaseProps & { table: string }) {
  const { t } = useTranslation();
  const { options, loading } = useCodeTable(table);
  return <Select<string> placeholder={placeholder ?? t('common.placeholders.select')} {...searchable} {...rest} options={options} loading={loading} />;
}
