/** Tax numbering systems of the chosen country (disabled until a country is chosen). */
import { useTranslation } from 'react-i18next';
import { Select, type SelectProps } from 'antd';
import { useTaxSystems } from '../api';

export function TaxSystemSelect({ country, ...rest }: Omit<SelectProps<string>, 'options' | 'loading'> & { country?: string }) {
  const { t } = useTranslation();
  const { options, loading } = useTaxSystems(country);
  return (
    <Select<string>
      placeholder={country ? t('common.placeholders.select') : t('common.placeholders.countryFirst')}
      disabled={!country}
      showSearch={{ optionFilterProp: 'label' }}
      {...rest}
      options={options.map((o) => ({ value: o.value, label: o.label }))}
      loading={loading}
    />
  );
}
