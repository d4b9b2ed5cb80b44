export interface FormSubmitProps {
  /** What stops the form, named by its field (from the phone's check or the server). */
  problem: string;
  busy: boolean;
  onSubmit: () => void;
}

/** The end of a phone form: what is wrong, then one wide 提交 within thumb reach. */
export function FormSubmit({ problem, busy, onSubmit }: FormSubmitProps) {
  return (
    <>
      {problem && (
        <p className="m-banner m-banner-error" role="alert">
          {problem}
        </p>
      )}
      <button type="button" className="m-btn m-btn-primary" style={{ width: '100%' }} disabled={busy} onClick={onSubmit}>
        提交
      </button>
    </>
  );
}
