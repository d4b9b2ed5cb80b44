import { Form, Input, Rate } from '@arco-design/web-react';
import { QuestionKind } from '@domain/return-visits/return-visits.constants';
import type { VisitTaskDetail } from '@domain/return-visits/return-visits.schemas';
import '@arco-design/web-react/es/Rate/style/css.js';

export interface VisitAnswerFormProps {
  questions: VisitTaskDetail['questions'];
  answers: (number | string | null)[];
  onChange?: (answers: (number | string | null)[]) => void;
  /** Shown, not edited (a visit already submitted). */
  readOnly?: boolean;
}

/** The plan's questions: stars for a score, a text box for a text answer. */
export function VisitAnswerForm({ questions, answers, onChange, readOnly }: VisitAnswerFormProps) {
  const set = (i: number, value: number | string) => onChange?.(questions.map((_, j) => (j === i ? value : (answers[j] ?? null))));
  return (
    <Form layout="vertical">
      {questions.map((q, i) => (
        <Form.Item key={i} label={`${i + 1}. ${q.title}`}>
          {q.kind === QuestionKind.score ? (
            <Rate aria-label={q.title} readonly={readOnly} value={(answers[i] as number) ?? 0} onChange={(v) => set(i, v)} />
          ) : (
            <Input.TextArea aria-label={q.title} disabled={readOnly} value={(answers[i] as string) ?? ''} onChange={(v) => set(i, v)} maxLength={500} autoSize />
          )}
        </Form.Item>
      ))}
    </Form>
  );
}
