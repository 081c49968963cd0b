import { registerMessages } from '../i18n/messages';

export const SAP_SYNC_MESSAGES = {
  'sap_sync.not_failed': { zh: '只有同步失败的记录可以重试', en: 'Only a failed sync can be retried' },
  'sap_sync.bad_answer': { zh: 'SAP返回的供应商编码无效', en: 'SAP answered without a valid vendor code' },
};
registerMessages(SAP_SYNC_MESSAGES);
