import { useTranslation } from 'react-i18next';
import { languageOf, type Language } from '../../domain/index';
import { HelpAtOnce } from '../cards/help-at-once';
import type { HiddenContent } from '../store/notifications';
import { Notification } from '../widgets/notification';
import { CardPicker } from './card-picker';
import type { OverviewViewModel } from './overview-view';

type HiddenOverviewProps = {
  readonly hidden: HiddenContent;
  readonly picker: OverviewViewModel['picker'];
  readonly onSelect: (id: string) => void;
  readonly helpLink: (language: Language) => string;
};

/**
 * Section 8 hid the overview's content: the picker stays, so another card can be chosen (issue
 * 33, item 4). Reading 89: after a refused block the card may be lost and still work, so the
 * page says where to get help at once rather than nothing.
 */
export function HiddenOverview({ hidden, picker, onSelect, helpLink }: HiddenOverviewProps) {
  const { i18n } = useTranslation();
  const helpAtOnce = hidden.refused === 'block';
  if (!picker && !helpAtOnce) return null;
  return (
    <div className="overview">
      {picker ? <CardPicker picker={picker} onSelect={onSelect} disabled={false} /> : null}
      {helpAtOnce ? (
        <Notification type="warning">
          <HelpAtOnce help={helpLink(languageOf(i18n.language))} />
        </Notification>
      ) : null}
    </div>
  );
}
