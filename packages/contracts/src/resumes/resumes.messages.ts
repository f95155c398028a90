import type { TText } from '../common/i18n.ts';

/** Messages of the resumes domain; keys start with 'resumes.'. */
export const RESUMES_MESSAGES = {
  'resumes.number': { en: 'Please enter a number of 0 or more', zh: '请输入大于等于0的数字' },
  'resumes.phone': { en: 'Please enter a valid phone number', zh: '请输入正确的电话号码' },
  'resumes.saved': { en: 'Resume saved', zh: '简历已保存' },
  'resumes.missingFields': {
    en: 'Please complete these required fields first: {fields}',
    zh: '请先填写以下必填项：{fields}',
  },
  'resumes.badOption': { en: 'Please choose a value from the list', zh: '请从列表中选择' },
  'resumes.uploadFailed': { en: 'Upload Failed', zh: '上传失败' },
  'resumes.notPdf': { en: 'Only PDF files can be uploaded', zh: '仅支持上传PDF文件' },
  'resumes.pdfUnreadable': {
    en: 'This file is not a readable PDF. Please export your resume as a PDF again and upload it.',
    zh: '该文件不是可读取的PDF，请重新导出为PDF后上传',
  },
  'resumes.pdfActive': {
    en: 'This PDF contains scripts, program launches or attached files, which are not accepted. Please upload a plain PDF.',
    zh: '该PDF包含脚本、启动程序或附件，无法接受，请上传普通的PDF文件',
  },
  'resumes.pdfTooComplex': {
    en: 'This PDF is too large or too complex to read (a resume has at most 50 pages). Please export your resume as a PDF again and upload it.',
    zh: '该PDF过大或过于复杂，无法读取（简历最多50页）。请重新导出为PDF后上传',
  },
  'resumes.readerBusy': {
    en: 'Many files are being read right now. Please try again in a minute.',
    zh: '当前读取的文件较多，请稍后再试',
  },
  'resumes.tooLarge': { en: 'The file must not exceed 10 MB', zh: '文件大小不能超过10MB' },
  'resumes.tooManyFiles': { en: 'You can keep at most 5 resume files', zh: '最多可保存5份简历附件' },
  'resumes.fileNotFound': { en: 'This file does not exist', zh: '该文件不存在' },
  'resumes.uploaded': { en: 'Upload succeeded', zh: '上传成功' },
  'resumes.deleted': { en: 'Deleted', zh: '已删除' },
  'resumes.noText': {
    en: 'No text found in this PDF (it may be a scanned image). Please fill in the form yourself or upload a PDF saved from your editor.',
    zh: '未在该PDF中找到文字（可能是扫描图片）。请手动填写，或上传由编辑软件导出的PDF。',
  },
  'resumes.unreadable': {
    en: 'This file could not be read as a PDF',
    zh: '无法读取该PDF文件',
  },
  'resumes.parsed': { en: 'Resume read: please check each field', zh: '已读取简历，请逐项核对' },
} as const satisfies Record<string, TText>;
