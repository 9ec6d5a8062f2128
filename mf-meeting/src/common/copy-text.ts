import { notify } from '@canstring/ui';

/** Copies a text to the clipboard and confirms it with a toast. */
export const copyText = async (text: string, confirmation: string): Promise<void> => {
  try {
    await navigator.clipboard.writeText(text);
    notify(confirmation, 'success');
  } catch (error) {
    console.error(error);
  }
};
