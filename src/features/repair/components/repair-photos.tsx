import { Empty } from '@arco-design/web-react';
import { RepairOp } from '@domain/repair/repair-order.machine';
import { MAX_REPAIR_PHOTOS, type RepairDetail } from '@domain/repair/repair.schemas';
import { UploadKind } from '@domain/uploads/uploads.constants';
import type { UploadedFile } from '@domain/uploads/uploads.schemas';
import { UploadField } from '@/components/uploads/upload-field';
import { toastResult } from '@/lib/toast-result';
import { useSaveRepairPhotosMutation } from '../repair.api';

/** The product's photos on the repair order: the desk and the engineer add and remove them until it is shipped back. */
export function RepairPhotos({ repair }: { repair: RepairDetail }) {
  const [savePhotos, { isLoading }] = useSaveRepairPhotosMutation();
  const editable = repair.operations.includes(RepairOp.photos);
  if (!editable && repair.photos.length === 0) return <Empty description="暂无照片" />;
  const handleChange = (files: UploadedFile[]) => toastResult(savePhotos({ id: repair.id, photoIds: files.map((f) => f.id) }).unwrap(), '照片已保存');
  return <UploadField kind={UploadKind.image} maxCount={MAX_REPAIR_PHOTOS} value={repair.photos} onChange={handleChange} disabled={!editable || isLoading} />;
}
