/** Upload and download messages (spec 000 §5, spec 001 §8), registered at server start by the files module. */
import { registerMessages, type MessageCatalogue } from '../i18n/messages';

export const FILES_MESSAGES: MessageCatalogue = {
  'upload.failed': { zh: '上传失败，请重试', en: 'Upload failed, please try again' },
  'upload.bad_format': { zh: '请上传正确格式的文件', en: 'Please upload a file of the correct format' },
  'upload.too_large': { zh: '文件大小不能超过100MB', en: 'File size must not exceed 100MB' },
  'upload.disguised': {
    zh: '文件内容与扩展名不符（疑似伪装的程序或错误格式），已拒绝',
    en: 'The file content does not match its extension (a disguised program or a wrong format); it was refused',
  },
  'upload.already_uploaded': { zh: '列表中的文件已上传', en: 'The files in the list have already been uploaded' },
  'upload.not_uploaded': { zh: '列表中存在未上传的文件', en: 'The list contains files that have not been uploaded' },
  'upload.already_attached': { zh: '该文件已关联到其他记录', en: 'This file already belongs to another record' },
  'upload.too_many_files': { zh: '一次上传的文件过多', en: 'Too many files in one upload' },
  'upload.no_file': { zh: '请选择要上传的文件', en: 'Please choose a file to upload' },
  'upload.not_multipart': { zh: '请以 multipart/form-data 方式上传文件', en: 'Please send the file as multipart/form-data' },
  'upload.field_order': {
    zh: '上传参数须位于文件之前',
    en: 'Upload options must come before the file in the form data',
  },
  'upload.bad_allowed': { zh: '允许的扩展名列表格式不正确', en: 'The list of allowed extensions is malformed' },
  'upload.unknown_owner': { zh: '该记录类型不接受上传', en: 'This record type does not accept uploads' },
  'upload.quota_user': {
    zh: '您的上传量已达上限（每24小时 {limit}），请稍后再试',
    en: 'You have reached your upload quota ({limit} per 24 hours); please try again later',
  },
  'upload.quota_company': {
    zh: '贵公司的上传量已达上限（每24小时 {limit}），请稍后再试',
    en: 'Your company has reached its upload quota ({limit} per 24 hours); please try again later',
  },
  'upload.quota_pending': {
    zh: '尚未保存到记录中的已上传文件已达上限（{limit}），请先保存表单再继续上传',
    en: 'Your uploads not yet saved to a record have reached the limit ({limit}); please save your form before uploading more',
  },
  'upload.rate_limited': { zh: '上传过于频繁，请稍后再试', en: 'Too many uploads in a short time; please try again in a minute' },
  'files.no_such_document': { zh: '文档不存在', en: 'No such document' },
  // The print layout of every portal PDF (D-522).
  'pdf.company': { zh: '航材采购与维修有限公司', en: 'AeroSupply Maintenance & Procurement Co., Ltd.' },
  'pdf.version': { zh: '版本', en: 'Version' },
  'pdf.page_of': { zh: '第 {page} 页，共 {pages} 页', en: 'Page {page} of {pages}' },
  'pdf.generated_at': { zh: '生成时间 {at}', en: 'Generated {at}' },
};

registerMessages(FILES_MESSAGES);
