import { Icon } from './icons.tsx';

export const BookmarkIcon = ({ filled }: { filled: boolean }) => (
  <Icon size={22}>
    <path d="M6 3h12v18l-6-4.5L6 21V3Z" fill={filled ? 'currentColor' : 'none'} />
  </Icon>
);
export const CommentIcon = () => (
  <Icon size={20}>
    <path d="M4 5h16v11H9l-5 4V5Z" />
  </Icon>
);
export const LockIcon = () => (
  <Icon size={16}>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </Icon>
);
export const PinIcon = () => (
  <Icon size={16}>
    <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21Z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </Icon>
);
export const FilterIcon = () => (
  <Icon>
    <path d="M4 5h16l-6 8v6l-4-2v-4L4 5Z" />
  </Icon>
);
export const OfflineIcon = () => (
  <Icon size={22}>
    <path d="M2 8.5a15 15 0 0 1 6-3.3M22 8.5a15 15 0 0 0-9.5-3.9M5.5 12a10 10 0 0 1 4-2.2M18.5 12a10 10 0 0 0-2-1.4M9 15.5a5 5 0 0 1 6 0" />
    <circle cx="12" cy="19" r="1" />
    <path d="M3 3l18 18" />
  </Icon>
);
export const AttachmentIcon = () => (
  <Icon size={20}>
    <path d="M21 11.5 12.5 20a5 5 0 0 1-7-7L14 4.5a3.5 3.5 0 0 1 5 5l-8.5 8.5a2 2 0 0 1-3-3L15 7.5" />
  </Icon>
);
export const LinkIcon = ({ size = 13 }: { size?: number }) => (
  <Icon size={size}>
    <path d="M10 14a4 4 0 0 0 6 0l3-3a4 4 0 0 0-6-6l-1 1" />
    <path d="M14 10a4 4 0 0 0-6 0l-3 3a4 4 0 0 0 6 6l1-1" />
  </Icon>
);
