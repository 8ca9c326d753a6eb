import { useAuthorFeed } from '../api/get-author-feed.ts';
import { PostList } from './PostList.tsx';

/** The posts one user wrote, for their profile. */
export function AuthorFeed({ authorId }: { authorId: string }) {
  return <PostList feed={useAuthorFeed(authorId)} />;
}
