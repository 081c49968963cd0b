/** The history of dictionary item imports (issue 10 item 6), below the dictionaries screen. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DICT_ITEMS_IMPORT } from '@aerosupply/shared/dict/import';
import { ImportHistory } from '../../../components/ImportDialog';
import { PageContainer } from '../../../components/PageContainer';
import { pickText, useLang } from '../../../lib/i18n';
import { useDictDomainList } from '../api';

export default function DictImportsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const domainList = useDictDomainList();
  const domainName = useMemo(() => new Map((domainList.data ?? []).map((d) => [d.domain, pickText(lang, d.zh, d.en)])), [domainList.data, lang]);
  return (
    <PageContainer title={t('admin.dict.import.historyTitle')}>
      <ImportHistory
        importKey={DICT_ITEMS_IMPORT}
        label={t('admin.dict.import.historyTitle')}
        paramColumns={[{ key: 'domain', title: t('admin.dict.fields.domain'), render: (_: unknown, r) => domainName.get(r.params.domain ?? '') ?? r.params.domain }]}
      />
    </PageContainer>
  );
}
