/**
 * Tabs over the sections of one record (company information, the staff supplier view): every tab
 * stays in sight (issue 11 item 8) instead of hiding behind antd's "…" overflow menu. From tablet
 * width on the tabs stand in a column at the start; on phones one select names the open section.
 */
import { useTranslation } from 'react-i18next';
import { Grid, Select, Tabs, type TabsProps } from 'antd';

export type SectionTabsProps = Omit<TabsProps, 'tabPlacement' | 'tabPosition' | 'renderTabBar'> & {
  /** Accessible name of the phone select (the page's heading). */
  label: string;
};

export function SectionTabs({ label, items = [], activeKey, defaultActiveKey, onChange, ...rest }: SectionTabsProps) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const phone = screens.md === false;
  return (
    <Tabs
      {...rest}
      className="as-section-tabs"
      items={items}
      activeKey={activeKey}
      defaultActiveKey={defaultActiveKey}
      onChange={onChange}
      tabPlacement={phone ? 'top' : 'start'}
      renderTabBar={
        phone
          ? (props) => (
              <Select
                aria-label={t('common.sections', { name: label })}
                value={props.activeKey}
                onChange={(key: string) => props.onTabClick(key, undefined as never)}
                options={items.map((item) => ({ value: item.key, label: item.label }))}
                style={{ width: '100%', marginBottom: 12 }}
                data-testid="section-select"
              />
            )
          : undefined
      }
    />
  );
}
