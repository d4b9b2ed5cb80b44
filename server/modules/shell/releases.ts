/** The version log shown from the help menu, newest first. */
export const RELEASES = [
  {
    version: '0.1.0',
    date: '2026-11-22',
    notes: ['独立版手机号验证码与密码登录、企业注册与切换', '应用外壳：菜单、标签页、角色切换、消息订阅、下载中心', '套餐与人数限制提示'],
  },
] as const;
