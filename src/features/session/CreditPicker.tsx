import { useTranslation } from 'react-i18next';
import type { CreditChoiceView } from '../../../machines/evaluationGate.view';
import { Button } from '../../ui/Button';
import { Choice, ErrorText, Form, Group } from './AssessmentForm';
import { Muted } from './parts';

/**
 * The credit types a session offers, before its evaluation (000 §4, §5): credit_choice_msg above them, each
 * with its value to 2 decimals; radio buttons, or checkboxes when several may be claimed.
 */
export function CreditPicker({
  credits,
  failure,
  onToggle,
  onSubmit,
}: {
  credits: CreditChoiceView;
  failure: string | null;
  onToggle: (value: string) => void;
  onSubmit: () => void;
}) {
  const { t } = useTranslation('session');
  return (
    <Form
      noValidate
      data-testid="credit-picker"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <Group>
        <legend>{credits.message ?? t(credits.messageKey)}</legend>
        {credits.options.map((o) => (
          <Choice key={o.value} data-testid="credit-option">
            <input
              type={credits.multiple ? 'checkbox' : 'radio'}
              name="credit-type"
              value={o.value}
              checked={o.checked}
              disabled={credits.sending}
              onChange={() => onToggle(o.value)}
            />
            <span>
              {o.label} <Muted as="span">({t('evaluation.creditAmount', { amount: o.amount })})</Muted>
            </span>
          </Choice>
        ))}
      </Group>
      {failure ? <ErrorText role="alert">{failure}</ErrorText> : null}
      <div>
        <Button type="submit" disabled={!credits.canSubmit} data-testid="credit-submit">
          {t(credits.submitKey)}
        </Button>
      </div>
    </Form>
  );
}
