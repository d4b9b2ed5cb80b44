import type { ApiEnvelope } from '@domain/common/envelope';
import type { ExportFormatType } from '@domain/downloads/downloads.constants';
import { ProjectPaths } from '@domain/projects/projects.paths';
import type { ProjectProductKindValue } from '@domain/projects/projects.constants';
import type { DeleteMessage, MyTaskFilter, MyTaskRow, ServiceProjectDetail, ProjectDetail, ProjectFilter, ProjectRow, ProjectTemplateView, ProcessTemplate, ProjectFileView, ProjectProductView, ProjectUserPower, TaskApprovalRow } from '@domain/projects/projects.schemas';
import { api } from '@/app/api';

export interface SaveTemplateArgs {
  id?: number;
  name: string;
  processes: ProcessTemplate[];
  createApproval: boolean;
  finishApproval: boolean;
  approverIds: number[];
}
export interface ProjectFieldsArgs {
  name: string;
  startDate?: string | null;
  endDate?: string | null;
  description?: string;
  /** Values of the template's custom form. */
  values?: Record<string, unknown>;
}

const change = (url: string) => (body: object) => ({ url, method: 'POST', body });

/** Projects and their templates (/project/...). */
export const projectsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listProjectTemplates: build.query<ProjectTemplateView[], void>({
      query: () => ({ url: ProjectPaths.templateList }),
      transformResponse: (r: ApiEnvelope<ProjectTemplateView[]>) => r.data ?? [],
      providesTags: ['ProjectTemplates'],
    }),
    getProjectTemplate: build.query<ProjectTemplateView, number>({
      query: (id) => ({ url: ProjectPaths.templateDetail, params: { id } }),
      transformResponse: (r: ApiEnvelope<ProjectTemplateView>) => r.data!,
      providesTags: ['ProjectTemplates'],
    }),
    saveProjectTemplate: build.mutation<ApiEnvelope<ProjectTemplateView>, SaveTemplateArgs>({
      query: change(ProjectPaths.templateSave),
      invalidatesTags: ['ProjectTemplates'],
    }),
    /** What the caller may do with projects (who may create from which template, per its personnel permissions). */
    getProjectUserPower: build.query<ProjectUserPower, void>({
      query: () => ({ url: ProjectPaths.userPower }),
      transformResponse: (r: ApiEnvelope<ProjectUserPower>) => r.data!,
      providesTags: ['ProjectTemplates'],
    }),
    /** One part of a template's settings from its own page; the parts not sent stay as they are. */
    saveTemplateSetting: build.mutation<ApiEnvelope<ProjectTemplateView>, { id: number } & Partial<Omit<SaveTemplateArgs, 'id' | 'name'>>>({
      query: change(ProjectPaths.templateSetting),
      invalidatesTags: ['ProjectTemplates'],
    }),
    deleteProjectTemplate: build.mutation<ApiEnvelope, number>({
      query: (id) => ({ url: ProjectPaths.templateDelete, method: 'DELETE', params: { id } }),
      invalidatesTags: ['ProjectTemplates'],
    }),
    listProjects: build.query<ProjectRow[], Partial<ProjectFilter> & { pageIndex: number; pageSize: number }>({
      query: (params) => ({ url: ProjectPaths.list, params }),
      transformResponse: (r: ApiEnvelope<ProjectRow[]>) => r.data ?? [],
      providesTags: ['Projects'],
    }),
    countProjects: build.query<number, Partial<ProjectFilter>>({
      query: (params) => ({ url: ProjectPaths.count, params }),
      transformResponse: (r: ApiEnvelope<number>) => r.data ?? 0,
      providesTags: ['Projects'],
    }),
    getProject: build.query<ProjectDetail, number>({
      query: (id) => ({ url: ProjectPaths.detail, params: { id } }),
      transformResponse: (r: ApiEnvelope<ProjectDetail>) => r.data!,
      providesTags: ['Projects'],
    }),
    createProject: build.mutation<ApiEnvelope<ProjectDetail>, ProjectFieldsArgs & { templateId: number }>({ query: change(ProjectPaths.create), invalidatesTags: ['Projects'] }),
    copyProject: build.mutation<ApiEnvelope<ProjectDetail>, ProjectFieldsArgs & { id: number }>({ query: change(ProjectPaths.copy), invalidatesTags: ['Projects'] }),
    editProject: build.mutation<ApiEnvelope<ProjectDetail>, ProjectFieldsArgs & { id: number }>({ query: change(ProjectPaths.save), invalidatesTags: ['Projects'] }),
    submitProject: build.mutation<ApiEnvelope<ProjectDetail>, { id: number }>({ query: change(ProjectPaths.submit), invalidatesTags: ['Projects'] }),
    examineProject: build.mutation<ApiEnvelope<ProjectDetail>, { id: number; action: 'approve' | 'reject'; reason?: string }>({ query: change(ProjectPaths.examine), invalidatesTags: ['Projects'] }),
    finishProject: build.mutation<ApiEnvelope<ProjectDetail>, { id: number }>({ query: change(ProjectPaths.finish), invalidatesTags: ['Projects'] }),
    deleteProjects: build.mutation<ApiEnvelope, number[]>({
      query: (ids) => ({ url: ProjectPaths.delete, method: 'DELETE', params: { ids: ids.join(',') } }),
      invalidatesTags: ['Projects'],
    }),
    /** The confirmation before deleting (GET /project/delMessage): which chosen projects may go, and the words to ask with. */
    getProjectDeleteMessage: build.query<DeleteMessage, number[]>({
      query: (ids) => ({ url: ProjectPaths.deleteMessage, params: { ids: ids.join(',') } }),
      transformResponse: (r: ApiEnvelope<DeleteMessage>) => r.data!,
      keepUnusedDataFor: 0,
    }),
    /** The filtered projects into the download centre (全部项目数据 plus the date). */
    exportProjects: build.mutation<ApiEnvelope<{ id: number }>, Partial<ProjectFilter> & { format: ExportFormatType }>({
      query: change(ProjectPaths.export),
      invalidatesTags: ['Downloads'],
    }),
    /** /projectexamine: projects whose creation or finish waits for the caller's decision. */
    listWaitingProjects: build.query<ProjectRow[], { pageIndex: number; pageSize: number }>({
      query: (params) => ({ url: ProjectPaths.examineList, params }),
      transformResponse: (r: ApiEnvelope<ProjectRow[]>) => r.data ?? [],
      providesTags: ['Projects'],
    }),
    countWaitingProjects: build.query<number, void>({
      query: () => ({ url: ProjectPaths.examineCount }),
      transformResponse: (r: ApiEnvelope<number>) => r.data ?? 0,
      providesTags: ['Projects'],
    }),
    /** /projectplanexamine: approval tasks waiting for the caller's decision. */
    listWaitingTasks: build.query<TaskApprovalRow[], { pageIndex: number; pageSize: number }>({
      query: (params) => ({ url: ProjectPaths.taskExamineList, params }),
      transformResponse: (r: ApiEnvelope<TaskApprovalRow[]>) => r.data ?? [],
      providesTags: ['Projects'],
    }),
    countWaitingTasks: build.query<number, void>({
      query: () => ({ url: ProjectPaths.taskExamineCount }),
      transformResponse: (r: ApiEnvelope<number>) => r.data ?? 0,
      providesTags: ['Projects'],
    }),
    /** The caller's unfinished tasks of projects past their end date. */
    countOverdueTasks: build.query<number, void>({
      query: () => ({ url: ProjectPaths.overdueTaskCount }),
      transformResponse: (r: ApiEnvelope<number>) => r.data ?? 0,
      providesTags: ['Projects'],
    }),
    /** 服务详情 (12001): the project's service-order tasks with their orders. */
    getServiceProject: build.query<ServiceProjectDetail, number>({
      query: (id) => ({ url: ProjectPaths.serviceDetail, params: { id } }),
      transformResponse: (r: ApiEnvelope<ServiceProjectDetail>) => r.data!,
      providesTags: ['Projects'],
    }),
    /** The caller's own tasks (the phone's 项目任务): open, overdue or finished. */
    listMyProjectTasks: build.query<MyTaskRow[], { show: MyTaskFilter; pageIndex: number; pageSize: number }>({
      query: (params) => ({ url: ProjectPaths.myTaskList, params }),
      transformResponse: (r: ApiEnvelope<MyTaskRow[]>) => r.data ?? [],
      providesTags: ['Projects'],
    }),
    /** Who may create from a template, view and edit its projects. */
    saveTemplatePersonnel: build.mutation<ApiEnvelope<ProjectTemplateView>, { id: number; creatorIds: number[]; viewerIds: number[]; editorIds: number[] }>({
      query: change(ProjectPaths.templatePersonnel),
      invalidatesTags: ['ProjectTemplates', 'Projects'],
    }),
    /** The template's custom form (/projectSet/processProject/customForm). */
    saveTemplateForm: build.mutation<ApiEnvelope<ProjectTemplateView>, { id: number; form: ProjectTemplateView['form'] }>({
      query: change(ProjectPaths.templateForm),
      invalidatesTags: ['ProjectTemplates'],
    }),
    listProjectFiles: build.query<ProjectFileView[], number>({
      query: (projectId) => ({ url: ProjectPaths.fileList, params: { projectId } }),
      transformResponse: (r: ApiEnvelope<ProjectFileView[]>) => r.data ?? [],
      providesTags: ['Projects'],
    }),
    addProjectFiles: build.mutation<ApiEnvelope<ProjectFileView[]>, { projectId: number; fileIds: number[] }>({ query: change(ProjectPaths.fileAdd), invalidatesTags: ['Projects'] }),
    deleteProjectFiles: build.mutation<ApiEnvelope, { projectId: number; ids: number[] }>({
      query: ({ projectId, ids }) => ({ url: ProjectPaths.fileDelete, method: 'DELETE', params: { projectId, ids: ids.join(',') } }),
      invalidatesTags: ['Projects'],
    }),
    listProjectProducts: build.query<ProjectProductView[], { projectId: number; pageIndex: number; pageSize: number }>({
      query: (params) => ({ url: ProjectPaths.productList, params }),
      transformResponse: (r: ApiEnvelope<ProjectProductView[]>) => r.data ?? [],
      providesTags: ['Projects'],
    }),
    countProjectProducts: build.query<number, number>({
      query: (projectId) => ({ url: ProjectPaths.productCount, params: { projectId } }),
      transformResponse: (r: ApiEnvelope<number>) => r.data ?? 0,
      providesTags: ['Projects'],
    }),
    linkProjectProducts: build.mutation<ApiEnvelope<number>, { projectId: number; kind: ProjectProductKindValue; productIds: number[] }>({
      query: change(ProjectPaths.productAccess),
      invalidatesTags: ['Projects'],
    }),
    /** One project's products into the download centre. */
    exportProjectProducts: build.mutation<ApiEnvelope<{ id: number }>, number>({
      query: (projectId) => ({ url: ProjectPaths.productExport, method: 'POST', body: { projectId, format: 'xlsx' } }),
      invalidatesTags: ['Downloads'],
    }),
    deleteProjectProducts: build.mutation<ApiEnvelope, { projectId: number; ids: number[] }>({
      query: ({ projectId, ids }) => ({ url: ProjectPaths.productDelete, method: 'DELETE', params: { projectId, ids: ids.join(',') } }),
      invalidatesTags: ['Projects'],
    }),
    assignTask: build.mutation<ApiEnvelope<ProjectDetail>, { id: number; personId: number | null; coordinatorIds: number[] }>({ query: change(ProjectPaths.taskAssign), invalidatesTags: ['Projects'] }),
    finishTask: build.mutation<ApiEnvelope<ProjectDetail>, { id: number; note?: string }>({ query: change(ProjectPaths.taskFinish), invalidatesTags: ['Projects'] }),
    examineTask: build.mutation<ApiEnvelope<ProjectDetail>, { id: number; action: 'approve' | 'reject'; reason?: string }>({ query: change(ProjectPaths.taskExamine), invalidatesTags: ['Projects'] }),
    disableTask: build.mutation<ApiEnvelope<ProjectDetail>, { id: number; disabled: boolean }>({ query: change(ProjectPaths.taskDisable), invalidatesTags: ['Projects'] }),
  }),
});

