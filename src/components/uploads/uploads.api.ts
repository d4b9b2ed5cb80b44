import type { ApiEnvelope } from '@domain/common/envelope';
import { UPLOAD_POLICY_TIMEOUT_MS, UploadTexts, type UploadKindValue } from '@domain/uploads/uploads.constants';
import type { UploadedFile, UploadPolicy } from '@domain/uploads/uploads.schemas';
import { api } from '@/app/api';
import { apiError, type ApiError } from '@/lib/errors';
import { UploadPaths } from '@domain/uploads/uploads.paths';

export interface UploadFileArgs {
  kind: UploadKindValue;
  file: File;
  /** Sent again on a retry, the server answers the file it stored the first time instead of a second copy. */
  idempotencyKey?: string;
}

const keyHeader = (key?: string) => (key ? { 'Idempotency-Key': key } : undefined);

const dataOf = <T>(answer: unknown): T | undefined => (answer as ApiEnvelope<T> | undefined)?.data;

/**
 * Uploads through the server-owned storage (spec part 1 section 7). Each upload takes a fresh
 * policy (10 s time-out) whose ticket goes with the file; the form body keeps uploads out of the
 * duplicate-request guard, and the transport adds the csrf token to it.
 */
export const uploadsApi = api.injectEndpoints({
  endpoints: (build) => ({
    uploadFile: build.mutation<UploadedFile, UploadFileArgs>({
      async queryFn({ kind, file, idempotencyKey }, _api, _extra, baseQuery) {
        const policy = await baseQuery({ url: UploadPaths.policy, params: { kind }, timeout: UPLOAD_POLICY_TIMEOUT_MS });
        if (policy.error) return { error: policy.error as ApiError };
        const ticket = dataOf<UploadPolicy>(policy.data)?.ticket;
        if (!ticket) return { error: apiError('FETCH_ERROR', UploadTexts.uploadFailed) };
        const body = new FormData();
        body.append('file', file, file.name);
        const uploaded = await baseQuery({ url: UploadPaths.upload, method: 'POST', params: { kind, ticket }, body, headers: keyHeader(idempotencyKey) });
        if (uploaded.error) return { error: uploaded.error as ApiError };
        const saved = dataOf<UploadedFile>(uploaded.data);
        return saved ? { data: saved } : { error: apiError('FETCH_ERROR', UploadTexts.uploadFailed) };
      },
    }),
    /** POST /upload/save/str: an image as a data URL (the signature pad); never cancelled as a duplicate. */
    saveImageData: build.mutation<UploadedFile, { data: string; name?: string; idempotencyKey?: string }>({
      query: ({ idempotencyKey, ...body }) => ({ url: UploadPaths.saveDataUrl, method: 'POST', body, headers: keyHeader(idempotencyKey) }),
      transformResponse: (r: ApiEnvelope<UploadedFile>) => r.data!,
    }),
  }),
});

export const { useUploadFileMutation, useSaveImageDataMutation } = uploadsApi;
