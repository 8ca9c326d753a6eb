/** The Vigie mark, an open eye; always beside the product name, so hidden from screen readers. */
export function Logo({ size = 72 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="#0b3d5c" />
      <path d="M8 33c6-10 14-15 24-15s18 5 24 15c-6 10-14 15-24 15S14 43 8 33Z" fill="#fff" />
      <circle cx="32" cy="33" r="9" fill="#0a6ebd" />
      <circle cx="32" cy="33" r="4" fill="#0b3d5c" />
      <circle cx="35" cy="30" r="1.8" fill="#fff" />
    </svg>
  );
}
