import { chatScreenTexts } from '@canstring/contracts';
import { mountStandalone } from '@canstring/ui';
import { ChatArea } from './area';

// On its own page a person signs in here first (the same session as the shell's).
void mountStandalone(ChatArea, document.getElementById('root')!, {
  signIn: { title: chatScreenTexts.chats },
});
