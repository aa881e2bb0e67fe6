import type { SOCIAL_PROFILES } from '../../lib/site';

type SocialName = (typeof SOCIAL_PROFILES)[number]['name'];

/** Each network's glyph, drawn in currentColor on a 24-unit grid. Decorative: links carry names. */
export function SocialIcon({ name }: { name: SocialName }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      {name === 'Facebook' && (
        <path
          fill="currentColor"
          d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21h3.1z"
        />
      )}
      {name === 'Instagram' && (
        <g fill="none" stroke="currentColor" strokeWidth="1.8">
          <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
          <circle cx="12" cy="12" r="3.9" />
          <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
        </g>
      )}
      {name === 'YouTube' && (
        <path
          fill="currentColor"
          fillRule="evenodd"
          d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15.1V8.9l5.3 3.1-5.3 3.1z"
        />
      )}
      {name === 'LinkedIn' && (
        <path
          fill="currentColor"
          d="M5 3.3a2.1 2.1 0 1 1 0 4.2 2.1 2.1 0 0 1 0-4.2zM3.2 9h3.6v11.8H3.2zM9.1 9h3.5v1.6h.1c.5-.9 1.7-1.9 3.5-1.9 3.7 0 4.4 2.4 4.4 5.6v6.5H17v-5.8c0-1.4 0-3.1-1.9-3.1s-2.2 1.5-2.2 3v5.9H9.1z"
        />
      )}
    </svg>
  );
}
