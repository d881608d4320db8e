import type { AnchorHTMLAttributes } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import { useEntryState } from './use-app-navigate';

type RouteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { readonly to: string };

/**
 * A link into one of the app's routes: useAppNavigate's link, with the entry state that lets the
 * entry guard admit it. Built on the router's own click handler (its documented way to a custom
 * link) rather than its Link, whose framework-mode prefetching would cost the first load ~4 KB gzip.
 */
export function RouteLink({ to, onClick, ...anchor }: RouteLinkProps) {
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLAnchorElement>(to, { state: useEntryState() });
  return (
    <a
      {...anchor}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) follow(event);
      }}
    />
  );
}
