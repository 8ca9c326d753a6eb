import { AuthorFeed } from '../features/posts/components/AuthorFeed.tsx';
import { MyProfil } from '../features/profile/screens/MyProfil.tsx';

const authorFeed = (userId: string) => <AuthorFeed authorId={userId} />;

/** MyProfil shows the person's posts: the two features meet here, not in each other. */
export function ProfileRoute() {
  return <MyProfil feed={authorFeed} />;
}
