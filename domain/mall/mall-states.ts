/** The mall order's states, names and number, apart from the roles so the customer portal's page carries nothing of the staff app. */
/** Mall order states (spec part 2 section 4): 1 pending payment, 2 pending approval, 3 pending shipment, 4 in transit, 5 signed, 6 cancelled. */
export const MallOrderState = { pendingPayment: 1, pendingApproval: 2, pendingShipment: 3, inTransit: 4, signed: 5, cancelled: 6 } as const;
export type MallOrderStateValue = (typeof MallOrderState)[keyof typeof MallOrderState];
export const MALL_ORDER_STATES = Object.values(MallOrderState) as MallOrderStateValue[];
export const MALL_ORDER_STATE_NAMES: Record<MallOrderStateValue, string> = { 1: '待付款', 2: '待审核', 3: '待发货', 4: '运输中', 5: '已签收', 6: '已取消' };

/** A mall order's number, read off its id. */
export const mallOrderNo = (id: number) => `SC${String(id).padStart(8, '0')}`;
