/** Columns of the customer import spreadsheet, in template order; '*' marks the required ones. */
export const IMPORT_COLUMNS = [
  { key: 'name', header: '客户名称*' },
  { key: 'phone', header: '客户电话*' },
  { key: 'contactName', header: '联系人*' },
  { key: 'contactPhone', header: '联系人电话*' },
  { key: 'region', header: '所在地区' },
  { key: 'detail', header: '详细地址' },
  { key: 'mapName', header: '地图位置' },
  { key: 'ownerPhone', header: '归属销售手机号' },
  { key: 'group', header: '服务组' },
  { key: 'tags', header: '客户标签' },
] as const;
export type ImportColumnKey = (typeof IMPORT_COLUMNS)[number]['key'];

/** Rows one import may hold (the speed target is 10,000 in under 30 s). */
export const IMPORT_MAX_ROWS = 20_000;
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

export const ImportTexts = {
  queued: '已加入下载中心，导入完成后可下载导入结果',
  noFile: '请选择要导入的Excel文件',
  notXlsx: '请上传 .xlsx 格式的Excel文件',
  tooLarge: '文件不能超过10MB',
  missingColumn: (header: string) => `模板不正确：缺少列「${header}」`,
  tooManyRows: `一次最多导入${IMPORT_MAX_ROWS}行`,
  unreadable: '无法读取文件，请使用导入模板',
  duplicateInFile: (row: number) => `客户电话与第${row}行重复`,
  phoneExists: '客户电话已被其他客户使用',
  ownerNotFound: '归属销售手机号不是本企业人员',
  groupNotFound: '服务组不存在',
  tagNotFound: (name: string) => `客户标签「${name}」不存在`,
  resultName: (ok: number, failed: number) => `（成功${ok}条，失败${failed}条）`,
} as const;
