/** Texts of the notice centre (/MessageCenter) and the top bar's bell. */
export const NoticeTexts = {
  centre: '消息中心',
  list: '消息列表',
  all: '全部',
  unread: '未读',
  markAllRead: '全部已读',
  allMarked: '已全部标为已读',
  empty: '暂无消息',
  emptyUnread: '没有未读消息',
  loadFailed: '消息加载失败',
} as const;

/** The top bar polls the unread count this often. */
export const NOTICE_COUNT_POLL_MS = 60_000;

/** The bell shows 99+ past this. */
export const NOTICE_BADGE_MAX = 99;
