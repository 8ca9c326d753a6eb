import styles from './Avatar.module.css';

interface AvatarProps {
  src: string | null;
  /** The person or organisation shown; the image is decorative because the name sits beside it or labels its link. */
  name: string;
  size?: number;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

/** A round picture, or the initials when there is none. */
export function Avatar({ src, name, size = 40 }: AvatarProps) {
  const box = { width: size, height: size, fontSize: size * 0.4 };
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
    <span className={`${styles.avatar} ${styles.initials}`} style={box} aria-hidden="true">
      {initials(name)}
    </span>
  );
}
