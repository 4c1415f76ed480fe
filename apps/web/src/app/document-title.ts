import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';

/** What a route tells the layout: the translation key of the page's name. */
export interface PageHandle {
  title: string;
}

const isPageHandle = (handle: unknown): handle is PageHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as PageHandle).title === 'string';

/**
 * The window's title names the page, in the user's language: 'Properties · Arrenda', so tabs,
 * history and screen readers tell pages apart (WCAG 2.4.2).
 */
export function useDocumentTitle() {
  const { t } = useTranslation();
  const matches = useMatches();
  const handle = matches.map((match) => match.handle).findLast(isPageHandle);
  const title = handle ? `${t(handle.title)} · ${t('app.name')}` : t('app.name');
  useEffect(() => {
    document.title = title;
  }, [title]);
}
