import { chooseLimitOption, chooseLimitStart, initialLimitForm, type CardLimit, type LimitForm } from '../../domain/index';
import type { EditorFormRules } from '../editing/editor-lifecycle';

/** The limit editors' form (sections 2.4, 2.5): the domain's rules the editor lifecycle runs. */
export const LIMIT_FORM: EditorFormRules<LimitForm, CardLimit> = { initial: initialLimitForm, chooseOption: chooseLimitOption, chooseStart: chooseLimitStart };
