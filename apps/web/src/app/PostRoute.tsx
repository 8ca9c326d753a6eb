import type { PostDetail } from '@vigie/contract';
import { sendMentions } from '../features/chat/actions.ts';
import { SharePostButton } from '../features/chat/components/SharePostButton.tsx';
import PostPage from '../features/posts/screens/PostPage.tsx';

const shareAction = (post: PostDetail) => <SharePostButton post={post} />;

// The chat message is a courtesy beside the push: a failure (chat down) leaves the comment posted.
const messageMentioned = (post: PostDetail, userIds: string[]) =>
  void sendMentions(post, userIds).catch((error: unknown) => console.warn('Mention message failed', error));

/** PostFeed with the chat's share and mention actions: the two features meet here. */
export default function PostRoute() {
  return <PostPage shareAction={shareAction} onMentioned={messageMentioned} />;
}
