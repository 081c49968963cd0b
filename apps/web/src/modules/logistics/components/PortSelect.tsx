/**
 * A port picker searching the port master data on the server as the user types (issue 26 item 6,
 * D-512): code or name in either language, the exact code first; a saved code outside the page
 * still shows as the value.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select, type SelectProps } from 'antd';
import { companyName } from '../../../lib/company-name';
import { usePortSearch } from '../api';

type Props = Omit<SelectProps<string>, 'options' | 'showSearch' | 'filterOption' | 'onSearch'>;

export function PortSelect({ value, ...rest }: Props) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  // Ask the server once the user pauses typing.
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), 250);
    return () => clearTimeout(timer);
  }, [typed]);
  const ports = usePortSearch(q);
  const options = (ports.data?.rows ?? []).map((p) => ({ value: p.code, label: `${p.code} · ${companyName(p.name, p.nameEn)}` }));
  if (typeof value === 'string' && value && !options.some((o) => o.value === value)) options.unshift({ value, label: value });
  return (
    <Select<string>
      {...rest}
      value={value}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      loading={ports.isFetching}
      placeholder={rest.placeholder ?? t('logistics.shipment.portSearch')}
      notFoundContent={t('logistics.shipment.noPort')}
      options={options}
    />
  );
}
