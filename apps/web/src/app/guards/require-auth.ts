import { redirect, type LoaderFunctionArgs } from '@/lib/router';
import { paths } from '@/config/paths';
import { storage } from '@/lib/storage';

/** Spec §2: a member route without a stored token goes to /login carrying the wanted address. */
export function requireAuthLoader({ request }: LoaderFunctionArgs) {
  if (storage.getToken()) return null;
  const url = new URL(request.url);
  throw redirect(paths.login.getHref(`${url.pathname}${url.search}`));
}
