import { useEffect } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { formatTitle, type RouteTitle } from '#src/lib/i18n/route-titles.ts';

/** The route's title as heading text, and as the document title (SPEC.md section 2). */
export function usePageTitle(title: RouteTitle | undefined): string {
  const { t, i18n } = useTranslation();
  const text = title ? formatTitle(t(`titles.${title}`), i18n.language) : t('app.name');
  useEffect(() => {
    document.title = text;
  }, [text]);
  return text;
}
