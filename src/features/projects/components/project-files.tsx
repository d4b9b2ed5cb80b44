import { Button, Card, Popconfirm, Space, Table } from '@arco-design/web-react';
import { useState } from 'react';
import { Messages } from '@domain/common/messages';
import type { ProjectFileView } from '@domain/projects/projects.schemas';
import { UploadKind } from '@domain/uploads/uploads.constants';
import type { UploadedFile } from '@domain/uploads/uploads.schemas';
import { UploadField } from '@/components/uploads/upload-field';
import { toastResult } from '@/lib/toast-result';
import { useAddProjectFilesMutation, useDeleteProjectFilesMutation, useListProjectFilesQuery } from '../projects.api';

const formatSize = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** 项目文件: files uploaded, then attached with 添加到项目; the caller's own (or all, for who runs the project) deleted in a batch. */
export function ProjectFiles({ projectId }: { projectId: number }) {
  const { data: files = [], isFetching } = useListProjectFilesQuery(projectId);
  const [add] = useAddProjectFilesMutation();
  const [remove] = useDeleteProjectFilesMutation();
  const [staged, setStaged] = useState<UploadedFile[]>([]);
  const [selected, setSelected] = useState<number[]>([]);
  const attach = async () => (await toastResult(add({ projectId, fileIds: staged.map((f) => f.id) }).unwrap(), Messages.saveOk)) && setStaged([]);
  const deleteSelected = async () => (await toastResult(remove({ projectId, ids: selected }).unwrap(), Messages.deleteOk)) && setSelected([]);
  const columns = [
    { title: '文件名', dataIndex: 'name', render: (name: string, f: ProjectFileView) => <a href={f.url} target="_blank" rel="noreferrer">{name}</a> },
    { title: '大小', dataIndex: 'size', width: 100, render: formatSize },
    { title: '上传人', width: 100, render: (_: unknown, f: ProjectFileView) => f.createUser.name },
    { title: '上传时间', dataIndex: 'createTime', width: 170, render: (iso: string) => new Date(iso).toLocaleString('zh-CN', { hour12: false }) },
  ];
  return (
    <Card title="项目文件" size="small" style={{ marginBottom: 12 }}>
      <Space align="start" style={{ marginBottom: 8 }} wrap>
        <UploadField kind={UploadKind.file} maxCount={10} value={staged} onChange={setStaged} />
        {staged.length > 0 && (
          <Button type="primary" onClick={attach}>
            添加到项目
          </Button>
        )}
        {selected.length > 0 && (
          <Popconfirm title={`确定删除选中的${selected.length}个文件吗？`} onOk={deleteSelected}>
            <Button status="danger">批量删除</Button>
          </Popconfirm>
        )}
      </Space>
      <Table
        aria-label="项目文件"
        rowKey="id"
        loading={isFetching}
        columns={columns}
        data={files}
        pagination={false}
        border={false}
        rowSelection={{
          type: 'checkbox',
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(Number)),
          checkboxProps: (f: ProjectFileView) => ({ disabled: !f.canDelete, 'aria-label': `选择 ${f.name}` }),
        }}
      />
    </Card>
  );
}
