import { LinkifiedText } from '../../../ui/LinkifiedText.tsx';
import { EmptyList } from '../../../ui/ListState.tsx';
import styles from './ProseTab.module.css';

interface ProseSection {
  /** The first section goes without one. */
  title?: string;
  text: string;
}

/** Biographie (biography, then 'Carrière') or Profil (the description): only the sections with text. */
export function ProseTab({ sections }: { sections: readonly ProseSection[] }) {
  const written = sections.filter((section) => section.text.trim() !== '');
  if (written.length === 0) return <EmptyList />;
  return (
    <div className={styles.prose}>
      {written.map(({ title, text }) => (
        <section key={title ?? ''}>
          {title ? <h2 className={styles.title}>{title}</h2> : null}
          <p className={styles.text}>
            <LinkifiedText text={text} />
          </p>
        </section>
      ))}
    </div>
  );
}
