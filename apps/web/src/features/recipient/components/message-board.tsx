import { useTranslation } from '../../../lib/i18n';
import type { RecipientMessage } from '@groupgift/domain';
import { MessageBoard as Board } from '../../../components/card/message-board';
import { RECIPIENT_NS } from '../../../lib/recipient-namespace';
import { BoardThemeArea } from '../../../components/card/board-theme';

/**
 * Every message at once (the shared message board): the quick read, and what the printed card shows,
 * so it stays in the page, hidden on screen, while the pages are shown.
 */
export function MessageBoard({ messages, hidden, theme }: { messages: RecipientMessage[]; hidden: boolean; theme: string | null }) {
  const { t } = useTranslation(RECIPIENT_NS);
  return (
    <section className={`recipient-board${hidden ? ' recipient-board--screen-hidden' : ''}`} aria-labelledby="recipient-board-heading" data-testid="message-board">
      <h2 id="recipient-board-heading">{t('views.boardHeading')}</h2>
      <BoardThemeArea theme={theme}>
        <Board messages={messages} labels={{ empty: t('card.empty') }} />
      </BoardThemeArea>
    </section>
  );
}
