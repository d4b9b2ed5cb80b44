/** Links of the event screens (spec part 1 section 2); /allEvent is ours (the spec lists the menu entry, not its route). */
export const eventPaths = {
  newEvent: '/newEvent',
  serviceCounter: '/serviceCounter',
  shelters: '/shelters',
  myEvents: '/Myevent',
  assigned: '/eventassigned',
  allEvents: '/allEvent',
  detail: (id: number) => `/Myevent/eventDetail/${id}`,
  copy: (id: number, code?: string) => `/Myevent/copyeventDetail/${id}${code ? `/${encodeURIComponent(code)}` : ''}`,
  /** The order form with the event as its origin (the order links back to the event) and the event's customer product. */
  createOrder: (e: { id: number; customerId: number | null; customerProductId: number | null }) =>
    `/createOrder?${new URLSearchParams({
      eventId: String(e.id),
      ...(e.customerId ? { customerId: String(e.customerId) } : {}),
      ...(e.customerProductId ? { customerProductId: String(e.customerProductId) } : {}),
    })}`,
} as const;
