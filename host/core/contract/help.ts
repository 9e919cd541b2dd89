import { defineEndpoint, MessageAnswer, Paragraph, RequiredByRule, Schema } from '../endpoints';

/** The longest help message support takes: a few screens of text, not a pasted log. */
export const HELP_MESSAGE_MAX_LENGTH = 5000;

/** The help modal's Send (spec part 1 §2, §7): support gets the message by mail, with the sender. */
export const askHelp = defineEndpoint({
  id: 'help.askHelp',
  backend: 'legacy',
  method: 'POST',
  path: '/email/askHelp',
  summary: 'Mails a help request to support',
  access: 'session',
  // Optional: a blank message is answered with the form's own 'Must be compiled'.
  input: Schema.Object({ message: RequiredByRule(Paragraph({ maxLength: HELP_MESSAGE_MAX_LENGTH })) }),
  answer: MessageAnswer,
});
