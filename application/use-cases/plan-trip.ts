import {
  planTrip,
  type Result,
  type SelectedCard,
  type Trip,
  type TripPlan,
  type TripRefusal,
} from '../../domain/index';
import { cardToCheckOf } from '../cards/card-to-check-of';
import type { Clock } from '../ports/clock';

/** Issue 35: the plan for a trip on the selected card, today from the clock (the summary shows it before → after). */
export class PlanTrip {
  constructor(private readonly clock: Clock) {}

  execute(input: { readonly card: SelectedCard; readonly trip: Trip }): Result<TripPlan, readonly TripRefusal[]> {
    const { card, trip } = input;
    return planTrip(cardToCheckOf(card), trip, this.clock.today(), { accountBalance: card.accountBalance });
  }
}
