/** A field of the sign-in form without antd's Form (D-700): its label, its control and its error. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginField } from '../loginForm';

interface FieldProps {
  name: LoginField;
  label: string;
  /** Text key of the field's error, translated here so it follows a language switch. */
  error: string | undefined;
  extra?: ReactNode;
  children: ReactNode;
}

/**
 * One labelled field with its error under it, as antd's vertical form item showed it (D-700): the
 * error is announced (role alert) and named by the control's aria-describedby.
 */
export function Field({ name, label, error, extra, children }: FieldProps) {
  const { t } = useTranslation();
  return (
    <div className={error ? 'as-field as-field-invalid' : 'as-field'}>
      <label htmlFor={name} className="as-field-label">
        {label}
      </label>
      {children}
      {error && (
        <div id={`${name}_help`} className="as-field-error" role="alert">
          {t(error)}
        </div>
      )}
      {extra && <div className="as-field-extra">{extra}</div>}
    </div>
  );
}

/** What a field's control carries for its state: error colour, aria-invalid, its error's id. */
export function controlState(name: LoginField, error: string | undefined) {
  return error ? { id: name, status: 'error' as const, 'aria-invalid': true, 'aria-describedby': `${name}_help` } : { id: name };
}
