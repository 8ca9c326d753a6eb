import { useId } from 'react';
import type { FieldSpec } from '../directory-form.ts';
import styles from './Directory.module.css';

interface DirectoryFieldProps {
  spec: FieldSpec;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Why the field was refused, shown under it and read with it. */
  error?: string;
}

/** One labelled text field of a directory form, marked invalid with its reason when refused. */
export function DirectoryField({ spec, label, value, onChange, error }: DirectoryFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const common = {
    id,
    value,
    required: spec.required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <>
      <label htmlFor={id}>{label}</label>
      {spec.multiline ? (
        <textarea {...common} rows={4} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type={spec.type ?? 'text'} onChange={(event) => onChange(event.target.value)} />
      )}
      {error ? <FormAlert id={errorId} text={error} /> : null}
    </>
  );
}

/** Why a write was refused, announced as it appears; `id` lets the field it concerns point to it. */
export function FormAlert({ id, text }: { id?: string; text: string }) {
  return (
    <p id={id} role="alert" className={styles.fieldError}>
      {text}
    </p>
  );
}
