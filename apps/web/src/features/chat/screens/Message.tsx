import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../../lib/i18n.ts';
import { RetryList } from '../../../ui/ListState.tsx';
import { Screen } from '../../../ui/Screen.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { startChat } from '../chat-client.ts';
import styles from './Message.module.css';

const POST_LINK = /^\/app\/(?:[a-z]+\/)?post\/([0-9a-f]{24})\/?$/;

/**
 * docs/product.md §2.17 Message: the chat client, loaded when the tab first opens. Leaving the tab keeps the
 * connection (converse is initialised once per page); a link to a post opens it in HomeStack.
 */
export default function Message() {
  const t = useT();
  const navigate = useNavigate();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'unavailable'>('loading');
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each Retry (a new attempt) connects again
  useEffect(() => {
    let hide: (() => void) | undefined;
    let left = false;
    startChat().then(
      (chat) => {
        if (left || !container.current) return;
        chat.show(container.current);
        hide = chat.hide;
        setState('ready');
      },
      () => left || setState('unavailable'),
    );
    return () => {
      left = true;
      hide?.();
    };
  }, [attempt]);

  const openPostLinks = (event: React.MouseEvent) => {
    const link = (event.target as Element).closest('a');
    if (!link) return;
    const url = new URL(link.href, window.location.href);
    const post = url.origin === window.location.origin ? POST_LINK.exec(url.pathname) : null;
    if (!post) return;
    event.preventDefault();
    event.stopPropagation();
    navigate(`/app/post/${post[1]}?focus_comment=false`);
  };

  return (
    <Screen title={t('screens.message')} back={false} flush>
      {state === 'loading' ? <Spinner label={t('chat.loading')} /> : null}
      {state === 'unavailable' ? (
        <RetryList
          message={t('chat.unavailable')}
          onRetry={() => {
            setState('loading');
            setAttempt((count) => count + 1);
          }}
        />
      ) : null}
      <div ref={container} className={styles.chat} onClickCapture={openPostLinks} />
    </Screen>
  );
}
