import { Message } from '@arco-design/web-react';
import { DownloadTexts } from '@domain/downloads/downloads.constants';
import type { ExportUsersInput } from '@domain/downloads/downloads.schemas';
import type { ExportFormatType } from '@domain/downloads/downloads.constants';
import { errorMessage } from '@/lib/errors';
import { useExportUsersMutation } from '../downloads.api';

/** The lists that can be exported, with the filter each takes. */
export interface ExportFilters {
  users: Omit<ExportUsersInput, 'format'>;
}
export type ExportSourceName = keyof ExportFilters;

/**
 * Starts an export into the download centre and says so; the centre's list refreshes itself
 * (the export invalidates 'Downloads') and polls while the file is being written.
 */
export function useStartExport<S extends ExportSourceName>(source: S) {
  const [exportUsers, users] = useExportUsersMutation();
  const mutations = { users: [exportUsers, users] } as const;
  const [trigger, state] = mutations[source];

  const start = async (format: ExportFormatType, filter: ExportFilters[S]): Promise<boolean> => {
    try {
      await trigger({ ...filter, format }).unwrap();
      Message.success(DownloadTexts.queued);
      return true;
    } catch (error) {
      Message.error(errorMessage(error));
      return false;
    }
  };
  return { start, isLoading: state.isLoading };
}
