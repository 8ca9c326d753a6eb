import { AuthorFeed } from '../features/posts/components/AuthorFeed.tsx';
import { MyProfil } from '../features/profile/screens/MyProfil.tsx';
import { openChat } from './chat-actions.ts';

const authorFeed = (userId: string) => <AuthorFeed authorId={userId} />;

/** MyProfil shows the person's posts and opens the chat: the features meet here, not in each other. */
export function ProfileRoute() {
  return <MyProfil feed={authorFeed} openChat={openChat} />;
}
