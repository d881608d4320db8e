import type { Language } from '../../domain/index';
import type { PrepareReplacement, Replacement } from '../../application/use-cases/prepare-replacement';
import type { ReplaceCard } from '../../application/use-cases/replace-card';
import type { StartAddressChange } from '../../application/use-cases/start-address-change';
import type { AppStore } from '../app-store';

export type ReplacementUseCases = {
  readonly prepareReplacement: PrepareReplacement;
  readonly replaceCard: ReplaceCard;
  readonly startAddressChange: StartAddressChange;
};

/** The replace screen's actions on the selected card (in its lazy chunk, with its use cases). */
export class CardReplacement {
  constructor(
    private readonly app: AppStore,
    private readonly useCases: ReplacementUseCases,
  ) {}

  prepareReplacement(): Promise<Replacement | undefined> {
    return this.app.withCard((card) => this.useCases.prepareReplacement.execute({ card }));
  }

  /** True means "notification shown, go to the overview". */
  replaceCard(reason: string | undefined): Promise<boolean> {
    return this.app.confirmChange((card) => this.useCases.replaceCard.execute({ card, reason }));
  }

  /** The personal-data page's address; the process record is kept before the customer leaves. */
  startAddressChange(language: Language): string | undefined {
    const card = this.app.selectedCard;
    return card ? this.useCases.startAddressChange.execute({ card, language }) : undefined;
  }
}
