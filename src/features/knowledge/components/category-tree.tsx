import { Button, Form, Input, InputNumber, Message, Modal, Popconfirm, Space, Tree, TreeSelect } from '@arco-design/web-react';
import { useState } from 'react';
import type { CategoryKindValue } from '@domain/knowledge/knowledge.constants';
import type { KnowledgeCategory } from '@domain/knowledge/knowledge.schemas';
import { useDeleteKnowledgeCategoryMutation, useListKnowledgeCategoriesQuery, useSaveKnowledgeCategoryMutation } from '../knowledge.api';
import '@arco-design/web-react/es/Tree/style/css.js';
import '@arco-design/web-react/es/TreeSelect/style/css.js';
import './knowledge.css';

export interface CategoryNode {
  key: string;
  title: string;
  value: string;
  children?: CategoryNode[];
}

/** The categories as a tree for Arco's Tree and TreeSelect (keys are the ids as text). */
export function categoryNodes(list: KnowledgeCategory[], parentId: number | null = null): CategoryNode[] {
  return list
    .filter((c) => c.parentId === parentId)
    .map((c) => {
      const children = categoryNodes(list, c.id);
      return { key: String(c.id), value: String(c.id), title: c.name, ...(children.length ? { children } : {}) };
    });
}

/** A picker of one category of the kind's tree. */
export function CategoryPicker({ kind, value, onChange }: { kind: CategoryKindValue; value?: number; onChange?: (id: number) => void }) {
  const { data = [] } = useListKnowledgeCategoriesQuery(kind);
  return (
    <TreeSelect
      treeData={categoryNodes(data)}
      value={value ? String(value) : undefined}
      onChange={(v: string) => onChange?.(Number(v))}
      placeholder="请选择分类"
      treeProps={{ defaultExpandedKeys: data.map((c) => String(c.id)) }}
      allowClear={false}
    />
  );
}

interface CategoryForm {
  name: string;
  parentId?: string;
  sort?: number;
}

/** The kind's category tree with 全部 on top; writers add, rename and delete categories. */
export function KnowledgeCategoryTree({ kind, selected, onSelect, writer }: { kind: CategoryKindValue; selected?: number; onSelect: (id: number | undefined) => void; writer: boolean }) {
  const { data = [] } = useListKnowledgeCategoriesQuery(kind);
  const [save, { isLoading: saving }] = useSaveKnowledgeCategoryMutation();
  const [remove] = useDeleteKnowledgeCategoryMutation();
  const [editing, setEditing] = useState<KnowledgeCategory | 'new' | null>(null);
  const [form] = Form.useForm<CategoryForm>();
  const current = data.find((c) => c.id === selected);

  const open = (target: KnowledgeCategory | 'new') => {
    setEditing(target);
    form.setFieldsValue(
      target === 'new' ? { name: '', parentId: selected ? String(selected) : undefined, sort: 0 } : { name: target.name, parentId: target.parentId ? String(target.parentId) : undefined, sort: target.sort },
    );
  };
  const submit = async () => {
    const values = await form.validate();
    const body = { kind, name: values.name, parentId: values.parentId ? Number(values.parentId) : null, sort: values.sort ?? 0 };
    const res = await save(editing && editing !== 'new' ? { ...body, id: editing.id } : body).unwrap().catch((e: { data?: { message?: string } }) => {
      Message.error(e.data?.message ?? '保存失败');
      return null;
    });
    if (!res) return;
    Message.success('保存成功');
    setEditing(null);
  };

  return (
    <div className="kb-tree">
      {writer && (
        <Space style={{ marginBottom: 8 }} wrap>
          <Button size="small" type="primary" onClick={() => open('new')}>
            新增分类
          </Button>
          {current && (
            <>
              <Button size="small" onClick={() => open(current)}>
                编辑
              </Button>
              <Popconfirm
                title={`删除分类「${current.name}」？`}
                onOk={async () => {
                  const res = await remove(current.id).unwrap().catch((e: { data?: { message?: string } }) => {
                    Message.error(e.data?.message ?? '删除失败');
                    return null;
                  });
                  if (res) onSelect(undefined);
                }}
              >
                <Button size="small" status="danger">
                  删除
                </Button>
              </Popconfirm>
            </>
          )}
        </Space>
      )}
      <Tree
        blockNode
        treeData={[{ key: 'all', title: '全部', children: categoryNodes(data) }]}
        selectedKeys={[selected ? String(selected) : 'all']}
        expandedKeys={['all', ...data.map((c) => String(c.id))]}
        onSelect={([key]) => onSelect(key && key !== 'all' ? Number(key) : undefined)}
      />
      <Modal title={editing === 'new' ? '新增分类' : '编辑分类'} visible={editing !== null} onOk={submit} confirmLoading={saving} onCancel={() => setEditing(null)} unmountOnExit>
        <Form form={form} layout="vertical">
          <Form.Item label="分类名称" field="name" rules={[{ required: true, message: '请输入分类名称' }]}>
            <Input maxLength={30} />
          </Form.Item>
          <Form.Item label="上级分类" field="parentId">
            <TreeSelect treeData={categoryNodes(data.filter((c) => editing === 'new' || !editing || c.id !== editing.id))} allowClear placeholder="无（一级分类）" />
          </Form.Item>
          <Form.Item label="排序" field="sort">
            <InputNumber min={0} max={9999} />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
