import { createElement, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortalPart } from '../../application/ports/portal';
import { portalElementName } from './portal-elements';
import { useShell } from './shell-context';

/**
 * A portal custom element in its slot; `setUp` hands it what it needs as properties (React
 * would set unknown props on custom elements as attributes).
 */
export function PortalElement<E extends HTMLElement>({
  part,
  setUp,
}: {
  readonly part: PortalPart;
  readonly setUp?: (element: E) => void;
}) {
  const { presenter } = useShell();
  const { i18n } = useTranslation();
  const ref = useRef<E>(null);
  useEffect(() => {
    if (ref.current) setUp?.(ref.current);
  });
  return createElement(portalElementName(presenter.environment.brandAbbreviation, part), {
    ref,
    language: i18n.language,
    segment: presenter.segment,
  });
}
