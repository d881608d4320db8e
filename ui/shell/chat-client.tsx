import { observer } from 'mobx-react-lite';
import { PortalElement } from './portal-element';
import type { ChatClientElement } from './portal-elements';
import { useShell } from './shell-context';

/** Section 2.2, region 8: the portal's chat client; the contact block opens it. */
export const ChatClient = observer(function ChatClient() {
  const { presenter, chat } = useShell();
  if (presenter.portal.chat !== 'ready') return null;
  return (
    <div className="page__chat">
      <PortalElement<ChatClientElement>
        part="chat"
        setUp={(element) => {
          chat.current = element;
        }}
      />
    </div>
  );
});
