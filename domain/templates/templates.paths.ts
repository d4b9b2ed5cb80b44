/** Paths of the templates calls (spec section 7 of each part), named once for the server's routes and the client's api slices. */
export const TemplatePaths = {
  orderTypeOptions: '/orderTypeTemplate/list',
  orderTypeList: '/v2/temp/list',
  orderTypeCount: '/v2/temp/count',
  orderTypeDetail: '/v2/temp/detail',
  orderTypeSave: '/v2/temp/save',
  orderTypeEnable: '/v2/temp/enable',
  orderTypeSort: '/v2/temp/sort',
  orderTypeDelete: '/v2/temp/delete',
  slaList: '/v2/sla/list',
  splitList: '/automate/split/list',
  defaultDispatch: '/v2/processSet/getDefaultDispatch',
  updateDefaultDispatch: '/v2/processSet/updateDefaultDispatch',
  cusTempField: '/v2/temp/cusTempField',
  saveOc: '/detailControl/saveOc',
  recycleBinField: '/v2/temp/recycleBinField',
  recycleBinFieldCount: '/v2/temp/recycleBinFieldCount',
  reductionField: '/v2/temp/reductionField',
  commonReductionField: '/v2/temp/common/reductionField',
  eventTempList: '/v2/eventTemp/list',
  eventTempCount: '/v2/eventTemp/count',
  eventTempDetail: '/v2/eventTemp/detail',
  eventTempCusTempField: '/v2/eventTemp/cusTempField',
  eventTempSave: '/v2/eventTemp/save',
  eventTempEnable: '/v2/eventTemp/enable',
  eventTempSort: '/v2/eventTemp/sort',
  eventTempDelete: '/v2/eventTemp/delete',
  /** Each entity kind's detail-control form (spec part 2 section 7): read it, add, change or delete a field. */
  detailControl: {
    order: { fieldValues: '/detailcontrol/fieldValues', saveField: '/detailcontrol/saveField', updateField: '/detailcontrol/updateField', delete: '/detailcontrol/delete' },
    customer: { fieldValues: '/detailcontrol/customer/fieldValues', saveField: '/detailcontrol/customer/saveField', updateField: '/detailcontrol/customer/updateField', delete: '/detailcontrol/customer/delete' },
    customerProduct: { fieldValues: '/detailcontrol/customerProduct/fieldValues', saveField: '/detailcontrol/customerProduct/saveField', updateField: '/detailcontrol/customerProduct/updateField', delete: '/detailcontrol/customerProduct/delete' },
    // The spec names no spare-part detail-control calls; they follow the product's (basic-info type 4 beside type 5).
    sparePart: { fieldValues: '/detailcontrol/spare/fieldValues', saveField: '/detailcontrol/spare/saveField', updateField: '/detailcontrol/spare/updateField', delete: '/detailcontrol/spare/delete' },
    product: { fieldValues: '/detailcontrol/product/fieldValues', saveField: '/detailcontrol/product/saveField', updateField: '/detailcontrol/product/updateField', delete: '/detailcontrol/product/delete' },
    maintenanceContract: { fieldValues: '/detailcontrol/maintenanceContract/fieldValues', saveField: '/detailcontrol/maintenanceContract/saveField', updateField: '/detailcontrol/maintenanceContract/updateField', delete: '/detailcontrol/maintenanceContract/delete' },
    saleContract: { fieldValues: '/detailcontrol/saleContract/fieldValues', saveField: '/detailcontrol/saleContract/saveField', updateField: '/detailcontrol/saleContract/updateField', delete: '/detailcontrol/saleContract/delete' },
    event: { fieldValues: '/detailcontrol/event/fieldValues', saveField: '/detailcontrol/event/saveField', updateField: '/detailcontrol/event/updateField', delete: '/detailcontrol/event/delete' },
    project: { fieldValues: '/detailcontrol/project/fieldValues', saveField: '/detailcontrol/project/saveField', updateField: '/detailcontrol/project/updateField', delete: '/detailcontrol/project/delete' },
  },
} as const;
/** One entity kind's four detail-control paths. */
export type DetailControlPaths = (typeof TemplatePaths.detailControl)[keyof typeof TemplatePaths.detailControl];
