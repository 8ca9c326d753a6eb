import styles from './Avatar.module.css';

interface AvatarProps {
  src: string | null;
  /** The person or organisation shown; the image is decorative because the name sits beside it or labels its link. */
  name: string;
  size?: AvatarSize;
}

export type AvatarSize = 20 | 22 | 28 | 32 | 36 | 40 | 56 | 96;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

/** A round picture, or the initials when there is none. */
export function Avatar({ src, name, size = 40 }: AvatarProps) {
  if (src)
    return (
      <img
        className={styles.avatar}
        src={src}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
      />
    );
  return (
    <span className={`${styles.avatar} ${styles.initials} ${styles[`size${size}`]}`} aria-hidden="true">
      {initials(name)}
    </span>
  );
}
