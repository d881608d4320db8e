import type { DisturbanceMessage, Disturbances } from '../ports/disturbances';

/** Section 2.2: the first ACTIVE message; none, or a failed call, shows nothing (section 8). */
export class LoadDisturbance {
  constructor(private readonly disturbances: Disturbances) {}

  async execute(): Promise<DisturbanceMessage | undefined> {
    const answer = await this.disturbances.list();
    return answer.ok ? answer.value.find((message) => message.status === 'ACTIVE') : undefined;
  }
}
