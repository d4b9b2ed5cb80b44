import { Button, Card, Descriptions, Divider, Empty, Form, Input, Message, Result, Space, Spin, Table, type TableColumnProps } from '@arco-design/web-react';
import { useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { VISIBILITY_NAMES } from '@domain/knowledge/knowledge.constants';
import type { DocumentVersion, KnowledgeFile } from '@domain/knowledge/knowledge.schemas';
import { UploadKind } from '@domain/uploads/uploads.constants';
import type { UploadedFile } from '@domain/uploads/uploads.schemas';
import { paths } from '@/app/paths';
import { useTabName } from '@/app/shell/use-tab-name';
import { UploadField } from '@/components/uploads/upload-field';
import { RichTextView } from '@/features/knowledge/components/rich-text-view';
import { useDeleteDocumentsMutation, useGetDocumentQuery, usePreviewKnowledgeFileQuery, useSaveDocumentVersionMutation } from '@/features/knowledge/knowledge.api';
import { DocumentDialog } from './doc-dialog';
import { useKnowledgeWriter, WriterActions } from './knowledge-list';

const fmt = (iso: string) => new Date(iso).toLocaleString('zh-CN', { hour12: false });

/** The preview service's view of a file: an image, a PDF or text in a frame, else a download link. */
function FilePreview({ file }: { file: KnowledgeFile }) {
  const { data, isLoading } = usePreviewKnowledgeFileQuery(btoa(file.url));
  if (isLoading) return <Spin />;
  if (!data) return <Empty description="无法预览" />;
  const inline = `${file.previewUrl}&inline=1`;
  return (
    <div className="kb-preview">
      {data.as === 'image' && <img src={inline} alt={file.name} />}
      {data.as === 'pdf' && <iframe src={inline} title={`预览：${file.name}`} />}
      {data.as === 'text' && <iframe src={inline} title={`预览：${file.name}`} sandbox="" />}
      {data.as === 'download' && (
        <span>
          该类型文件不支持在线预览，请<a href={file.url}>下载</a>查看。
        </span>
      )}
    </div>
  );
}

/** /DOCManage/DOCMdetails/{id}: a document, its versions (newest first) with previews; writers add versions, edit and delete. */
export default function DocDetailPage() {
  const id = Number(useParams<{ id: string }>().id);
  const [, navigate] = useLocation();
  const writer = useKnowledgeWriter();
  const { data: doc, isLoading, isError } = useGetDocumentQuery(id, { skip: !(id > 0), refetchOnMountOrArgChange: true });
  const [remove] = useDeleteDocumentsMutation();
  const [saveVersion, { isLoading: uploading }] = useSaveDocumentVersionMutation();
  const [editing, setEditing] = useState(false);
  const [previewing, setPreviewing] = useState<KnowledgeFile | null>(null);
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [note, setNote] = useState('');
  useTabName(doc?.title);
  if (isLoading) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (isError || !doc) return <Result status="404" title="文档不存在" />;
  const shown = previewing ?? doc.versions[0]?.file ?? null;
  const columns: TableColumnProps<DocumentVersion>[] = [
    { title: '版本', dataIndex: 'version', width: 70, render: (_, v) => `V${v.version}` },
    { title: '文件', dataIndex: 'file', render: (_, v) => v.file?.name ?? '文件已删除' },
    { title: '版本说明', dataIndex: 'note', render: (_, v) => v.note || '-' },
    { title: '上传人', dataIndex: 'createdBy', width: 100, render: (_, v) => v.createdBy?.name ?? '-' },
    { title: '上传时间', dataIndex: 'createTime', width: 170, render: (_, v) => fmt(v.createTime) },
    {
      title: '操作',
      dataIndex: 'id',
      width: 120,
      render: (_, v) =>
        v.file && (
          <Space>
            <Button type="text" size="mini" onClick={() => setPreviewing(v.file)}>
              预览
            </Button>
            <a href={v.file.url}>下载</a>
          </Space>
        ),
    },
  ];
  const addVersion = async () => {
    if (!files[0]) return Message.warning('请上传附件');
    const res = await saveVersion({ documentId: id, fileId: files[0].id, note })
      .unwrap()
      .catch((e: { data?: { message?: string } }) => {
        Message.error(e.data?.message ?? '保存失败');
        return null;
      });
    if (!res) return;
    Message.success('已上传新版本');
    setFiles([]);
    setNote('');
    setPreviewing(null);
  };
  return (
    <Card
      bordered={false}
      title={doc.title}
      extra={
        <WriterActions
          confirm="删除这个文档及其全部版本？"
          onEdit={() => setEditing(true)}
          onDelete={async () => {
            await remove([id]).unwrap();
            navigate(paths.knowledge.documents);
          }}
        />
      }
    >
      <Descriptions
        column={3}
        data={[
          { label: '分类', value: doc.category.name },
          { label: '当前版本', value: doc.version > 0 ? `V${doc.version}` : '-' },
          { label: '可见范围', value: VISIBILITY_NAMES[doc.visibility] },
          { label: '浏览次数', value: doc.viewCount },
          { label: '创建人', value: doc.createdBy?.name ?? '-' },
          { label: '更新时间', value: fmt(doc.updateTime) },
        ]}
      />
      {doc.description && (
        <>
          <Divider />
          <RichTextView html={doc.description} />
        </>
      )}
      <h3>版本记录</h3>
      <Table rowKey="id" columns={columns} data={doc.versions} pagination={false} />
      {writer && (
        <Form layout="inline" style={{ marginTop: 12 }}>
          <Form.Item label="新版本">
            <UploadField kind={UploadKind.file} value={files} onChange={setFiles} />
          </Form.Item>
          <Form.Item label="版本说明">
            <Input value={note} onChange={setNote} maxLength={200} style={{ width: 240 }} />
          </Form.Item>
          <Button type="primary" loading={uploading} onClick={addVersion}>
            上传新版本
          </Button>
        </Form>
      )}
      <h3>预览{shown ? `：${shown.name}` : ''}</h3>
      {shown ? <FilePreview key={shown.id} file={shown} /> : <Empty description="暂无附件" />}
      <DocumentDialog visible={editing} document={doc} onClose={() => setEditing(false)} />
    </Card>
  );
}
