import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../navigation/use-app-navigate';
import { ROUTES } from '../navigation/route-table';
import { Button } from '../widgets/button';
import { ButtonGroup } from '../widgets/button-group';
import { Spinner } from '../widgets/spinner';
import type { EditorPlaceholder } from './editor-settings';
import { useNothingToLose } from './request-cancel';

/**
 * An editor without its form: a spinner while the card loads; with nothing to edit (no card, no
 * such limit, or an error hid the content) the notification says why and OK leads back.
 */
export function EditorPlaceholderView({ kind }: EditorPlaceholder) {
  const { t } = useTranslation();
  const go = useAppNavigate();
  useNothingToLose(true);
  if (kind === 'loading') return <Spinner />;
  return <ButtonGroup primary={<Button onClick={() => go(ROUTES.overview)}>{t('generic.buttons.ok')}</Button>} />;
}
