import { useNavigate } from 'react-router';
import { useT } from '../../../lib/i18n.ts';
import { STACK_ROOTS } from '../../../lib/stacks.ts';
import { Icon } from '../../../ui/icons.tsx';
import styles from './JoinRoomButton.module.css';

interface JoinRoomButtonProps {
  room: string;
  /** Opens the room in the chat; the app passes it in because features do not import one another. */
  joinRoom: (room: string) => Promise<void>;
}

/** A theme's chat room, opened in the Message tab (docs/product.md §2.9). */
export function JoinRoomButton({ room, joinRoom }: JoinRoomButtonProps) {
  const t = useT();
  const navigate = useNavigate();
  const join = () => {
    // The tab shows the chat at once; the room follows when the chat is ready.
    void joinRoom(room).catch((error: unknown) => console.warn('Joining the room failed', error));
    navigate(STACK_ROOTS.message);
  };
  return (
    <button type="button" className={styles.join} onClick={join}>
      <Icon size={16}>
        <path d="M4 5h16v11H8l-4 4V5Z" />
      </Icon>
      {t('item.joinRoom')}
    </button>
  );
}
