import { Card, Collapse, Empty, Input, Tag } from '@arco-design/web-react';
import { useState } from 'react';
import { HELP_FAQ } from '@/features/shell/help-faq';
import '@arco-design/web-react/es/Collapse/style/css.js';

/** /help 帮助中心: the common questions, filtered as the user types. */
export default function HelpPage() {
  const [keyword, setKeyword] = useState('');
  const term = keyword.trim().toLowerCase();
  const entries = term
    ? HELP_FAQ.filter((e) => `${e.topic} ${e.question} ${e.answer}`.toLowerCase().includes(term))
    : HELP_FAQ;

  return (
    <Card bordered={false} title="帮助中心">
      <Input.Search
        allowClear
        placeholder="输入关键字，如 密码、角色、下载"
        aria-label="搜索帮助"
        value={keyword}
        onChange={setKeyword}
        style={{ maxWidth: 420, marginBottom: 16 }}
      />
      {entries.length === 0 ? (
        <Empty description="没有找到相关问题，请换个关键字" />
      ) : (
        <Collapse bordered={false} accordion>
          {entries.map((entry) => (
            <Collapse.Item
              key={entry.question}
              name={entry.question}
              header={
                <>
                  <Tag size="small" style={{ marginRight: 8 }}>
                    {entry.topic}
                  </Tag>
                  {entry.question}
                </>
              }
            >
              {entry.answer}
            </Collapse.Item>
          ))}
        </Collapse>
      )}
    </Card>
  );
}
