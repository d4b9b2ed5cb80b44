/** Paths of the finance calls (spec part 1 section 7 "/receive/...", part 2 section 7), named once for the server's routes and the client's api slices. */
export const FinancePaths = {
  /** Payment templates (收款模板): POST add, PUT update, GET list, DELETE del (spec part 1 section 7). */
  receiveAdd: '/receive/add',
  receiveUpdate: '/receive/update',
  receiveList: '/receive/list',
  receiveCount: '/receive/count',
  receiveDelete: '/receive/del',
  /** The templates an order type uses (orderTmplId; items have name and fk_t_ep_receive_payment_id). */
  receiveOfOrderType: '/receive/list/orderTmpl',
  /** An order's payment items by template and what was collected of each (paths not in the spec). */
  orderItemCollections: '/receive/collection/list',
  collectItem: '/receive/collection/save',
  /** Reconciliation: list and count of the spec; marking and reopening are this system's own paths. */
  reconcileList: '/v2/reconcile/list',
  reconcileCount: '/v2/reconcile/count',
  reconcileMark: '/v2/reconcile/mark',
  reconcileReopen: '/v2/reconcile/reopen',
  /** Collections of other sources (a mall order's payment), this system's own path. */
  sourceCollectionList: '/v2/collection/list',
  /** Marking one reconciled (对账) and reopening it, as the orders' reconcileMark/reconcileReopen. */
  sourceCollectionReconcile: '/v2/collection/reconcile',
  sourceCollectionReopen: '/v2/collection/reopen',
  /** Commission rules (spec part 2 section 7, under /v2/personSettlementCommissionRuleSetting/rule/). */
  ruleList: '/v2/personSettlementCommissionRuleSetting/rule/list',
  ruleCount: '/v2/personSettlementCommissionRuleSetting/rule/count',
  ruleSave: '/v2/personSettlementCommissionRuleSetting/rule/save',
  ruleDelete: '/v2/personSettlementCommissionRuleSetting/rule/delete',
  ratioSave: '/v2/personSettlementCommissionRuleSetting/rule/save/distribute/ratio',
  ratioList: '/v2/personSettlementCommissionRuleSetting/rule/distribute/ratio/list',
  ratioCount: '/v2/personSettlementCommissionRuleSetting/rule/distribute/ratio/count',
  ratioDelete: '/v2/personSettlementCommissionRuleSetting/rule/delete/distribute/ratio',
  applicList: '/v2/personSettlementCommissionRuleSetting/rule/applic/tmpl/list',
  applicSave: '/v2/personSettlementCommissionRuleSetting/rule/save/applic/tmpl',
  applicDelete: '/v2/personSettlementCommissionRuleSetting/rule/delete/applic/tmpl',
  /** Personal settlement of a period (paths not in the spec): everyone's figures, one person's orders, settling, a settled document. */
  personalList: '/v2/settlement/personal/list',
  personalDetail: '/v2/settlement/personal/detail',
  settle: '/v2/settlement/settle',
  settlementDetail: '/v2/settlement/detail',
  groupList: '/v2/settlement/group/list',
  /** A settlement document into the download centre (this system's own path). */
  settlementExport: '/v2/settlement/export',
  /** Rewards and penalties (spec part 2 section 7); deciding one is this system's own path. */
  rewardAdd: '/rewards/addRewardsForm',
  rewardList: '/rewards/list',
  rewardCount: '/rewards/count',
  rewardProcess: '/rewards/approvalProcess',
  rewardDecide: '/rewards/decide',
  /** Names of bank accounts and settlement modes by ids (spec part 2 section 7, path parameter {ids}); listing and editing are this system's own. */
  bankAccountNames: '/tplusBankAccount/names/:ids',
  bankAccountList: '/tplusBankAccount/list',
  bankAccountSave: '/tplusBankAccount/save',
  bankAccountDelete: '/tplusBankAccount/delete',
  settlementModeNames: '/tplusSettlementModesSetting/names/:ids',
  settlementModeList: '/tplusSettlementModesSetting/list',
  settlementModeSave: '/tplusSettlementModesSetting/save',
  settlementModeDelete: '/tplusSettlementModesSetting/delete',
} as const;
