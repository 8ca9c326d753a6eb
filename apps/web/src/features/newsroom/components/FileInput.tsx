import { useId } from 'react';
import styles from './PostFields.module.css';

/** A labelled file chooser; the chosen files go to `onFiles` and the field empties for the next ones. */
export function FileInput(props: {
  label: string;
  accept: string;
  multiple?: boolean;
  onFiles: (files: File[]) => void;
}) {
  const id = useId();
  return (
    <span className={styles.chooser}>
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        type="file"
        accept={props.accept}
        multiple={props.multiple}
        onChange={(e) => {
          props.onFiles([...(e.target.files ?? [])]);
          e.target.value = '';
        }}
      />
    </span>
  );
}
