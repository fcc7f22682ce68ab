import { useState } from 'react';
import { createTicket, sendTicketMessage } from '@shop/shared';
import { AccountPage } from '../../../components/account-page';
import { useTicketMessages } from '../hooks/use-ticket-messages';
import { useTickets } from '../hooks/use-tickets';
import { NEW_REQUEST, type ChatSelection } from '../model/chat';
import { ChatPane } from './chat-pane';
import { MessageComposer } from './message-composer';
import { TicketList } from './ticket-list';
import styles from './support-page.module.css';

/**
 * /account/support (accounts-and-after-sale §2 Support screen, §4 Support, §8): the shopper's tickets and the chat of
 * the open one. The first ticket opens on load (a new request when there is none); the first message of a new request
 * creates its ticket, which goes to the top of the list and opens. A failed send is only logged: the text stays.
 */
export function SupportPage() {
  const { status, tickets, addTicket } = useTickets();
  const [chosen, setChosen] = useState<ChatSelection | null>(null);
  const selection: ChatSelection | null = chosen ?? tickets[0]?.id ?? (status === 'loading' ? null : NEW_REQUEST);
  const openTicket = typeof selection === 'number' ? selection : null;
  const { messages, failed, addMessage } = useTicketMessages(openTicket);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);

  const send = async () => {
    const content = text.trim();
    if (selection === null || content === '' || sending) return;
    setSending(true);
    try {
      if (selection === NEW_REQUEST) {
        const ticket = await createTicket({ message: content });
        addTicket(ticket);
        setChosen(ticket.id);
      } else {
        addMessage(selection, await sendTicketMessage({ ticket: selection, content }));
      }
      // Cleared unless the shopper has typed on meanwhile.
      setText((current) => (current === text ? '' : current));
    } catch (error) {
      console.error((error as Error).message, error);
    } finally {
      setSending(false);
    }
  };

  return (
    <AccountPage title="Support">
      <div className={styles.layout}>
        <TicketList status={status} tickets={tickets} selection={selection} onSelect={setChosen} />
        {selection === null ? null : (
          <ChatPane selection={selection} messages={openTicket === null ? [] : messages} failed={failed}>
            <MessageComposer
              text={text}
              onTextChange={setText}
              onSend={() => void send()}
              sending={sending}
              placeholder={selection === NEW_REQUEST ? 'Describe your issue...' : 'Write a message...'}
            />
          </ChatPane>
        )}
      </div>
    </AccountPage>
  );
}
