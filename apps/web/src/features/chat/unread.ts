import { useStore } from '../../lib/store.ts';

const FLAG_CLASS = 'notification';
const COUNT_ATTRIBUTE = 'data-num-unread';

interface ChatBox {
  get(key: string): unknown;
}
interface MessageEvent {
  attrs?: { sender?: string; body?: string; is_archived?: boolean };
  chatbox?: ChatBox;
}
interface UnreadSource {
  on(events: string, callback: () => void): void;
  filter(test: (box: ChatBox) => boolean): ChatBox[];
}
export interface ConverseEvents {
  api: { listen: { on(event: string, callback: (data: MessageEvent) => void): void } };
  state?: { chatboxes: UnreadSource };
  chatboxes?: UnreadSource;
}

/**
 * Unread private messages, counted per conversation: one arriving while its conversation is not on
 * screen counts until that conversation is shown. The page's body carries the state (class 'notification',
 * the count in an attribute), which sets the store's flag and count for the tab's badge
 * (docs/product.md §4.7).
 * Returns the check to run when the Message tab shows the chat.
 */
export function watchUnread(converse: ConverseEvents, chatShown: () => boolean): () => void {
  const unread = new Map<unknown, number>();
  const onScreen = (box: ChatBox) => chatShown() && box.get('hidden') === false;
  const publish = () => {
    const total = [...unread.values()].reduce((sum, count) => sum + count, 0);
    document.body.classList.toggle(FLAG_CLASS, total > 0);
    document.body.setAttribute(COUNT_ATTRIBUTE, String(total));
  };
  const clearShown = () => {
    const chatboxes = converse.state?.chatboxes ?? converse.chatboxes;
    for (const box of chatboxes?.filter(onScreen) ?? []) unread.delete(box.get('jid'));
    publish();
  };

  converse.api.listen.on('message', ({ attrs, chatbox }) => {
    if (chatbox?.get('type') !== 'chatbox' || attrs?.sender !== 'them' || !attrs.body || attrs.is_archived)
      return;
    if (onScreen(chatbox)) return;
    const jid = chatbox.get('jid');
    unread.set(jid, (unread.get(jid) ?? 0) + 1);
    publish();
  });
  converse.api.listen.on('chatBoxesFetched', () =>
    (converse.state?.chatboxes ?? converse.chatboxes)?.on('change:hidden', clearShown),
  );
  new MutationObserver(() =>
    useStore.setState({
      notificationFlag: document.body.classList.contains(FLAG_CLASS),
      numUnread: Number(document.body.getAttribute(COUNT_ATTRIBUTE) ?? 0),
    }),
  ).observe(document.body, { attributes: true, attributeFilter: ['class', COUNT_ATTRIBUTE] });
  return clearShown;
}
