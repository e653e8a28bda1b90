import type { FileStore } from '../../adapters/file-store/interface';
import { SignedLinks } from '../../kernel/http/signed-links';
import { defineModule, type ModuleContext } from '../../kernel/module';
import { authModule } from '../auth/module';
import { settingsModule } from '../settings/module';
import { staffModule } from '../staff/module';
import { GuestIdentities } from './guest-identity';
import { ChatMedia } from './media';
import { operatorChatRoutes } from './operator-routes';
import { chatRoutes } from './routes';
import { ChatService } from './service';
import { attachChatSocket } from './socket';

export interface ChatModuleOptions {
  /** Where chat files are kept (decision 016). */
  files: FileStore;
  /** The socket's Redis adapter, for several copies (REDIS_URL). */
  redisUrl?: string | undefined;
  trustProxy?: boolean | undefined;
}

/**
 * Chat with the site (issue 12, decision 016): members, guests and staff; its socket closes
 * when the session that opened it ends (it listens to the auth and staff modules' session ends).
 */
export const chatModule = defineModule({
  name: 'chat',
  needs: [settingsModule, authModule, staffModule],
  create: ({ kernel, use, options }: ModuleContext<ChatModuleOptions>) => {
    // keys derived from the server's secret, shared by every copy
    const chatLinks = new SignedLinks(
      kernel.derive('chat-file'),
      kernel.now,
      'chat',
      '/media/chat',
      15 * 60,
    );
    const media = new ChatMedia(kernel.db, options.files, chatLinks);
    const { settings } = use(settingsModule);
    return {
      chatLinks,
      media,
      guests: new GuestIdentities(kernel.derive('chat-guest')),
      chat: new ChatService(kernel.db, media, settings, kernel.now),
    };
  },
  routes: async (app, chat, { kernel, use, options }) => {
    const { sessions } = use(authModule);
    const { settings } = use(settingsModule);
    chatRoutes(app, { ...chat, sessions });
    operatorChatRoutes(app, { chat: chat.chat, settings });
    await attachChatSocket(app, {
      ...chat,
      sessions,
      staff: use(staffModule).staff,
      // the member's socket also carries their money changes (decision 026): one per tab
      money: {
        events: kernel.ledger.moneyEvents,
        version: (memberId: number) => kernel.ledgerAccounts.moneyVersion(memberId),
      },
      redisUrl: options.redisUrl,
      trustProxy: options.trustProxy,
    });
  },
});
