import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Modal } from '../widgets/modal';
import type { EditorBusy } from './editor-settings';

export type DeleteQuestionProps = {
  /** The form session's question: whether it is asked, whether the delete runs, and how it closes. */
  readonly editor: {
    readonly deleteAsked: boolean;
    readonly busy: EditorBusy | undefined;
    readonly closeDelete: () => void;
  };
  /** Already translated: the question, what deleting removes, and the spinner's text while it runs. */
  readonly texts: { readonly title: string; readonly body: string; readonly deleting: string };
  readonly onDelete: () => void;
};

/** Sections 2.5 and 2.6: Delete in Cancel's place asks first; Delete, or Cancel to stay. */
export const DeleteQuestion = observer(function DeleteQuestion({ editor, texts, onDelete }: DeleteQuestionProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={editor.deleteAsked}
      title={texts.title}
      primary={{ label: t('generic.buttons.delete'), onClick: onDelete }}
      secondary={{ label: t('generic.buttons.cancel'), onClick: editor.closeDelete }}
      onClose={editor.closeDelete}
      busyText={editor.busy === 'deleting' ? texts.deleting : undefined}
    >
      <p>{texts.body}</p>
    </Modal>
  );
});
