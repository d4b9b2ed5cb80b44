/** Where a notice's link leads: a page of the app, a web page in a new window, or nowhere. */
export type NoticeTarget = { kind: 'app'; path: string } | { kind: 'web'; url: string } | null;

export function noticeTarget(link: string | null): NoticeTarget {
  if (!link) return null;
  // '//host' is protocol-relative, i.e. another site.
  if (link.startsWith('/') && !link.startsWith('//')) return { kind: 'app', path: link };
  if (/^https?:\/\//i.test(link)) return { kind: 'web', url: link };
  return null;
}
