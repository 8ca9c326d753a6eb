/** Which cached entries show which posts' comments: post id → entry keys, kept both ways in step. */
export class PostIndex {
  readonly #keysByPost = new Map<string, Set<string>>();

  add(key: string, posts: readonly string[]): void {
    for (const post of posts) {
      const keys = this.#keysByPost.get(post);
      if (keys) keys.add(key);
      else this.#keysByPost.set(post, new Set([key]));
    }
  }

  remove(key: string, posts: readonly string[]): void {
    for (const post of posts) {
      const keys = this.#keysByPost.get(post);
      keys?.delete(key);
      if (keys?.size === 0) this.#keysByPost.delete(post);
    }
  }

  /** The keys of the entries showing any of `posts`, copied: removing them changes the index. */
  keysShowing(posts: readonly string[]): string[] {
    return posts.flatMap((post) => [...(this.#keysByPost.get(post) ?? [])]);
  }
}
