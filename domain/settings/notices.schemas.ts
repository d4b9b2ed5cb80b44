/** GET /home/notice/list items: the caller's in-app notices, newest first. */
export interface NoticeItem {
  id: number;
  title: string;
  content: string;
  link: string | null;
  read: boolean;
  create_time: string;
}

/** GET /home/notice/count. */
export interface NoticeCount {
  total: number;
  unread: number;
}
