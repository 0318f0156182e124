import { useCurrentRoute } from '../route-handle.ts';
import { ErrorContent } from './error-page.tsx';

/** /page-error-400 … /page-error-503: the status comes from the route's name. */
export function Component() {
  const { name } = useCurrentRoute();
  const status = Number(name?.replace('page-error-', ''));
  return <ErrorContent status={Number.isInteger(status) ? status : 500} />;
}
