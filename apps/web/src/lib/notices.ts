import { create } from 'zustand';

interface Notice {
  id: number;
  text: string;
}

/** Short messages about an action that did not go through, shown by the Toaster. */
export const useNotices = create<{ notices: Notice[] }>(() => ({ notices: [] }));

const NOTICE_MS = 5000;
let nextId = 1;

export function showNotice(text: string): void {
  const notice = { id: nextId++, text };
  useNotices.setState((state) => ({ notices: [...state.notices, notice] }));
  setTimeout(() => dismissNotice(notice.id), NOTICE_MS);
}

export function dismissNotice(id: number): void {
  useNotices.setState((state) => ({ notices: state.notices.filter((notice) => notice.id !== id) }));
}
