/** Error texts of capability list applications (spec 001 §4, §8). */
import { registerMessages, type MessageCatalogue } from '../i18n/messages';

export const CAPABILITY_MESSAGES: MessageCatalogue = {
  'capabilities.not_editable': {
    zh: '只有待提交或未通过的申请可以修改',
    en: 'Only applications to be submitted or not passed can be edited',
  },
  'capabilities.not_submittable': { zh: '只有待提交的申请可以提交', en: 'Only applications to be submitted can be submitted' },
  'capabilities.not_under_review': { zh: '只有审核中的申请可以审核', en: 'Only applications under review can be reviewed' },
};

registerMessages(CAPABILITY_MESSAGES);
