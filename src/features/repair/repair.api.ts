import type { ApiEnvelope } from '@domain/common/envelope';
import { RepairPaths } from '@domain/repair/repair.paths';
import type { StateMove } from '@domain/repair/repair-order.machine';
import type { ChecklistEntry, DetectionFilter, DetectionView, RepairDetail, RepairFilter, RepairSettings, RepairView, ScanFindResult, ScanSignInResult } from '@domain/repair/repair.schemas';
import type { DetectionVerdictValue, ExchangeWarrantyValue } from '@domain/repair/repair.constants';
import { api } from '@/app/api';

export interface SaveRepairSettingsArgs {
  faultCategories: string[];
  needsApproval: boolean;
  detectionItems: string[];
  defaultWarehouseId: number | null;
  laborFee: string;
  exchangeWarranty: ExchangeWarrantyValue;
}
export interface SaveRepairArgs {
  id?: number;
  customerProductId: number;
  faultCategory?: string;
  fault: string;
  accessories?: string;
  remark?: string;
  laborFee?: string;
  /** Values of the order's custom form (the template's, for a new order). */
  values?: Record<string, unknown>;
}

const withTags = api.enhanceEndpoints({ addTagTypes: ['Repairs', 'RepairSettings', 'Detections', 'SpareStock', 'ReturnChanges'] });

