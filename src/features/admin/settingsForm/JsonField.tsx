import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../../i18n';

const show = (value: unknown) => (value === undefined ? '' : JSON.stringify(value, null, 2));

/**
 * A field the form has no control for (lists, records, free shapes) as JSON text: a change that parses is
 * sent on, one that does not stays here with its message until it does.
 */
export function JsonField({
  id,
  value,
  describedBy,
  invalid,
  disabled,
  onChange,
}: {
  id: string;
  value: unknown;
  describedBy: string;
  invalid: boolean;
  disabled: boolean;
  onChange: (value: unknown) => void;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [text, setText] = useState(() => show(value));
  const [seen, setSeen] = useState(value);
  const [problem, setProblem] = useState<string | null>(null);
  // A value changed from outside (a restored version): the text follows it.
  if (seen !== value) {
    setSeen(value);
    setText(show(value));
    setProblem(null);
  }
  const change = (next: string) => {
    setText(next);
    if (next.trim() === '') {
      setProblem(null);
      setSeen(undefined);
      onChange(undefined);
      return;
    }
    try {
      const parsed: unknown = JSON.parse(next);
      setProblem(null);
      setSeen(parsed);
      onChange(parsed);
    } catch (err) {
      setProblem((err as Error).message);
    }
  };
  const problemId = `${id}-json`;
  return (
    <>
      <textarea
        id={id}
        value={text}
        rows={Math.min(12, Math.max(2, text.split('\n').length))}
        spellCheck={false}
        disabled={disabled}
        aria-invalid={invalid || problem !== null}
        aria-describedby={problem ? `${describedBy} ${problemId}` : describedBy}
        onChange={(e) => change(e.currentTarget.value)}
      />
      {problem ? (
        <span id={problemId} className="problem">
          {t('settingsEditor.notJson', { message: problem })}
        </span>
      ) : null}
    </>
  );
}
