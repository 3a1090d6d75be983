import { useId } from 'react';
import styled from 'styled-components';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;
const Label = styled.label`
  font-weight: 600;
`;
const Input = styled.input<{ $invalid: boolean }>`
  font: inherit;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surface};
`;
const Message = styled.div`
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
`;

export interface FieldProps {
  label: string;
  name: string;
  value: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  error?: string | undefined;
  disabled?: boolean;
  onChange: (value: string) => void;
}

/** A labelled input with its validation message, linked for assistive technology. */
export function Field({
  label,
  name,
  value,
  type = 'text',
  autoComplete,
  error,
  disabled,
  onChange,
}: FieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <Wrap>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        disabled={disabled}
        $invalid={!!error}
        aria-invalid={!!error}
        aria-describedby={error ? messageId : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error ? (
        <Message id={messageId} role="alert">
          {error}
        </Message>
      ) : null}
    </Wrap>
  );
}
