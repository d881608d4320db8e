import type { DisturbanceMessage, Disturbances } from '../../../application/ports/disturbances';
import { ScriptedAnswers } from './scripted-answers';

export class InMemoryDisturbances extends ScriptedAnswers implements Disturbances {
  constructor(public messages: DisturbanceMessage[] = []) {
    super();
  }

  list() {
    return this.answer('list', [], () => this.messages);
  }
}
