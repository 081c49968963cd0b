/** Messages of the Excel import pipeline (registered at server start by the imports module). */
import { registerMessages, type MessageCatalogue } from '../i18n/messages';

export const IMPORT_MESSAGES: MessageCatalogue = {
  // The key keeps its name; both formats are accepted since D-525.
  'imports.not_xlsx': {
    zh: '文件不是Excel工作簿，请上传 .xlsx 或 .xls（Excel 97-2003）文件，建议使用下载的模板',
    en: 'The file is not an Excel workbook: please upload an .xlsx or .xls (Excel 97-2003) file, preferably the downloaded template',
  },
  'imports.too_large': { zh: '文件过大，导入文件不能超过 {max} MB', en: 'The file is too large: an import file must be under {max} MB' },
  'imports.too_many_rows': {
    zh: '文件超过 {max} 行数据，请拆分为每个不超过 {max} 行的文件后再导入',
    en: 'The file has more than {max} data rows; split it into files of at most {max} rows each',
  },
  'imports.no_sheet': { zh: '工作簿中没有工作表', en: 'The workbook has no worksheet' },
  'imports.empty': { zh: '文件中没有数据行（第1行为表头）', en: 'The file has no data rows (row 1 is the header)' },
  'imports.missing_columns': {
    zh: '缺少列：{columns}。请下载模板并保留第1行表头',
    en: 'Missing columns: {columns}. Download the template and keep its header in row 1',
  },
  'imports.duplicate_columns': { zh: '列重复出现：{columns}', en: 'Columns given more than once: {columns}' },
  'imports.already_committed': { zh: '该导入已提交，不能重复提交', en: 'This import has already been committed' },
  'imports.has_errors': { zh: '文件中有错误行，请修改后重新上传', en: 'The file has rows with errors; correct them and upload it again' },
  'imports.cancelled': { zh: '该导入已取消', en: 'This import was cancelled' },
  'imports.duplicate_in_file': { zh: '与第 {row} 行重复', en: 'Same as row {row}' },
  'imports.cell.int': { zh: '请输入整数', en: 'Enter a whole number' },
  'imports.cell.bool': { zh: '请填写 是/否（或 Y/N）', en: 'Enter yes/no (or Y/N)' },
  // Template texts.
  'imports.template.notes': { zh: '填写说明', en: 'Notes' },
  'imports.template.column': { zh: '列', en: 'Column' },
  'imports.template.required': { zh: '必填', en: 'Required' },
  'imports.template.format': { zh: '填写要求', en: 'What to enter' },
  'imports.template.example': { zh: '示例', en: 'Example' },
  'imports.template.yes': { zh: '是', en: 'Yes' },
  'imports.template.no': { zh: '否', en: 'No' },
  'imports.template.intro': {
    zh: '在第一个工作表第1行表头下逐行填写数据（最多 {max} 行）；表头可以是中文或英文。带 * 的列必填。',
    en: 'Enter the data row by row below the header (row 1) of the first sheet, at most {max} rows; the header may be in Chinese or English. Columns marked * are required.',
  },
};

registerMessages(IMPORT_MESSAGES);
