import type { Language } from '@arrenda/core';

/** Small national flags for the language selector (United Kingdom for English, Portugal for Portuguese). */
export function Flag({ language }: { language: Language }) {
  if (language === 'pt') {
    return (
      <svg className="flag" viewBox="0 0 30 20" aria-hidden="true">
        <rect width="12" height="20" fill="#046a38" />
        <rect x="12" width="18" height="20" fill="#da291c" />
        <circle cx="12" cy="10" r="4.2" fill="none" stroke="#ffe900" strokeWidth="1.4" />
        <path d="M10 7.6h4v3.6a2 2 0 0 1-4 0z" fill="#fff" stroke="#da291c" strokeWidth="0.6" />
      </svg>
    );
  }
  return (
    <svg className="flag" viewBox="0 0 60 30" aria-hidden="true">
      <clipPath id="flag-gb-clip">
        <path d="M30 15h30v15zv15H0zH0V0zV0h30z" />
      </clipPath>
      <path d="M0 0v30h60V0z" fill="#012169" />
      <path d="M0 0l60 30m0-30L0 30" stroke="#fff" strokeWidth="6" />
      <path d="M0 0l60 30m0-30L0 30" clipPath="url(#flag-gb-clip)" stroke="#C8102E" strokeWidth="4" />
      <path d="M30 0v30M0 15h60" stroke="#fff" strokeWidth="10" />
      <path d="M30 0v30M0 15h60" stroke="#C8102E" strokeWidth="6" />
    </svg>
  );
}