export const {
  useListProjectTemplatesQuery,
  useGetProjectTemplateQuery,
  useSaveProjectTemplateMutation,
  useSaveTemplateSettingMutation,
  useGetProjectUserPowerQuery,
  useSaveTemplateFormMutation,
  useCountOverdueTasksQuery,
  useListMyProjectTasksQuery,
  useLazyGetProjectDeleteMessageQuery,
  useGetServiceProjectQuery,
  useExportProjectProductsMutation,
  useDeleteProjectTemplateMutation,
  useListProjectsQuery,
  useCountProjectsQuery,
  useGetProjectQuery,
  useCreateProjectMutation,
  useCopyProjectMutation,
  useEditProjectMutation,
  useSubmitProjectMutation,
  useExamineProjectMutation,
  useFinishProjectMutation,
  useDeleteProjectsMutation,
  useExportProjectsMutation,
  useListWaitingProjectsQuery,
  useCountWaitingProjectsQuery,
  useListWaitingTasksQuery,
  useCountWaitingTasksQuery,
  useSaveTemplatePersonnelMutation,
  useListProjectFilesQuery,
  useAddProjectFilesMutation,
  useDeleteProjectFilesMutation,
  useListProjectProductsQuery,
  useCountProjectProductsQuery,
  useLinkProjectProductsMutation,
  useDeleteProjectProductsMutation,
  useAssignTaskMutation,
  useFinishTaskMutation,
  useExamineTaskMutation,
  useDisableTaskMutation,
} = projectsApi;
