import { AuthorFeed } from '../features/posts/components/AuthorFeed.tsx';
import { MyProfil } from '../features/profile/screens/MyProfil.tsx';

const authorFeed = (userId: string) => <AuthorFeed authorId={userId} />;
// The chat's code loads with it, not with the profile.
const openChat = (userId: string) =>
  import('../features/chat/actions.ts').then(({ openConversation }) => openConversation(userId));

/** MyProfil shows the person's posts and opens the chat: the features meet here, not in each other. */
export function ProfileRoute() {
  return <MyProfil feed={authorFeed} openChat={openChat} />;
}