/** Repair settings and repair orders (/v2/repair/...). */
export const repairApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getRepairSettings: build.query<RepairSettings, void>({
      query: () => RepairPaths.settings,
      transformResponse: (r: ApiEnvelope<RepairSettings>) => r.data!,
      providesTags: ['RepairSettings'],
    }),
    saveRepairSettings: build.mutation<ApiEnvelope<RepairSettings>, SaveRepairSettingsArgs>({
      query: (body) => ({ url: RepairPaths.saveSettings, method: 'POST', body }),
      invalidatesTags: ['RepairSettings', 'Repairs'],
    }),
    /** The repair order template's custom form (/repairSet). */
    saveRepairForm: build.mutation<ApiEnvelope<RepairSettings>, RepairSettings['form']>({
      query: (form) => ({ url: RepairPaths.saveForm, method: 'POST', body: { form } }),
      invalidatesTags: ['RepairSettings'],
    }),
    exportRepairs: build.mutation<ApiEnvelope<{ id: number }>, Partial<RepairFilter>>({
      query: (body) => ({ url: RepairPaths.export, method: 'POST', body: { ...body, format: 'xlsx' } }),
      invalidatesTags: ['Downloads'],
    }),
    listRepairs: build.query<RepairView[], Partial<RepairFilter> & { pageIndex: number; pageSize: number }>({
      query: (params) => ({ url: RepairPaths.list, params }),
      transformResponse: (r: ApiEnvelope<RepairView[]>) => r.data ?? [],
      providesTags: ['Repairs'],
    }),
    countRepairs: build.query<number, Partial<RepairFilter>>({
      query: (params) => ({ url: RepairPaths.count, params }),
      transformResponse: (r: ApiEnvelope<number>) => r.data ?? 0,
      providesTags: ['Repairs'],
    }),
    getRepair: build.query<RepairDetail, number>({
      query: (id) => ({ url: RepairPaths.detail, params: { id } }),
      transformResponse: (r: ApiEnvelope<RepairDetail>) => r.data!,
      providesTags: ['Repairs'],
    }),
    saveRepair: build.mutation<ApiEnvelope<RepairView>, SaveRepairArgs>({
      query: (body) => ({ url: RepairPaths.save, method: 'POST', body }),
      invalidatesTags: ['Repairs'],
    }),
    scanSignIn: build.mutation<ApiEnvelope<ScanSignInResult>, { code: string; fault?: string; accessories?: string }>({
      query: (body) => ({ url: RepairPaths.scanSignIn, method: 'POST', body }),
      invalidatesTags: ['Repairs'],
    }),
    /** The phone's scan: the product's open order, signed in when the desk scans one on its way. */
    scanFindRepair: build.mutation<ApiEnvelope<ScanFindResult>, string>({
      query: (code) => ({ url: RepairPaths.scanFind, method: 'POST', body: { code } }),
      invalidatesTags: ['Repairs'],
    }),
    signInRepair: build.mutation<ApiEnvelope<RepairView>, number>({
      query: (id) => ({ url: RepairPaths.signIn, method: 'POST', body: { id } }),
      invalidatesTags: ['Repairs'],
    }),
    operateRepair: build.mutation<ApiEnvelope<RepairView>, { id: number; op: StateMove; reason?: string }>({
      query: (body) => ({ url: RepairPaths.operate, method: 'POST', body }),
      invalidatesTags: ['Repairs'],
    }),
    useRepairParts: build.mutation<ApiEnvelope<RepairDetail>, { id: number; lines: { partId: number; qty: string }[]; oldLines?: { partId: number; qty: string }[] }>({
      query: (body) => ({ url: RepairPaths.useParts, method: 'POST', body }),
      invalidatesTags: ['Repairs', 'SpareStock'],
    }),
    collectRepair: build.mutation<ApiEnvelope<RepairView>, { id: number; payMode: number }>({
      query: (body) => ({ url: RepairPaths.collect, method: 'POST', body }),
      invalidatesTags: ['Repairs'],
    }),
    cancelRepairParts: build.mutation<ApiEnvelope<RepairDetail>, { id: number; useId: number }>({
      query: (body) => ({ url: RepairPaths.cancelParts, method: 'POST', body }),
      invalidatesTags: ['Repairs', 'SpareStock'],
    }),
    shipRepair: build.mutation<ApiEnvelope<RepairView>, { id: number; courierCompany: string; courierNo: string }>({
      query: (body) => ({ url: RepairPaths.ship, method: 'POST', body }),
      invalidatesTags: ['Repairs'],
    }),
    saveRepairPhotos: build.mutation<ApiEnvelope<RepairDetail>, { id: number; photoIds: number[] }>({
      query: (body) => ({ url: RepairPaths.savePhotos, method: 'POST', body }),
      invalidatesTags: ['Repairs'],
    }),
    makeRepairOrder: build.mutation<ApiEnvelope<RepairView>, { id: number; templateId: number }>({
      query: (body) => ({ url: RepairPaths.makeOrder, method: 'POST', body }),
      invalidatesTags: ['Repairs'],
    }),
    listDetections: build.query<DetectionView[], Partial<DetectionFilter> & { pageIndex: number; pageSize: number }>({
      query: (params) => ({ url: RepairPaths.detectionList, params }),
      transformResponse: (r: ApiEnvelope<DetectionView[]>) => r.data ?? [],
      providesTags: ['Detections'],
    }),
    countDetections: build.query<number, Partial<DetectionFilter>>({
      query: (params) => ({ url: RepairPaths.detectionCount, params }),
      transformResponse: (r: ApiEnvelope<number>) => r.data ?? 0,
      providesTags: ['Detections'],
    }),
    getDetection: build.query<DetectionView, number>({
      query: (id) => ({ url: RepairPaths.detectionDetail, params: { id } }),
      transformResponse: (r: ApiEnvelope<DetectionView>) => r.data!,
      providesTags: ['Detections'],
    }),
    createDetection: build.mutation<ApiEnvelope<DetectionView>, number>({
      query: (repairOrderId) => ({ url: RepairPaths.detectionCreate, method: 'POST', body: { repairOrderId } }),
      invalidatesTags: ['Detections', 'Repairs'],
    }),
    concludeDetection: build.mutation<ApiEnvelope<DetectionView>, { id: number; checklist: ChecklistEntry[]; verdict: DetectionVerdictValue; conclusion: string }>({
      query: (body) => ({ url: RepairPaths.detectionConclude, method: 'POST', body }),
      // A verdict of 换货 or 退货 writes a return and exchange order.
      invalidatesTags: ['Detections', 'Repairs', 'ReturnChanges'],
    }),
    exportDetections: build.mutation<ApiEnvelope<{ id: number }>, Partial<DetectionFilter>>({
      query: (body) => ({ url: RepairPaths.detectionExport, method: 'POST', body: { ...body, format: 'xlsx' } }),
      invalidatesTags: ['Downloads'],
    }),
    cancelDetection: build.mutation<ApiEnvelope<DetectionView>, number>({
      query: (id) => ({ url: RepairPaths.detectionCancel, method: 'POST', body: { id } }),
      invalidatesTags: ['Detections'],
    }),
  }),
});

export const {
  useExportRepairsMutation,
  useSaveRepairPhotosMutation,
  useGetRepairSettingsQuery,
  useSaveRepairSettingsMutation,
  useSaveRepairFormMutation,
  useListRepairsQuery,
  useCountRepairsQuery,
  useGetRepairQuery,
  useSaveRepairMutation,
  useScanSignInMutation,
  useScanFindRepairMutation,
  useSignInRepairMutation,
  useOperateRepairMutation,
  useUseRepairPartsMutation,
  useCancelRepairPartsMutation,
  useShipRepairMutation,
  useCollectRepairMutation,
  useMakeRepairOrderMutation,
  useListDetectionsQuery,
  useCountDetectionsQuery,
  useGetDetectionQuery,
  useCreateDetectionMutation,
  useConcludeDetectionMutation,
  useCancelDetectionMutation,
  useExportDetectionsMutation,
} = repairApi;
