import { useTranslation } from 'react-i18next';
import { Button } from '../widgets/button';
import { ButtonGroup } from '../widgets/button-group';
import { OVERVIEW_PATH } from './paths';
import { useGo } from './use-go';

/** Nothing to edit (no card, no such limit, or an error hid the content): the notification says why; OK leads back. */
export function UnavailableEditor() {
  const { t } = useTranslation();
  const go = useGo();
  return <ButtonGroup primary={<Button onClick={() => go(OVERVIEW_PATH)}>{t('generic.buttons.ok')}</Button>} />;
}
